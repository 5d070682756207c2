// Copy of paying one booking and of the page after it ('/reserva/:id/pagamento', '/reserva/sucesso')
// (docs/product.md#booking-payments). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const bookingsPaymentCopy = {
  payment: {
    myBookings: 'Ver minhas reservas',
  },
  success: {
    metaTitle: 'Reserva enviada',
    title: 'Reserva Confirmada!',
    subtitle: 'Sua solicitação foi enviada ao cuidador.',
    pendingBadge: 'Pendente confirmação do cuidador',
    detailsTitle: 'Detalhes da reserva',
    caregiverLabel: 'Cuidador',
    dateLabel: 'Data',
    periodLabel: 'Período',
    hoursLabel: 'Horário',
    totalLabel: 'Total',
    nextStepsTitle: 'Próximos passos',
    nextSteps: [
      'O cuidador recebe sua solicitação agora e tem até 24 horas (ou até o início do atendimento) para responder.',
      'Você recebe uma notificação e um email assim que ele aceitar.',
      'Use o chat para combinar os detalhes da rotina do seu familiar.',
      'O pagamento só é liberado ao cuidador depois do atendimento.',
    ],
    myBookings: 'Ver minhas reservas',
    toDashboard: 'Ir para o painel',
    moreCaregivers: 'Ver mais cuidadores',
  },
} as const;
