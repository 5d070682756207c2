// Words for the codes of the business constants (docs/product.md#constants): the account roles'
// names (docs/product.md#roles), the family's shifts and their hours and the gender and gender
// preference labels (docs/product.md#questionnaire, docs/product.md#caregiver-wizard), the hours of
// each availability option a caregiver offers (docs/product.md#availability) and the support hours
// the public pages show (docs/product.md#public-site). The public pages' islands read it: it imports
// nothing. The stored option lists (skills, experience, availability, states) stay in constants.ts.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

/** The hours of each family shift ('Manhã (6h às 12h)'). */
const shiftDescriptions = {
  manha: '6h às 12h',
  tarde: '12h às 18h',
  noite: '18h às 6h',
  integral: 'Período completo',
} as const;

export const constantsLabels = {
  /** Every account role, by its code. */
  roles: {
    familia: 'Família',
    cuidador: 'Cuidador(a)',
    operador: 'Operador(a)',
    familiar: 'Familiar convidado',
  },
  supportHours: 'Segunda a sexta, das 8h às 18h',
  /** The family's shift ('preferencia_turno'), by its code. */
  shifts: {
    manha: 'Manhã',
    tarde: 'Tarde',
    noite: 'Noite',
    integral: 'Integral',
  },
  shiftDescriptions,
  /** A person's gender, by its code. */
  genders: {
    feminino: 'Feminino',
    masculino: 'Masculino',
    indiferente: 'Prefiro não informar',
  },
  /** The gender a family prefers (the same codes, another label for 'indiferente'). */
  preferredGenders: {
    feminino: 'Feminino',
    masculino: 'Masculino',
    indiferente: 'Sem preferência',
  },
  /** The hours of each availability option a caregiver offers, keyed by the stored option. */
  availabilityDescriptions: {
    Manhã: `Das ${shiftDescriptions.manha}`,
    Tarde: `Das ${shiftDescriptions.tarde}`,
    Noite: `Das ${shiftDescriptions.noite}`,
    '24h': 'Plantões de 24 horas',
  },
} as const;
