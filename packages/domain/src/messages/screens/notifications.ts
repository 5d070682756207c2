// Copy of the notification list, the dashboards' 'Notificações' card and the Notificações page
// (docs/product.md#notifications). Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const notificationsCopy = {
  list: {
    unreadPrefix: 'Não lida: ',
    markReadLabel: (message: string) => `${message}. Marcar como lida`,
    empty: 'Nenhuma notificação por enquanto.',
    loadingLabel: 'Carregando notificações',
    retry: basicMessages.retry,
    unreadCount: (count: number) => (count === 0 ? 'Todas lidas' : count === 1 ? '1 não lida' : `${count} não lidas`),
    markAll: 'Marcar todas como lidas',
  },
  card: {
    title: 'Notificações',
    seeAll: 'Ver todas',
  },
  page: {
    pageTitle: 'Notificações',
    title: 'Notificações',
  },
} as const;
