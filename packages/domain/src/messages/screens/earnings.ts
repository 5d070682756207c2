// Copy of the caregiver's money screens: 'Saldo e Ganhos' (card and page), the monthly statement,
// the Pix key and the payout account cards (docs/product.md#earnings).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const earningsCopy = {
  common: {
    retry: basicMessages.retry,
    title: 'Saldo e Ganhos',
  },
  paymentRule: (releaseHours: number, minimumPayout: string) =>
    `A família paga a reserva pelo Cuidar e o valor fica guardado. ${releaseHours} horas depois que cada dia de atendimento termina, o seu preço daquele dia fica disponível. Uma vez por semana, o saldo disponível (a partir de ${minimumPayout}) é transferido para a forma de recebimento do seu perfil.`,
  figures: {
    available: 'Disponível',
    availableHint: 'Liberado, aguardando a próxima transferência',
    held: 'A receber',
    heldHint: 'Atendimentos pagos ainda não liberados',
    paidOut: 'Já transferido',
    paidOutHint: 'Enviado para a sua forma de recebimento',
    // 'Próxima transferência: ‹sexta-feira, 4 de dezembro›' then the amount or a full stop.
    nextPayout: 'Próxima transferência: ',
    nextPayoutAmount: (amount: string) => ` — ${amount} disponível até agora.`,
    noKey: {
      before: 'Cadastre sua chave Pix para receber as transferências. ',
      link: 'Cadastrar chave Pix',
    },
    // Payouts through Stripe need the connected account, not a Pix key (ADR 0061).
    noAccount: {
      before: 'Conecte sua conta de recebimento para receber as transferências. ',
      link: 'Conectar conta de recebimento',
    },
  },
  card: {
    loadingLabel: 'Carregando seus ganhos',
    empty: 'Nenhum atendimento pago ainda. Quando uma família pagar uma reserva que você aceitou, o valor aparece aqui.',
    seeAll: 'Ver ganhos e extratos',
  },
  history: {
    held: 'A receber',
    availableSince: (date: string) => `Disponível desde ${date}`,
    paidOutOn: (date: string) => `Transferido em ${date}`,
    empty: 'Nenhum atendimento pago ainda. Quando uma família pagar uma reserva que você aceitou, ela aparece aqui.',
    familyPaid: 'Família pagou',
    fee: 'Taxa do Cuidar',
    net: 'Seu valor',
    payoutSent: 'Enviada',
    payoutRequested: 'Em transferência',
    payoutFailed: 'Não realizada',
    noPayouts: 'Nenhuma transferência ainda.',
    payoutReturned: 'O valor voltou para o seu saldo disponível.',
  },
  statement: {
    monthLabel: 'Mês do extrato',
    pdf: 'Baixar PDF',
    csv: 'Baixar planilha (CSV)',
    note: 'O extrato traz cada dia atendido no mês, o que a família pagou, a taxa do Cuidar, o seu valor e as transferências do mês.',
  },
  page: {
    description: 'Quanto você tem a receber, o que já está disponível e o que já foi transferido.',
    loading: 'Carregando seus ganhos...',
    bookingsTitle: 'Atendimentos pagos',
    statementTitle: 'Extrato do mês',
    payoutsTitle: 'Transferências',
  },
  payoutKey: {
    hints: {
      cpf: { placeholder: '000.000.000-00', hint: 'O CPF da conta que vai receber.' },
      email: { placeholder: 'seu@email.com', hint: 'O e-mail cadastrado como chave Pix no seu banco.' },
      celular: { placeholder: '(11) 98765-4321', hint: 'Com DDD. O número cadastrado como chave Pix no seu banco.' },
      aleatoria: { placeholder: '123e4567-e89b-12d3-a456-426614174000', hint: 'Copie a chave aleatória do aplicativo do seu banco.' },
    },
    typeLabel: 'Tipo de chave',
    keyLabel: 'Chave Pix',
    saving: 'Salvando...',
    save: 'Salvar chave Pix',
    title: 'Chave Pix para receber',
    description: 'Seu saldo disponível é transferido para esta chave uma vez por semana.',
    // Payouts through Stripe Connect go to the connected account, never to a Pix key (ADR 0061):
    // a key saved before is not used, and the caregiver can remove it.
    descriptionStripe: 'Os repasses vão para a sua conta de recebimento no Stripe. A chave Pix que você cadastrou antes não é usada.',
    remove: 'Remover chave Pix',
    removing: 'Removendo...',
    removeTitle: 'Remover a chave Pix?',
    removeDescription: 'Ela não é usada nos seus repasses, que vão para a conta de recebimento no Stripe. Apagamos a chave dos nossos registros.',
    removeConfirm: 'Sim, remover',
    removeCancel: 'Manter',
    updatedOn: (date: string) => `Cadastrada ou alterada em ${date}`,
    none: 'Nenhuma chave cadastrada. Sem ela, seu saldo disponível fica guardado até você cadastrar uma.',
    change: 'Alterar chave Pix',
    add: 'Cadastrar chave Pix',
    dialogDescription: 'Use uma chave Pix em seu nome. Por segurança, avisamos você por e-mail sempre que ela mudar.',
  },
} as const;
