// Words of the caregiver registration wizard (docs/product.md#caregiver-wizard): the title of each
// step (WizardStepId) and the first bio a new caregiver gets from the experience they chose
// (keyed by the stored Experiencia value; the caregiver edits it later in the profile).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const caregiverRegistrationLabels = {
  /** WIZARD_STEPS' titles, by step id. */
  steps: {
    info_pessoal: 'Informações pessoais',
    contato: 'Contato e endereço',
    experiencia: 'Experiência',
    competencias: 'Competências',
    disponibilidade: 'Disponibilidade',
    certificacoes: 'Certificações',
    documentos: 'Documentos e referências',
    resumo_confirmacao: 'Resumo e confirmação',
  },
  /** bioFromExperience. */
  bioByExperience: {
    Nenhuma: 'Estou começando minha experiência como cuidador(a) de idosos.',
    'Até 1 ano': 'Tenho até 1 ano de experiência como cuidador(a) de idosos.',
    '1–3 anos': 'Tenho de 1 a 3 anos de experiência como cuidador(a) de idosos.',
    '3–5 anos': 'Tenho de 3 a 5 anos de experiência como cuidador(a) de idosos.',
    '5+ anos': 'Tenho mais de 5 anos de experiência como cuidador(a) de idosos.',
  },
} as const;
