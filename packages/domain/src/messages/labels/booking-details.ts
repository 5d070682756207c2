// Words of the cancellation of a confirmed booking (docs/product.md#cancellation-policy): the labels
// of the reasons a family or a caregiver picks (CancelReason) in the cancel dialogs, and the reason
// as the other side reads it (cancelReasonText; also kept with the booking, in its notification and
// e-mail). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const bookingDetailsLabels = {
  /** CANCEL_REASON_LABELS: the family's and the caregiver's reasons. */
  cancelReason: {
    mudanca_de_planos: 'Mudança de planos',
    paciente_internado: 'O paciente foi internado',
    outro_cuidador: 'Encontramos outro cuidador',
    questao_financeira: 'Questão financeira',
    problema_de_saude: 'Problema de saúde',
    emergencia_familiar: 'Emergência familiar',
    conflito_de_agenda: 'Conflito de agenda',
    transporte: 'Problema de transporte',
    outro: 'Outro motivo',
  },
  /** 'Conflito de agenda: tenho consulta médica' — a reason followed by the person's own words. */
  reasonWithWords: (reason: string, words: string) => `${reason}: ${words}`,
} as const;
