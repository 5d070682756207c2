// Copy of the family dashboard ('/dashboard/familia') and its 'Minhas reservas' page
// (docs/product.md#screens). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const familyDashboardCopy = {
  reportBooking: 'Denunciar reserva',
  home: {
    title: 'Dashboard da Família',
    greeting: (name: string) => `Olá, ${name}! Que bom ter você por aqui.`,
    bookingsTitle: 'Minhas reservas',
  },
  bookings: {
    title: 'Minhas reservas',
    description: 'Suas reservas futuras e passadas com cuidadores.',
  },
} as const;
