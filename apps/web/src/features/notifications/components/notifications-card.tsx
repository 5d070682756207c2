import type { Role } from '@cuidar/domain/constants';
import { notificationsCopy } from '@cuidar/domain/messages/screens/notifications';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NotificationList } from './notification-list';

/** How many notifications the dashboards' card shows (its screen prefetches the same list). */
export const DASHBOARD_NOTIFICATIONS = 5;

/** The dashboards' 'Notificações' card: the latest five and a link to all of them. */
export function NotificationsCard({ role }: { role: Role }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{notificationsCopy.card.title}</CardTitle>
        <Link to={paths.dashboardPage(role, 'notificacoes')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {notificationsCopy.card.seeAll}
        </Link>
      </CardHeader>
      <CardContent>
        <NotificationList limit={DASHBOARD_NOTIFICATIONS} />
      </CardContent>
    </Card>
  );
}
