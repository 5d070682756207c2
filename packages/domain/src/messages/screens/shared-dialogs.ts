// Copy of dialogs shared by several screens: the star rating dialog (docs/product.md#reviews)
// and the accept/decline buttons of plan proposals and substitutions (docs/product.md#plans).
// Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { formatCount } from '../../format';

export const sharedDialogsCopy = {
  starRating: {
    /** The word for 1 to 5 stars (index 0 unused). */
    words: ['', 'Ruim', 'Regular', 'Bom', 'Muito bom', 'Excelente'],
    legend: 'Sua nota',
    groupLabel: 'Nota de 1 a 5 estrelas',
    /** '4 estrelas — Muito bom' */
    starLabel: (n: number, word: string) => `${formatCount(n, 'estrela', 'estrelas')} — ${word}`,
    cancel: 'Cancelar',
    sending: 'Enviando...',
    send: 'Enviar avaliação',
  },
  acceptDecline: {
    accepting: 'Aceitando...',
    declining: 'Recusando...',
  },
} as const;
