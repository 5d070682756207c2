import { fullName } from '@cuidar/domain/names';
import type { BookingDto } from '@cuidar/domain/bookings';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { formatShortDate } from '@cuidar/domain/date-format';
import { hasSeparateDays } from '@cuidar/domain/occurrence-cancellation';
import { BookingStatusBadge } from '@/components/booking/status-badge';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { bookingDays, bookingHours } from './booking-period';
import { BookingProblem } from './booking-problem';
import { BookingRefunds } from './booking-refunds';
import { BookingContract } from './booking-contract';
import { RequestDetails } from './request-details';
import { useBooking } from '../api/get-booking';
import { SeriesOccurrences } from './series-occurrences';

/**
 * How the booking was priced: the hourly rate, or, where none applies, what the price is (a care
 * plan's shifts are paid from the plan; a Plantão Avulso has a fixed price).
 */
function PriceRow({ booking }: { booking: BookingDto }) {
  const m = messages.booking;
  if (!booking.pagoPeloPlano && booking.modalidade === 'por_hora') {
    return (
      <>
        <dt className="font-semibold text-slate-600">{m.detailsHourlyLabel}</dt>
        <dd>{formatCentavos(booking.precoHoraCentavos)}</dd>
      </>
    );
  }
  return (
    <>
      <dt className="font-semibold text-slate-600">{m.detailsPriceLabel}</dt>
      <dd>{booking.pagoPeloPlano ? m.detailsPlanPrice : m.detailsSingleShiftPrice}</dd>
    </>
  );
}

const c = bookingsCopy.details;

/** What a family knows about one booking request, as stored. */
export function BookingDetailsDialog({ booking: listed, onOpenChange, action }: { booking: BookingDto | null; onOpenChange: (open: boolean) => void; action?: ReactNode }) {
  // Read again while open: cancelling a series' day changes its days and totals (ADR 0045).
  const fresh = useBooking(listed?.id ?? null);
  const booking = listed && fresh.data?.id === listed.id ? fresh.data : listed;
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent title={c.title} description={booking ? c.description(fullName(booking.counterpart)) : undefined}>
        {booking && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
            <dt className="font-semibold text-slate-600">{c.statusLabel}</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
            <dt className="font-semibold text-slate-600">{c.daysLabel(booking.dias)}</dt>
            <dd>
              {bookingDays(booking)} ({bookingsCopy.dayCount(booking.dias)})
            </dd>
            <dt className="font-semibold text-slate-600">{c.hoursLabel}</dt>
            <dd>{bookingHours(booking)}</dd>
            <PriceRow booking={booking} />
            <dt className="font-semibold text-slate-600">{c.totalLabel}</dt>
            <dd>
              {/* What the family pays (subtotal + fee): the figure a refund is measured against. */}
              <span className="font-bold">{formatCentavos(booking.totalCentavos)}</span>
              {booking.taxaServicoCentavos > 0 && (
                <span className="block text-sm text-slate-700">
                  {c.totalSplit(formatCentavos(booking.precoTotalCentavos), formatCentavos(booking.taxaServicoCentavos))}
                </span>
              )}
            </dd>
            <dt className="font-semibold text-slate-600">{c.requestedAtLabel}</dt>
            <dd>{formatShortDate(booking.createdAt)}</dd>
          </dl>
        )}
        {booking && hasSeparateDays(booking, booking.dias) ? (
          <div className="mt-4">
            <SeriesOccurrences booking={booking} side="familia" />
          </div>
        ) : null}
        {booking && (
          <div className="mt-4">
            <RequestDetails bookingId={booking.id} viewer="familia" />
          </div>
        )}
        {booking && !booking.pagoPeloPlano && (
          <div className="mt-4">
            <BookingRefunds bookingId={booking.id} />
          </div>
        )}
        {booking && (
          <div className="mt-4">
            <BookingProblem bookingId={booking.id} viewer="familia" />
            <BookingContract bookingId={booking.id} status={booking.status} />
          </div>
        )}
        {booking && action && <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">{action}</div>}
      </DialogContent>
    </Dialog>
  );
}
