import { familyDashboardCopy } from '@cuidar/domain/messages/screens/family-dashboard';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { FamilyBookingTabs } from '@/features/bookings/components/family-bookings';
import { useFamilyBookingActions } from '@/features/bookings/hooks/use-family-booking-actions';
import { ReportButton } from '@/features/reports/components/report-button';
import { useOpenChatPage } from '@/features/chat/hooks/use-open-chat-page';
import { HealthConsentRenewalNotice } from '@/features/consents/components/health-consent-renewal';
import { usePageMeta } from '@/lib/head';
import { PresenceQrCard } from '@/features/visits/components/presence-qr-card';
import { VisitDaysCard } from '@/features/visits/components/visit-days-card';
import { FamilyDiaryCard } from '@/features/care-diary/components/family-diary-card';

const c = familyDashboardCopy.bookings;

export function Component() {
  usePageMeta(c.title);
  const openChat = useOpenChatPage('familia');
  const [actions, bookingDialogs] = useFamilyBookingActions({ onMessage: (booking) => openChat(booking.counterpart.id) });
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      <HealthConsentRenewalNotice />
      <div className="mb-6">
        <VisitDaysCard side="familia" hideWhenEmpty />
      </div>
      <div className="mb-6">
        <FamilyDiaryCard />
      </div>
      <Card>
        <CardContent className="pt-5">
          <FamilyBookingTabs
            {...actions}
            detailsAction={(booking) => <ReportButton alvoTipo="reserva" alvoId={booking.id} accessibleName={familyDashboardCopy.reportBooking} />}
          />
        </CardContent>
      </Card>
      <div className="mt-6">
        <PresenceQrCard />
      </div>
      {bookingDialogs}
    </>
  );
}
