// Words of a place with its pt-BR preposition ('na Bahia', 'no Rio de Janeiro', 'em São Paulo'), in
// the recommendations' relaxation notice (docs/product.md#recommendations). Portuguese contracts
// 'em' with the article a place name takes, and each name has its own article (or none). The
// states' names themselves are data (constants.ts, BRAZILIAN_STATES).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.

export const placeNamesLabels = {
  /** The preposition of every place not listed below. */
  defaultPreposition: 'em',
  /** States (by UF) whose name takes an article. */
  statePrepositions: {
    AC: 'no', AP: 'no', AM: 'no', BA: 'na', CE: 'no', DF: 'no', ES: 'no', MA: 'no', MT: 'no', MS: 'no',
    PA: 'no', PB: 'na', PR: 'no', PI: 'no', RJ: 'no', RN: 'no', RS: 'no', TO: 'no',
  },
  /**
   * Cities whose name takes an article, folded (no case, no accents). Most Brazilian cities take
   * none ('em São Paulo', 'em Salvador'); 'o Rio de Janeiro' always does, and 'o Recife' is how the
   * city's own people and press write it (both forms are correct; we follow the local one).
   */
  cityPrepositions: {
    'rio de janeiro': 'no',
    recife: 'no',
    'rio grande': 'no',
    crato: 'no',
  },
  /** 'na Bahia' */
  withPreposition: (preposition: string, name: string) => `${preposition} ${name}`,
} as const;
