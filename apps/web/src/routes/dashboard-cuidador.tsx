import type { SessionUserDto } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { AgendaSummaryCard } from '@/features/availability/components/agenda-summary-card';
import { getBookingsQueryOptions } from '@/features/bookings/api/get-bookings';
import { BookingRequestsCard } from '@/features/bookings/components/booking-requests-card';
import { CaregiverUpcomingBookings } from '@/features/bookings/components/caregiver-upcoming-bookings';
import { useOpenChatPage } from '@/features/chat/hooks/use-open-chat-page';
import { ReportButton } from '@/features/reports/components/report-button';
import { getEarningsQueryOptions } from '@/features/earnings/api/get-earnings';
import { EarningsCard } from '@/features/earnings/components/earnings-card';
import { getReviewsReceivedQueryOptions } from '@/features/reviews/api/get-reviews-received';
import { ReviewsCard } from '@/features/reviews/components/reviews-received';
import { getCaregiverProfileQueryOptions, useCaregiverProfile } from '@/features/caregiver-profile/api/get-caregiver-profile';
import { ProfileSummaryCard } from '@/features/caregiver-profile/components/profile-summary-card';
import { RegistrationPending } from '@/features/caregiver-profile/components/registration-pending';
import { getCaregiverVerificationQueryOptions } from '@/features/caregiver-verification/api/get-caregiver-verification';
import { VerificationStatusCard } from '@/features/caregiver-verification/components/verification-status-card';
import { getNotificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { DASHBOARD_NOTIFICATIONS, NotificationsCard } from '@/features/notifications/components/notifications-card';
import { getPlanProposalsQueryOptions } from '@/features/plan-care/api/get-plan-proposals';
import { PlanProposalsCard } from '@/features/plan-care/components/plan-proposals-card';
import { getPlanSubstitutionsQueryOptions } from '@/features/plan-substitutes/api/get-plan-substitutions';
import { PlanSubstitutionsCard } from '@/features/plan-substitutes/components/plan-substitutions-card';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

export function Component() {
  const { data: user } = useSession();
  const profile = useCaregiverProfile();
  const openChat = useOpenChatPage('cuidador');
  const c = caregiverDashboardCopy.home;
  usePageMeta(c.title);

  let body;
  if (profile.isPending) body = <LoadingBlock />;
  else if (profile.isError)
    body = (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-red-800">{messages.profile.loadFailed}</p>
        <p className="text-slate-700">{errorMessage(profile.error)}</p>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          {c.retry}
        </Button>
      </div>
    );
  else if (!profile.data)
    body = (
      <div className="space-y-6">
        <RegistrationPending />
        <NotificationsCard role="cuidador" />
      </div>
    );
  else
    body = (
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="xl:col-span-2">
          <VerificationStatusCard />
        </div>
        <div className="space-y-6 xl:col-span-2">
          <PlanProposalsCard />
          <PlanSubstitutionsCard />
          <BookingRequestsCard
            requestAction={(booking) => <ReportButton alvoTipo="reserva" alvoId={booking.id} accessibleName={caregiverDashboardCopy.reportBookingLabel(booking.counterpart.firstName)} />}
            onMessage={(booking) => openChat(booking.counterpart.id)}
          />
          <CaregiverUpcomingBookings onMessage={(booking) => openChat(booking.counterpart.id)} />
        </div>
        <div className="space-y-6">
          <ProfileSummaryCard profile={profile.data} />
          <AgendaSummaryCard />
          <ReviewsCard />
        </div>
        <div className="space-y-6">
          <EarningsCard />
          <NotificationsCard role="cuidador" />
        </div>
      </div>
    );

  return (
    <>
      <PageHeader title={c.title} description={user ? c.greeting(user.firstName || user.email) : undefined} />
      {body}
    </>
  );
}

/** The caregiver dashboard's first requests, started with its code (main.tsx, docs/decisions/0039). */
export function prefetch(queryClient: QueryClient, user: SessionUserDto) {
  if (user.role !== 'cuidador') return;
  // All at once, not after the profile: the cards below it exist only once the registration is
  // complete, which is nearly always; for the few who are not there yet these answers go unused.
  void queryClient.prefetchQuery(getBookingsQueryOptions('upcoming'));
  void queryClient.prefetchQuery(getCaregiverProfileQueryOptions());
  void queryClient.prefetchQuery(getCaregiverVerificationQueryOptions());
  void queryClient.prefetchQuery(getReviewsReceivedQueryOptions());
  void queryClient.prefetchQuery(getEarningsQueryOptions());
  void queryClient.prefetchQuery(getNotificationsQueryOptions(DASHBOARD_NOTIFICATIONS));
  void queryClient.prefetchQuery(getPlanProposalsQueryOptions());
  void queryClient.prefetchQuery(getPlanSubstitutionsQueryOptions());
}
