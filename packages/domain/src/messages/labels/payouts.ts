// Words of the caregiver's payouts ('Saldo e Ganhos', docs/product.md#earnings): the labels of the
// Pix key types (PixKeyType) and the weekday names of the payout day (0 domingo … 6 sábado).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const payoutsLabels = {
  /** PIX_KEY_TYPE_LABELS. */
  pixKeyType: {
    cpf: 'CPF',
    email: 'E-mail',
    celular: 'Celular',
    aleatoria: 'Chave aleatória',
  },
  /** Where a payout went (payoutDestination): the Pix key, or the connected Stripe account. */
  destination: {
    pix: (keyMasked: string) => `sua chave Pix ${keyMasked}`,
    stripe: 'sua conta de recebimento no Stripe',
  },
  /** The same, on its own in a list or a statement (payoutDestinationLabel). */
  destinationLabel: {
    pix: (keyMasked: string) => `Chave Pix ${keyMasked}`,
    stripe: 'Conta de recebimento no Stripe',
  },
  /** WEEKDAY_NAMES, Sunday first. */
  weekdays: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
} as const;
