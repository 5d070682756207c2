// Words of a care plan's state on the family's dashboard and the checkout pages
// (docs/product.md#plans): 'Aguardando pagamento', 'Ativo', 'Cancelamento agendado'…
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const checkoutLabels = {
  /** A plan's status, by its code. */
  planStatus: {
    pending: 'Aguardando pagamento',
    active: 'Ativo',
    cancel_at_period_end: 'Cancelamento agendado',
    canceled: 'Encerrado',
    refunded: 'Reembolsado',
    expired: 'Pagamento não concluído',
  },
} as const;
