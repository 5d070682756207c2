import type { BookingDto } from '@cuidar/domain/bookings';
import { formatCentavos } from '@cuidar/domain/format';
import { formatBookingPeriod } from '@cuidar/domain/date-format';
import { fullName } from '@cuidar/domain/names';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useBookings } from '../api/get-bookings';
import { useAcceptBooking, useDeclineBooking } from '../api/booking-actions';
import { RequestDetails } from './request-details';
import { SingleShiftBadge, SingleShiftCaregiverNote } from './single-shift-note';

const c = bookingsCopy.requests;

function RequestItem({ booking, action, onMessage }: { booking: BookingDto; action?: ReactNode; onMessage?: ((booking: BookingDto) => void) | undefined }) {
  const accept = useAcceptBooking();
  const decline = useDeclineBooking();
  const busy = accept.isPending || decline.isPending;
  const name = fullName(booking.counterpart);
  const act = (mutation: typeof accept) =>
    mutation.mutate(booking.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (e) => toast.error(errorMessage(e)),
    });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-start" aria-label={c.itemLabel(name)}>
      <CaregiverAvatar caregiver={booking.counterpart} className="size-12" />
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {name} <SingleShiftBadge booking={booking} />
          </p>
          <p className="text-slate-700">{formatBookingPeriod(booking)}</p>
          <p className="text-sm text-slate-600">
            {bookingsCopy.dayCount(booking.dias)} · {formatCentavos(booking.precoTotalCentavos)}
          </p>
        </div>
        <SingleShiftCaregiverNote booking={booking} />
        <RequestDetails bookingId={booking.id} viewer="cuidador" />
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:max-w-56 sm:justify-end">
        {action}
        {onMessage && (
          <Button variant="outline" onClick={() => onMessage(booking)} aria-label={bookingsCopy.messageLabel(name)}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {bookingsCopy.message}
          </Button>
        )}
        <Button onClick={() => act(accept)} disabled={busy} aria-label={c.acceptLabel(name)}>
          {c.accept}
        </Button>
        <Button variant="outline" onClick={() => act(decline)} disabled={busy} aria-label={c.declineLabel(name)}>
          {c.decline}
        </Button>
      </div>
    </li>
  );
}

/**
 * A caregiver's booking requests waiting for an answer: where, what the family needs, the patient as
 * shared, 'Mensagem' to ask before deciding, 'Aceitar' and 'Recusar' (docs/product.md#request-details).
 */
export function BookingRequestsCard({
  requestAction,
  onMessage,
}: { requestAction?: (booking: BookingDto) => ReactNode; onMessage?: (booking: BookingDto) => void } = {}) {
  const query = useBookings('upcoming');
  const pending = query.data?.filter((b) => b.status === 'pendente') ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{c.title}</CardTitle>
        <CardDescription>{c.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-20" />}
        {query.isError && (
          <p role="alert" className="text-slate-700">
            {errorMessage(query.error)}
          </p>
        )}
        {query.isSuccess && pending.length === 0 && <p className="text-slate-600">{c.empty}</p>}
        {pending.length > 0 && (
          <ul className="space-y-3" aria-live="polite">
            {pending.map((b) => (
              <RequestItem key={b.id} booking={b} action={requestAction?.(b)} onMessage={onMessage} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
