// Copy of the care diary screens beyond messages.careDiary: the entry form and the list of entries
// (docs/product.md#care-diary). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const careDiaryCopy = {
  form: {
    dosePlaceholder: 'Ex.: 1 comprimido de 50 mg',
    mealPlaceholder: 'Ex.: sopa de legumes, água',
    quantityPlaceholder: 'Ex.: meio prato, 2 copos',
  },
  list: {
    /** 'Medicação às 08:15' */
    entryLabel: (type: string, time: string) => `${type} às ${time}`,
  },
} as const;
