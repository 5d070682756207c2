// Copy of the invited relatives' screens: the family's 'Familiares' card, /convite-familiar and the
// relative's home /familiar (docs/product.md#relatives); most of their words are in messages.relatives.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const relativesCopy = {
  /** The followed family's bookings, read-only (features/relatives/components/followed-family). */
  booking: {
    daysLabel: 'Dias',
    hoursLabel: 'Horário',
    totalLabel: 'Total',
  },
  /** The invitation's sign-up form. */
  invitationSignUp: {
    nameLabel: 'Nome completo',
    passwordLabel: 'Crie uma senha',
  },
  /** /convite-familiar. */
  invitation: {
    signInLink: 'Entrar',
  },
  /** /familiar. */
  home: {
    notificationsTitle: 'Notificações',
  },
} as const;
