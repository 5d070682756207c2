// Copy of the address block every form shares: CEP lookup, street, number, state
// (docs/product.md#messages, the 'CEP' messages; the rules are in ../../address.ts).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const addressCopy = {
  fields: {
    cep: 'CEP',
    street: 'Rua',
    number: 'Número',
    complement: 'Complemento',
    complementOptional: 'Complemento (opcional)',
    neighbourhood: 'Bairro',
    city: 'Cidade',
    state: 'Estado',
  },
  cepInput: {
    placeholder: '00000-000',
    searching: 'Buscando endereço…',
  },
  stateSelect: {
    empty: 'Selecione o estado',
    /** 'SP — São Paulo'. */
    option: (uf: string, name: string) => `${uf} — ${name}`,
  },
} as const;
