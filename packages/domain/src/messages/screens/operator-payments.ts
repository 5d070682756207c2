// Copy of the operators' 'Pagamentos' page (/operador/pagamentos, docs/product.md#operators).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';
import { formatCount } from '../../format';
import type { StuckMoneyKind } from '../../operator-payments';

export const operatorPaymentsCopy = {
  title: 'Devoluções e repasses parados',
  intro:
    'Dinheiro que o provedor de pagamentos ainda não devolveu a uma família ou não transferiu a um cuidador: com erro, ou sem resposta há mais de uma hora. O sistema pede de novo a cada rodada, sem pagar duas vezes. Se o erro continuar, fale com a pessoa (um cartão cancelado, uma chave Pix errada) ou com o provedor.',
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
  lastError: 'Última resposta do provedor:',
  /** When the list shows only the oldest of more. */
  showingOldest: (shown: number, total: number) => `Mostrando os ${shown} mais antigos de ${total}.`,
} as const;
