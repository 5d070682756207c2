import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta('Notificações');
  return (
    <>
      <PageHeader title="Notificações" description="Reservas, mensagens, avaliações e lembretes." />
      <Card>
        <CardContent className="pt-5">
          <NotificationList limit={100} />
        </CardContent>
      </Card>
    </>
  );
}
