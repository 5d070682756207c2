// Words of 'Quem viu os dados de saúde' in Configurações (docs/product.md#account-lgpd): the labels
// of the patient's data fields whose reads are logged (HealthDataField: the patient's data, the
// emergency card's parts, docs/product.md#emergency-card, and the care diary a relative reads,
// docs/product.md#relatives) and the sentence describing one read (describeHealthRead).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

/** 'nome do paciente', 'nome do paciente e idade', 'nome do paciente, idade e condição de saúde'. */
const list = (items: readonly string[]) => {
  const last = items.at(-1) ?? '';
  return items.length <= 1 ? last : `${items.slice(0, -1).join(', ')} e ${last}`;
};

export const accountSettingsLabels = {
  /** HEALTH_DATA_FIELD_LABELS. */
  healthDataField: {
    pacienteNome: 'nome do paciente',
    pacienteIdade: 'idade',
    pacienteCondicao: 'condição de saúde',
    cartaoAlergias: 'alergias',
    cartaoMedicamentos: 'remédios em uso',
    cartaoPlanoSaude: 'plano de saúde',
    cartaoMedico: 'médico',
    cartaoContatos: 'contatos de emergência',
    diario: 'o diário de cuidados',
    diarioRelatorio: 'o relatório do diário de cuidados',
  },
  /** describeHealthRead: one read, as its line in the log says it. */
  healthRead: {
    /** A relative read the care diary: 'leu o diário de cuidados'. */
    read: (what: string) => `leu ${what}`,
    /** A relative downloaded its report: 'baixou o relatório do diário de cuidados'. */
    downloaded: (what: string) => `baixou ${what}`,
    /** 'abriu o cartão de emergência (alergias, remédios em uso e contatos de emergência)'. */
    openedEmergencyCard: (fields: readonly string[]) => `abriu o cartão de emergência (${list(fields)})`,
    openedNothingFilled: 'abriu os dados do paciente (nenhum estava preenchido)',
    /** 'viu nome do paciente, idade e condição de saúde'. */
    saw: (fields: readonly string[]) => `viu ${list(fields)}`,
  },
} as const;
