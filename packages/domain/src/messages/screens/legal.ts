// Copy shared by the legal pages, /politica-de-privacidade and /termos-de-uso (docs/product.md#public-site):
// the contents box, the date line and the company's legal data; each document's text is in
// legal-privacy.ts and legal-terms.ts. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

/** The company's data the documents quote (the keys of legalCopy.entity). */
export type LegalEntityField = 'razaoSocial' | 'cnpj' | 'endereco' | 'encarregado' | 'foroSede' | 'hospedagem';

/**
 * A piece of a sentence of a legal document: plain text, bold text, the company's data, the
 * support e-mail (a mailto link) or a link to the other document. A paragraph or a list item is
 * one string, or its pieces in order (spaces at the joins belong to the text around them).
 */
export type LegalInline =
  | string
  | { readonly strong: string }
  | { readonly company: LegalEntityField }
  | { readonly email: true }
  | { readonly link: 'termos' | 'privacidade'; readonly text: string };

export type LegalText = string | readonly LegalInline[];

export type LegalBlock = { readonly p: LegalText } | { readonly ul: readonly LegalText[] } | { readonly ol: readonly LegalText[] };

/** A numbered section; `id` is its anchor (#id), linked from the contents. */
export interface LegalSectionCopy {
  readonly id: string;
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocumentCopy {
  readonly page: { readonly metaTitle: string; readonly metaDescription: string; readonly title: string; readonly lead: string };
  readonly sections: readonly LegalSectionCopy[];
}

export const legalCopy = {
  contents: 'Índice',
  lastUpdated: (date: string) => `Última atualização: ${date}.`,
  /** Date of the current version of both documents. */
  updatedAt: '1 de dezembro de 2026',
  /**
   * The company's legal data. The bracketed values are placeholders the company MUST fill in
   * before going live; the pages show them highlighted.
   */
  entity: {
    razaoSocial: '[RAZÃO SOCIAL DA EMPRESA]',
    cnpj: '[CNPJ]',
    endereco: '[ENDEREÇO COMPLETO DA SEDE]',
    encarregado: '[NOME DO ENCARREGADO PELO TRATAMENTO DE DADOS (DPO)]',
    foroSede: '[CIDADE/UF DA SEDE]',
    /** Where the data is hosted; to confirm with the hosting contract. */
    hospedagem: '[PAÍS DOS SERVIDORES — CONFIRMAR COM O CONTRATO DE HOSPEDAGEM]',
  } satisfies Record<LegalEntityField, string>,
} as const;
