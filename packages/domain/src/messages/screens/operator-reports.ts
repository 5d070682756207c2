// Copy of the 'Denunciar' dialog and of the desk's report screens, /operador/denuncias and /operador/denuncias/:id
// (docs/product.md#reports, docs/product.md#family-suspension).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const operatorReportsCopy = {
  /** The 'Denunciar' button and dialog, on profiles, messages and bookings. */
  reportButton: {
    /** The word in the dialog's title, 'Denunciar <target>'. */
    targets: { perfil: 'perfil', mensagem: 'mensagem', reserva: 'reserva' },
    cancel: 'Cancelar',
  },
  /** /operador/denuncias. */
  list: {
    pageTitle: 'Denúncias',
    title: 'Denúncias',
    description: 'Abertas primeiro, das mais antigas para as mais novas. Abra uma para ver o contexto e decidir.',
    filtersLabel: 'Filtrar denúncias',
    filters: { open: 'Abertas', resolved: 'Resolvidas', all: 'Todas' },
    emptyOpen: 'Nenhuma denúncia aberta. Tudo em dia!',
    empty: 'Nenhuma denúncia por aqui.',
    /** '<target> de <strong>name</strong>'. */
    targetOf: (target: string) => `${target} de `,
    by: (who: string, when: string) => `Por ${who} · ${when}`,
    deletedAccount: 'conta excluída',
  },
  /** /operador/denuncias/:id. */
  detail: {
    pageTitle: 'Denúncia',
    back: 'Voltar para as denúncias',
    title: (reason: string) => `Denúncia: ${reason}`,
    description: (target: string, name: string, when: string) => `${target} de ${name} · recebida em ${when}`,
    open: 'Aberta',
    resolved: 'Resolvida',
    reportedTitle: 'O que foi relatado',
    by: (who: string) => `Por ${who}`,
    deletedAccount: 'conta excluída',
    noDescription: 'Sem descrição.',
    decideTitle: 'Decidir',
    decisionTitle: 'Decisão',
    outcome: 'Resultado',
    note: 'Nota',
    decidedBy: 'Por',
    decidedAt: (when: string) => `, em ${when}`,
  },
  /** What the operator reads before deciding. */
  context: {
    messageTitle: 'Mensagem denunciada e conversa em volta',
    messageGone: 'A mensagem não existe mais (a conversa foi apagada).',
    reportedMessage: 'Mensagem denunciada',
    fromReported: ' (denunciado/a)',
    bookingTitle: 'Reserva denunciada',
    family: 'Família',
    caregiver: 'Cuidador(a)',
    period: 'Período',
    status: 'Situação',
    total: 'Total',
    bookingGone: 'A reserva não existe mais.',
    personTitle: 'Pessoa denunciada',
    name: 'Nome',
    deletedAccount: ' (conta excluída)',
    accountType: 'Tipo de conta',
    verification: 'Verificação',
    city: 'Cidade',
    memberSince: 'No Cuidar desde',
    reportsAgainst: 'Denúncias recebidas',
    bio: 'Apresentação',
  },
  /** The decision form of an open report. */
  resolve: {
    decision: 'Decisão',
    outcomes: {
      suspensao: { label: 'Suspender', description: 'Some das buscas na hora. Depois, confira as reservas na ficha do cuidador.' },
      /** A family's suspension is of the account (docs/product.md#family-suspension). */
      suspensaoFamilia: {
        label: 'Suspender a conta',
        description: 'A família não consegue mais entrar; as solicitações ainda não aceitas são canceladas e cada cuidador é avisado. A nota vai no email à família.',
      },
      advertencia: { label: 'Advertir', description: 'A pessoa recebe seu texto por email e notificação.' },
      arquivada: { label: 'Arquivar', description: 'Nenhuma medida. Quem denunciou é avisado.' },
    },
    warningLabel: 'Texto da advertência (a pessoa denunciada recebe)',
    noteLabel: 'Nota interna (por que esta decisão)',
    noteHint: 'Fica no registro de auditoria; ninguém fora da equipe vê.',
    submitting: 'Registrando...',
    submit: 'Registrar decisão',
  },
  /** A reported family's account card. */
  familyAccount: {
    saving: 'Salvando...',
    cancel: 'Cancelar',
  },
} as const;
