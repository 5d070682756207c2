// Words of the caregiver's weekly availability pattern (docs/product.md#availability): the weekday
// names and the checkboxes' short labels (0 Sunday … 6 Saturday), a range's hours ('08:00 às 18:00')
// and a list of days ('segunda, terça e sexta').
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const availabilityLabels = {
  /** Day names, 0 Sunday … 6 Saturday (the order of `weekdayOf`). */
  weekdayNames: ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
  /** Short labels for the weekday checkboxes, 0 Sunday … 6 Saturday. */
  weekdayShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  /** '08:00 às 18:00' */
  hours: (horaInicio: string, horaFim: string) => `${horaInicio} às ${horaFim}`,
  /** Between the days of a list but the last two: 'segunda, terça e sexta'. */
  daysSeparator: ', ',
  /** Before the last day of a list. */
  lastDaySeparator: ' e ',
} as const;
