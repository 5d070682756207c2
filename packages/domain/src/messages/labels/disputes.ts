// Words of 'Tive um problema' and the operators' dispute desk (docs/product.md#disputes): the labels
// of a dispute's reasons (DisputeReason), statuses (DisputeStatus) and decisions (DisputeDecision),
// as the booking screens of both sides and the operators' desk show them.
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const disputesLabels = {
  /** DISPUTE_REASON_LABELS: what the family reports. */
  reason: {
    nao_compareceu: 'O cuidador não compareceu',
    atraso_ou_saida: 'Atraso ou saída antes do horário',
    cuidado_diferente: 'O cuidado não foi o combinado',
    comportamento: 'Comportamento inadequado',
    outro: 'Outro problema',
  },
  /** DISPUTE_STATUS_LABELS. */
  status: { aberta: 'Em análise', decidida: 'Decidida' },
  /** DISPUTE_DECISION_ACTIONS: the operator's buttons. */
  decisionAction: {
    reembolso_total: 'Reembolsar tudo',
    reembolso_parcial: 'Reembolsar parte',
    liberado: 'Liberar para o cuidador',
  },
  /** DISPUTE_DECISION_LABELS: the outcome as both sides read it. */
  decision: {
    reembolso_total: 'Valor devolvido à família',
    reembolso_parcial: 'Parte do valor devolvida à família',
    liberado: 'Valor liberado para o cuidador',
  },
} as const;
