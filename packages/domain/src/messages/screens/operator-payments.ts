// Copy of the operators' 'Pagamentos' page (/operador/pagamentos, docs/product.md#operators).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';
import { formatCount } from '../../format';
import type { StuckMoneyKind } from '../../operator-payments';

export const operatorPaymentsCopy = {
  title: 'Devoluções e repasses parados',
  intro:
    'Dinheiro que o provedor de pagamentos ainda não devolveu a uma família ou não transferiu a um cuidador: com erro, ou sem resposta há mais de uma hora. O sistema pede de novo a cada rodada, sem pagar duas vezes, e a equipe recebe um e-mail quando um pagamento para aqui. Se o erro continuar, fale com a pessoa (um cartão cancelado, uma chave Pix errada) ou com o provedor. Se o provedor recusou uma devolução, a equipe pode devolver por Pix ou transferência e registrar aqui.',
  loading: 'Carregando pagamentos',
  failed: 'Não foi possível carregar os pagamentos.',
  retry: basicMessages.retry,
  empty: 'Nenhuma devolução ou repasse parado. Tudo o que foi pedido ao provedor já foi feito.',
  kinds: {
    devolucao_reserva: 'Devolução de reserva',
    sobra_plano: 'Sobra do plano',
    repasse: 'Repasse ao cuidador',
    saldo_conta_excluida: 'Saldo de cuidador com conta excluída',
  } satisfies Record<StuckMoneyKind, string>,
  /** In place of the attempts, for a deleted caregiver's balance (docs/product.md#deletion-payout). */
  deletedBalance:
    'O repasse semanal não consegue pagar: a conta foi excluída sem forma de recebimento (a pessoa abriu mão do valor, ou a exclusão é de antes de o Cuidar guardar a chave) ou o provedor recusou o último repasse (a resposta está abaixo). Não há contato: o email da conta foi apagado.',
  /** 'Desde 28/11/2026 às 10:15' (date already formatted). */
  since: (at: string) => `Desde ${at}`,
  attempts: (count: number) => (count === 0 ? 'Ainda sem resposta do provedor' : `${formatCount(count, 'tentativa', 'tentativas')}`),
  providerPending: 'O provedor aceitou a devolução e ainda não a concluiu (por exemplo, falta saldo na conta do provedor ou o pagamento original ainda não foi liquidado). O sistema confere a cada rodada.',
  lastError: 'Última resposta do provedor:',
  refusedBadge: 'O provedor recusou',
  retryNow: {
    button: 'Tentar agora',
    label: (what: string, amount: string) => `Tentar agora: ${what} de ${amount}`,
    pending: 'Pedindo ao provedor...',
  },
  /** 'Registrar devolução feita pela equipe' (docs/product.md#operators). */
  teamRefund: {
    button: 'Registrar devolução feita pela equipe',
    label: (amount: string) => `Registrar devolução de ${amount} feita pela equipe`,
    title: 'Registrar devolução feita pela equipe',
    description: (amount: string, person: string) =>
      `O provedor recusou devolver ${amount} a ${person}. Use este registro só depois de a equipe transferir o valor à família, fora do provedor. A família recebe o comprovante com a referência, e o sistema para de pedir ao provedor.`,
    methodLabel: 'Como a equipe devolveu',
    methods: {
      pix: { label: 'Pix', description: 'Transferência Pix da conta do Cuidar para a família.' },
      transfer: { label: 'Transferência bancária', description: 'TED ou transferência entre contas.' },
    },
    referenceLabel: 'Referência da transferência',
    referenceHint: 'O identificador do Pix (começa com E) ou o número do comprovante do banco. Aparece no comprovante da família.',
    confirm: (amount: string, person: string) => `Confirmo que ${amount} já saíram da conta do Cuidar para ${person}.`,
    cancel: 'Cancelar',
    submit: 'Registrar devolução',
    submitting: 'Registrando...',
  },
  /** When the list shows only the oldest of more. */
  showingOldest: (shown: number, total: number) => `Mostrando os ${shown} mais antigos de ${total}.`,
} as const;
