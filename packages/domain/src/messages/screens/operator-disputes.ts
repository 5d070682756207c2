// Copy of the desk's dispute screens, /operador/disputas and /operador/disputas/:id ('Tive um problema',
// docs/product.md#disputes). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const operatorDisputesCopy = {
  /** /operador/disputas. */
  list: {
    pageTitle: 'Disputas',
    title: 'Disputas',
    description: 'Problemas relatados pelas famílias. Em análise primeiro, das mais antigas para as mais novas; o pagamento fica retido até a decisão.',
    filtersLabel: 'Filtrar disputas',
    filters: { open: 'Em análise', decided: 'Decididas', all: 'Todas' },
    emptyOpen: 'Nenhum problema em análise. Tudo em dia!',
    empty: 'Nenhuma disputa por aqui.',
    /** '<strong>family</strong> sobre <strong>caregiver</strong> · R$ … retidos'. */
    about: ' sobre ',
    held: (amount: string) => ` · ${amount} retidos`,
    openedAt: (when: string) => `Aberta em ${when}`,
  },
  /** /operador/disputas/:id. */
  detail: {
    pageTitle: 'Disputa',
    back: 'Voltar para as disputas',
    title: (reason: string) => `Problema: ${reason}`,
    description: (family: string, caregiver: string, when: string) => `${family} sobre ${caregiver} · aberta em ${when}`,
    reportedTitle: 'O que a família relatou',
    textRemoved: 'Texto removido (conta excluída).',
    heldTitle: 'Valor retido',
    heldSplit: (caregiver: string, fee: string) => `${caregiver} do cuidador + ${fee} de taxa da plataforma, dos dias marcados abaixo.`,
    bookingTitle: 'A reserva',
    family: 'Família',
    caregiver: 'Cuidador',
    period: 'Período',
    status: 'Situação',
    paid: 'Pago',
    paidValue: (total: string, subtotal: string, fee: string) => `${total} (${subtotal} + taxa ${fee})`,
    days: 'Dias',
    heldDay: 'Retido',
    decideTitle: 'Decidir',
    decisionTitle: 'Decisão',
    outcome: 'Resultado',
    refund: 'Reembolso',
    note: 'Nota',
    decidedBy: 'Por',
    decidedAt: (when: string) => `, em ${when}`,
  },
  /** The decision form of an open dispute. */
  decide: {
    decision: 'Decisão',
    descriptions: {
      reembolsoTotal: (held: string) => `${held} voltam para a família, taxa incluída.`,
      reembolsoParcial: 'Você escolhe quanto volta; o restante vai para o cuidador, com a taxa proporcional.',
      liberado: (caregiverShare: string) => `${caregiverShare} para o cuidador e a taxa para a plataforma, como no pagamento normal.`,
    },
    amountLabel: 'Valor a devolver à família',
    amountHint: (max: string) => `Até ${max}.`,
    noteLabel: 'Nota para a família e o cuidador',
    noteHint: 'As duas partes leem esta nota na reserva, por notificação e por email.',
    submitting: 'Registrando...',
    submit: 'Registrar decisão',
  },
} as const;
