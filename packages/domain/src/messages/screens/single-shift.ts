// Copy of the 'Plantão Avulso' screen beyond messages.singleShift
// (docs/product.md#single-shift). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const singleShiftCopy = {
  /** More skills than shown: '+3 mais'. */
  moreSkills: (n: number) => `+${n} mais`,
  /** 'sábado, 5 de dezembro, das 19:00 às 07:00 do dia seguinte' (day and hours already formatted). */
  shift: (day: string, hours: string) => `${day}, das ${hours}`,
} as const;
