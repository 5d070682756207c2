import type { AffectedBookingDto } from '@cuidar/domain/availability';
import { formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const p = messages.availabilityPattern;
const c = availabilityCopy;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface AffectedBookingsDialogProps {
  /** The bookings the change would leave without availability; null: closed. */
  bookings: AffectedBookingDto[] | null;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Which bookings a change would leave without availability, and that they stay booked. */
export function AffectedBookingsList({ bookings }: { bookings: readonly AffectedBookingDto[] }) {
  return (
    <>
      <ul className="space-y-2" aria-label={c.affectedBookings.listLabel}>
        {bookings.map((booking) => (
          <li key={booking.reservaId} className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
            <span>
              <span className="block font-semibold text-slate-900">{capitalize(formatWeekdayDayMonth(booking.startDatetime))}</span>
              <span className="block text-slate-800">
                {formatTimeRange(booking.startDatetime, booking.endDatetime)} · {booking.familia.firstName} · {booking.status === 'confirmada' ? c.common.confirmed : c.common.pending}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-800">{p.bookingsStay}</p>
    </>
  );
}

/** 'Cancelar' (the safe default, focused first) and 'Fazer a mudança mesmo assim'. */
export function AffectedBookingsActions({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy} autoFocus>
        {c.common.cancel}
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={busy}>
        {busy ? p.saving : p.confirmChange}
      </Button>
    </div>
  );
}

/**
 * The warning before a change takes a booking's hours out of the agenda (docs/product.md#availability):
 * which bookings, that they stay booked, and how to cancel one instead. Opened over a form or a card;
 * a confirmation dialog shows AffectedBookingsList in its own place instead (a second dialog opening
 * as the first closes would be dismissed by the focus going back).
 */
export function AffectedBookingsDialog({ bookings, busy = false, onConfirm, onCancel }: AffectedBookingsDialogProps) {
  return (
    <Dialog open={bookings !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title={p.bookingsAffectedTitle} description={bookings ? p.bookingsAffectedIntro(bookings.length) : undefined}>
        <AffectedBookingsList bookings={bookings ?? []} />
        <AffectedBookingsActions busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
      </DialogContent>
    </Dialog>
  );
}
