// Words of a month and year ('novembro de 2026'), shown by the verified badge of a caregiver's card
// (docs/product.md#verification), the calendars and the earnings statement (docs/product.md#formats).
// The landing's featured caregivers island reads it: it imports nothing.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const monthYearLabels = {
  /** Month names, January first. */
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  /** 'novembro de 2026' */
  monthYear: (month: string, year: string) => `${month} de ${year}`,
} as const;
