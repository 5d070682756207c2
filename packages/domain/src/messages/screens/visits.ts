// Copy of the visits screens: 'Chegada e saída' and the family's 'QR de presença'
// (docs/product.md#visits). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const visitsCopy = {
  qr: {
    back: 'Voltar',
  },
  days: {
    // booked: 'sexta-feira, 22/11, 08:00 às 12:00'
    itemLabel: (booked: string, name: string) => `Atendimento de ${booked} com ${name}`,
    noShowBadge: 'Falta',
    lateBadge: 'Atrasado',
  },
} as const;
