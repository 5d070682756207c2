// Words of the 'Plantão Avulso' (docs/product.md#single-shift): how a request was priced and the
// two shifts a family may choose ('Diurno (07:00–19:00)', 'Noturno (19:00–07:00 do dia seguinte)').
// The product's own name, 'Plantão Avulso', is the plan catalogue's entry (plans.ts).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const singleShiftLabels = {
  /** A request priced from the caregiver's hourly rate (modalidade 'por_hora'). */
  hourly: 'Por hora',
  /** The shifts, by their code. */
  periods: {
    diurno: 'Diurno (07:00–19:00)',
    noturno: 'Noturno (19:00–07:00 do dia seguinte)',
  },
} as const;
