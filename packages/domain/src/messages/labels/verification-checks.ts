// Words of the five checks an operator records before approving a caregiver (VerificationCheck),
// shown in the operators' review checklist and in the verified badge of a caregiver's card
// (docs/product.md#verification). Kept apart from verification.ts so a public page's island reads
// them without the rest (docs/decisions/0039). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const verificationChecksLabels = {
  /** VERIFICATION_CHECK_LABELS. */
  check: {
    documentos_conferem: 'Documentos conferem com o nome e o CPF',
    antecedentes_validos: 'Antecedentes criminais negativos e dentro da validade',
    referencia_1: 'Referência 1 contatada',
    referencia_2: 'Referência 2 contatada',
    entrevista: 'Entrevista realizada',
  },
} as const;
