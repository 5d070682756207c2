// Words of the caregiver verification (docs/product.md#verification, docs/product.md#verification-renewal):
// the labels of its states (VerificationState), of a renewed certificate's status (RenewalStatus),
// of the documents a caregiver sends (VerificationDocumentKind) and of the reasons an operator gives
// when refusing or suspending (VerificationReason), as the caregiver's dashboard and the operators'
// review screens show them. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const verificationLabels = {
  /** VERIFICATION_STATE_LABELS. */
  state: {
    cadastro_incompleto: 'Cadastro incompleto',
    em_analise: 'Em análise',
    aprovado: 'Aprovado',
    reprovado: 'Reprovado',
    suspenso: 'Suspenso',
    verificacao_vencida: 'Verificação vencida',
  },
  /** RENEWAL_STATUS_LABELS: a renewed criminal-records certificate. */
  renewalStatus: {
    pendente: 'Aguardando a equipe',
    aceita: 'Aceita',
    recusada: 'Recusada',
  },
  /** VERIFICATION_DOCUMENT_LABELS. */
  document: {
    identidade: 'Documento de identidade (RG ou CNH)',
    antecedentes_federal: 'Certidão de antecedentes criminais da Polícia Federal',
    antecedentes_estadual: 'Certidão de antecedentes criminais estadual',
  },
  /** VERIFICATION_REASON_LABELS: why an operator refuses or suspends. */
  reason: {
    documento_ilegivel: 'Documento ilegível ou incompleto',
    documento_nao_confere: 'Documento não confere com o nome ou o CPF',
    antecedentes_positivos: 'Certidão de antecedentes com registro',
    antecedentes_vencidos: 'Certidão de antecedentes vencida',
    referencias_nao_confirmadas: 'Referências não confirmadas',
    entrevista_nao_realizada: 'Entrevista não realizada',
    denuncia_procedente: 'Denúncia procedente',
    conduta_inadequada: 'Conduta inadequada',
    outro: 'Outro motivo',
  },
} as const;
