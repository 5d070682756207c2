// Words of the recommendation cards (docs/product.md#recommendations): why a caregiver was
// suggested ('3 de 3 competências', 'Disponível à tarde', 'Atende no seu bairro'), and how the
// relaxation notice lists the family's skills ('Higiene ou Companhia').
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const recommendationsLabels = {
  /** 'Available in the family's shift', by the shift's code. */
  shiftPhrases: {
    manha: 'Disponível de manhã',
    tarde: 'Disponível à tarde',
    noite: 'Disponível à noite',
    integral: 'Disponível em período integral',
  },
  /** '3 de 3 competências' */
  skillsMatched: (matched: number, wanted: number) => `${matched} de ${wanted} ${wanted === 1 ? 'competência' : 'competências'}`,
  sameBairro: 'Atende no seu bairro',
  sameCidade: 'Na sua cidade',
  otherCidade: 'Em outra cidade do estado',
  respondeRapido: 'Responde em até 1 hora',
  /** Between the skills of the relaxation notice: 'Higiene ou Companhia'. */
  skillsSeparator: ' ou ',
} as const;
