// Copy of the floating help button, an island of every public page (docs/product.md#public-site):
// a module of its own so the island does not carry the panel's words, loaded on demand.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const helpButtonCopy = {
  label: 'Precisa de ajuda?',
} as const;
