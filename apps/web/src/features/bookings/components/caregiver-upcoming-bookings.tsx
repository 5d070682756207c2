import type { BookingDto } from '@cuidar/domain/bookings';
import { formatBookingPeriod } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { fullName } from '@cuidar/domain/names';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { SingleShiftBadge } from './single-shift-note';
import { BookingStatusBadge } from '@/components/booking/status-badge';
import { CaregiverAvatar } from '@/components/caregiver/caregiver-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useBookings } from '../api/get-bookings';
import { ConfirmedCancelDialog } from './confirmed-cancel-dialog';
import { BookingProblem } from './booking-problem';
import { BookingContract } from './booking-contract';
import { RequestDetails } from './request-details';
import { SeriesOccurrences } from './series-occurrences';

/**
 * The caregiver's confirmed bookings still ahead, with the family's full address (accepted), a way
 * to talk to the family and 'Cancelar reserva' under the policy (docs/product.md#cancellation-policy).
 */
export function CaregiverUpcomingBookings({ onMessage }: { onMessage?: (booking: BookingDto) => void }) {
  const c = bookingsCopy.upcoming;
  const query = useBookings('upcoming');
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const confirmed = query.data?.filter((b) => b.status === 'confirmada') ?? [];
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
        {query.isSuccess && confirmed.length === 0 && <p className="text-slate-600">{c.empty}</p>}
        {confirmed.length > 0 && (
          <ul className="space-y-3">
            {confirmed.map((booking) => {
              const name = fullName(booking.counterpart);
              return (
                <li key={booking.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start" aria-label={c.itemLabel(name)}>
                  <CaregiverAvatar caregiver={booking.counterpart} className="size-12" />
                  <div className="min-w-0 flex-1 space-y-2">
                    <div>
                      <p className="flex flex-wrap items-center gap-2 font-semibold">
                        {name} <BookingStatusBadge status={booking.status} /> <SingleShiftBadge booking={booking} />
                      </p>
                      <p className="text-slate-700">{formatBookingPeriod(booking)}</p>
                      <p className="text-sm text-slate-600">
                        {bookingsCopy.dayCount(booking.dias)} · {formatCentavos(booking.precoTotalCentavos)}
                      </p>
                    </div>
                    <SeriesOccurrences booking={booking} side="cuidador" />
                    <RequestDetails bookingId={booking.id} viewer="cuidador" />
                    <BookingProblem bookingId={booking.id} viewer="cuidador" />
                    <BookingContract bookingId={booking.id} status={booking.status} />
                  </div>
                  <div className="flex flex-wrap items-center gap-2 sm:max-w-56 sm:justify-end">
                    {onMessage && (
                      <Button variant="outline" onClick={() => onMessage(booking)} aria-label={bookingsCopy.messageLabel(name)}>
                        <MessageCircle aria-hidden="true" className="size-4" />
                        {bookingsCopy.message}
                      </Button>
                    )}
                    <Button variant="danger" onClick={() => setCancelling(booking)} aria-label={c.cancelLabel(name)}>
                      {c.cancel}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      {cancelling && <ConfirmedCancelDialog booking={cancelling} side="cuidador" open onOpenChange={(open) => !open && setCancelling(null)} />}
    </Card>
  );
}
