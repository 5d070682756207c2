import { PageHeader } from '@/components/layout/page-header';
import { RegistrationPending } from '@/features/caregiver-profile/components/registration-pending';
import { useCaregiverProfile } from '@/features/caregiver-profile/api/get-caregiver-profile';
import { Agenda } from '@/features/availability/components/agenda';
import { BookingRequestsCard } from '@/features/bookings/components/booking-requests-card';
import { CaregiverUpcomingBookings } from '@/features/bookings/components/caregiver-upcoming-bookings';
import { useOpenChatPage } from '@/features/chat/hooks/use-open-chat-page';
import { ReportButton } from '@/features/reports/components/report-button';
import { LoadingBlock } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/head';
import { VisitDaysCard } from '@/features/visits/components/visit-days-card';
import { CaregiverDiaryButton } from '@/features/care-diary/components/caregiver-diary-button';
import { DayEmergencyCardButton } from '@/features/emergency-card/components/day-emergency-card';
import { caregiverDashboardCopy } from '@cuidar/domain/messages/screens/caregiver-dashboard';

export function Component() {
  const c = caregiverDashboardCopy.agenda;
  usePageMeta(c.title);
  const profile = useCaregiverProfile();
  const openChat = useOpenChatPage('cuidador');
  return (
    <>
      <PageHeader title={c.title} description={c.description} />
      {profile.isPending ? (
        <LoadingBlock />
      ) : profile.data === null ? (
        <RegistrationPending />
      ) : (
        <div className="space-y-6">
          <BookingRequestsCard
            requestAction={(booking) => <ReportButton alvoTipo="reserva" alvoId={booking.id} accessibleName={caregiverDashboardCopy.reportBookingLabel(booking.counterpart.firstName)} />}
            onMessage={(booking) => openChat(booking.counterpart.id)}
          />
          <VisitDaysCard
            side="cuidador"
            dayAction={(visit) =>
              visit.emergencyCardOpen || visit.checkIn ? (
                <>
                  {visit.emergencyCardOpen && <DayEmergencyCardButton reservaId={visit.reservaId} familyName={visit.counterpartName} />}
                  {visit.checkIn && <CaregiverDiaryButton reservaId={visit.reservaId} counterpartName={visit.counterpartName} />}
                </>
              ) : null
            }
          />
          <CaregiverUpcomingBookings onMessage={(booking) => openChat(booking.counterpart.id)} />
          <Agenda
            bookingAction={(day) => <ReportButton look="inline" alvoTipo="reserva" alvoId={day.pedidoId} accessibleName={caregiverDashboardCopy.reportBookingLabel(day.familia.firstName)} />}
          />
        </div>
      )}
    </>
  );
}
