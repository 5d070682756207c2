// Words of a booking's status (ReservationStatus) as the dashboards, the booking screens, the
// relatives' view and the operators' desk show it (docs/product.md#bookings).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const bookingsLabels = {
  /** STATUS_LABELS. */
  status: {
    aguardando_pagamento: 'Aguardando pagamento',
    pendente: 'Pendente',
    confirmada: 'Confirmado',
    recusada: 'Recusada',
    cancelada: 'Cancelada',
    expirada: 'Expirada',
    concluida: 'Concluída',
  },
} as const;
