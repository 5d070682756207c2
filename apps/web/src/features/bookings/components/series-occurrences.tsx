import type { BookingDto } from '@cuidar/domain/bookings';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { hasSeparateDays, type BookingOccurrenceDto, type OccurrenceCancelScope } from '@cuidar/domain/occurrence-cancellation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useOccurrences } from '../api/get-occurrences';
import { OccurrenceCancelDialog } from './occurrence-cancel-dialog';

const m = messages.occurrenceCancel;

function StateBadge({ occurrence }: { occurrence: BookingOccurrenceDto }) {
  if (occurrence.situacao === 'cancelada') {
    const by = occurrence.cancelamento?.canceladoPor;
    return <Badge variant="danger">{by === 'familia' ? m.cancelledByFamily : by === 'cuidador' ? m.cancelledByCaregiver : m.stateCancelled}</Badge>;
  }
  if (occurrence.situacao === 'iniciada') return <Badge variant="neutral">{m.stateStarted}</Badge>;
  return <Badge variant="success">{m.stateActive}</Badge>;
}

/**
 * The days of a weekly series or of consecutive days, for its family or its caregiver
 * (docs/product.md#series-cancel):
 * each future day with 'Cancelar só este dia' and, when later days stand, 'Cancelar deste dia em
 * diante'. Folded by default: a series may have dozens of days.
 */
export function SeriesOccurrences({ booking, side }: { booking: BookingDto; side: 'familia' | 'cuidador' }) {
  const isOpenSeries = hasSeparateDays(booking, booking.dias) && (booking.status === 'pendente' || booking.status === 'confirmada');
  const [expanded, setExpanded] = useState(false);
  const query = useOccurrences(booking.id, isOpenSeries && expanded);
  const [cancelling, setCancelling] = useState<{ occurrence: BookingOccurrenceDto; escopo: OccurrenceCancelScope } | null>(null);
  if (!isOpenSeries) return null;
  const days = query.data ?? [];
  return (
    <details className="rounded-lg border border-slate-200 bg-white" onToggle={(e) => setExpanded(e.currentTarget.open)}>
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700">
        {m.listTitle} ({booking.dias})
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-3">
        <p className="text-sm text-slate-700">{m.listHint}</p>
        {query.isPending && <Skeleton className="h-16" />}
        {query.isError && (
          <p role="alert" className="text-slate-700">
            {errorMessage(query.error, m.loadFailed)}
          </p>
        )}
        {query.isSuccess && (
          <ul className="divide-y divide-slate-100" aria-label={m.listTitle}>
            {days.map((occurrence, index) => {
              const day = formatWeekdayDayMonth(occurrence.data);
              const laterStanding = days.slice(index + 1).some((d) => d.situacao === 'ativa');
              return (
                <li key={occurrence.id} className="flex flex-col gap-2 py-2" aria-label={day}>
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={occurrence.situacao === 'cancelada' ? 'text-slate-500 line-through' : 'font-medium'}>{day}</span>
                    <StateBadge occurrence={occurrence} />
                  </p>
                  {occurrence.podeCancelar && (
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" variant="outline" aria-label={m.cancelOneLabel(day)} onClick={() => setCancelling({ occurrence, escopo: 'dia' })}>
                        {m.cancelOne}
                      </Button>
                      {laterStanding && (
                        <Button size="sm" variant="outline" aria-label={m.cancelRestLabel(day)} onClick={() => setCancelling({ occurrence, escopo: 'seguintes' })}>
                          {m.cancelRest}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {cancelling && (
        <OccurrenceCancelDialog
          bookingId={booking.id}
          occurrence={cancelling.occurrence}
          escopo={cancelling.escopo}
          side={side}
          onOpenChange={(open) => !open && setCancelling(null)}
        />
      )}
    </details>
  );
}
