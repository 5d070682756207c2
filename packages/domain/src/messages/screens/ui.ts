// Copy of the shared UI components (apps/web/src/components/ui): what the dialog, the loading states and the
// calendar say on every screen (docs/product.md#screens). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const uiCopy = {
  dialog: {
    close: 'Fechar',
  },
  loading: 'Carregando...',
  calendar: {
    today: 'hoje',
    unavailable: 'indisponível',
    previousMonth: 'Mês anterior',
    nextMonth: 'Próximo mês',
  },
} as const;
