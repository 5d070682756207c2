// The company's legal data, shown in the privacy policy and the terms of use. The bracketed values
// are placeholders the company MUST fill in before going live; the pages show them highlighted.

export const LEGAL_ENTITY = {
  razaoSocial: '[RAZÃO SOCIAL DA EMPRESA]',
  cnpj: '[CNPJ]',
  endereco: '[ENDEREÇO COMPLETO DA SEDE]',
  encarregado: '[NOME DO ENCARREGADO PELO TRATAMENTO DE DADOS (DPO)]',
  foroSede: '[CIDADE/UF DA SEDE]',
  /** Where the data is hosted; to confirm with the hosting contract. */
  hospedagem: '[PAÍS DOS SERVIDORES — CONFIRMAR COM O CONTRATO DE HOSPEDAGEM]',
} as const;

/** Date of the current version of both documents. */
export const LEGAL_UPDATED_AT = '27 de novembro de 2026';

export const isPlaceholder = (value: string) => value.startsWith('[') && value.endsWith(']');
