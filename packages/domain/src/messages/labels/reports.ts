// Words of 'Denunciar' and the operators' report desk (docs/product.md#reports): the labels of what
// is reported (ReportTarget), why (ReportReason), a report's status (ReportStatus) and the operator's
// outcome (ReportOutcome), as the report dialog and the operators' desk show them.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const reportsLabels = {
  /** REPORT_TARGET_LABELS. */
  target: {
    perfil: 'Perfil',
    mensagem: 'Mensagem no chat',
    reserva: 'Reserva',
  },
  /** REPORT_REASON_LABELS. */
  reason: {
    comportamento_inadequado: 'Comportamento inadequado',
    perfil_falso: 'Perfil falso',
    golpe_cobranca: 'Golpe ou cobrança por fora da plataforma',
    assedio: 'Assédio',
    outro: 'Outro motivo',
  },
  /** REPORT_STATUS_LABELS. */
  status: { aberta: 'Aberta', resolvida: 'Resolvida' },
  /** REPORT_OUTCOME_LABELS. */
  outcome: {
    suspensao: 'Cuidador(a) suspenso(a)',
    advertencia: 'Advertência enviada',
    arquivada: 'Arquivada',
  },
} as const;
