import type { SessionUserDto } from '@cuidar/domain/auth';
import { familyDashboardCopy } from '@cuidar/domain/messages/screens/family-dashboard';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/features/auth/api/get-session';
import { getBookingsQueryOptions } from '@/features/bookings/api/get-bookings';
import { getCurrentPlanQueryOptions } from '@/features/checkout/api/get-current-plan';
import { getFamilyProfileQueryOptions } from '@/features/family-profile/api/get-family-profile';
import { MyPlanCard } from '@/features/checkout/components/my-plan-card';
import { FamilyBookingTabs } from '@/features/bookings/components/family-bookings';
import { useFamilyBookingActions } from '@/features/bookings/hooks/use-family-booking-actions';
import { ReportButton } from '@/features/reports/components/report-button';
import { useOpenChatPage } from '@/features/chat/hooks/use-open-chat-page';
import { FamilySummaryCards } from '@/features/family-profile/components/family-summary-cards';
import { HealthConsentRenewalNotice } from '@/features/consents/components/health-consent-renewal';
import { FavoritesCard } from '@/features/favorites/components/favorites-card';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { DASHBOARD_NOTIFICATIONS, NotificationsCard } from '@/features/notifications/components/notifications-card';
import { useSavePendingAnswers } from '@/features/onboarding/hooks/use-save-pending-answers';
import { ReviewsGivenCard } from '@/features/reviews/components/reviews-given-card';
import { ReceiptsCard } from '@/features/receipts/components/receipts-card';
import { usePageMeta } from '@/lib/head';

const c = familyDashboardCopy.home;

export function Component() {
  const { data: user } = useSession();
  usePageMeta(c.title);
  useSavePendingAnswers();
  const openChat = useOpenChatPage('familia');
  const [actions, bookingDialogs] = useFamilyBookingActions({ onMessage: (booking) => openChat(booking.counterpart.id) });
  return (
    <>
      <PageHeader title={c.title} description={user ? c.greeting(user.firstName || user.email) : undefined} />
      <HealthConsentRenewalNotice />
      <MyPlanCard />
      <div className="grid gap-5 md:grid-cols-2">
        <FamilySummaryCards />
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle>{c.bookingsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <FamilyBookingTabs
            {...actions}
            detailsAction={(booking) => <ReportButton alvoTipo="reserva" alvoId={booking.id} accessibleName={familyDashboardCopy.reportBooking} />}
          />
          </CardContent>
        </Card>
        <FavoritesCard />
        <ReviewsGivenCard />
        <NotificationsCard role="familia" />
        <ReceiptsCard />
      </div>
      {bookingDialogs}
    </>
  );
}

/** The family dashboard's first requests, started with its code (main.tsx, docs/decisions/0039). */
export function prefetch(queryClient: QueryClient, user: SessionUserDto) {
  if (user.role !== 'familia') return;
  void queryClient.prefetchQuery(getCurrentPlanQueryOptions());
  void queryClient.prefetchQuery(getFamilyProfileQueryOptions());
  void queryClient.prefetchQuery(getBookingsQueryOptions('upcoming'));
  void queryClient.prefetchQuery(getNotificationsQueryOptions(DASHBOARD_NOTIFICATIONS));
}
