// Copy of the receipts screens: 'Pagamentos e recibos' and one receipt ('/recibo/:id')
// (docs/product.md#receipts). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const receiptsCopy = {
  brand: 'Cuidar',
  loadingOne: 'Carregando recibo…',
  loadingList: 'Carregando recibos…',
  retry: basicMessages.retry,
  // open is messages.receipts.open: 'Ver recibo: Pagamento de 04/06/2026'
  openLabel: (open: string, title: string, date: string) => `${open}: ${title} de ${date}`,
} as const;
