import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { messages } from '@cuidar/domain/messages';
import { notificationsCopy } from '@cuidar/domain/messages/screens/notifications';
import { useSession } from '@/features/auth/api/get-session';
import { usePageMeta } from '@/lib/head';

export function Component() {
  usePageMeta(notificationsCopy.page.pageTitle);
  const { data: user } = useSession();
  // A relative gets only the copies they chose of the family's notices; no messages or reviews.
  const description = user?.role === 'familiar' ? messages.relatives.notificationsDescription : messages.notificationsPage.description;
  return (
    <>
      <PageHeader title={notificationsCopy.page.title} description={description} />
      <Card>
        <CardContent className="pt-5">
          <NotificationList limit={100} />
        </CardContent>
      </Card>
    </>
  );
}
