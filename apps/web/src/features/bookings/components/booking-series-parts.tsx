import type { bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { describeWeekdays } from '@cuidar/domain/booking-series';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import type { z } from '@cuidar/domain/validation';
import { AlertTriangle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// The weekly series' parts of the booking dialog (docs/product.md#bookings): the weekday choice
// and, before confirming, each occurrence with its price and conflict, and the total.

const ms = messages.shifts;
const c = bookingsCopy.series;
/** Monday first, as a week reads in Brazil's calendars. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function WeekdayPicker({ value, onChange, invalid }: { value: number[]; onChange: (days: number[]) => void; invalid?: boolean }) {
  const toggle = (day: number) => onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <div>
      <p id="weekdays-label" className="mb-2 font-semibold text-slate-900">
        {ms.weekdaysLabel}
      </p>
      <div role="group" aria-labelledby="weekdays-label" className="grid grid-cols-7 gap-1.5">
        {WEEK_ORDER.map((day) => {
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              aria-label={ms.weekdaysLong[day]}
              onClick={() => toggle(day)}
              className={cn(
                'min-h-12 rounded-lg border-2 px-0 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                on ? 'border-brand-700 bg-brand-700 text-white' : invalid ? 'border-red-400 bg-white text-slate-800' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
              )}
            >
              {ms.weekdaysShort[day]}
            </button>
          );
        })}
      </div>
      {invalid && <p className="mt-1 text-sm font-semibold text-red-700">{ms.weekdaysRequired}</p>}
      {value.length > 0 && <p className="mt-2 text-slate-700">{ms.everyWeek(describeWeekdays(value))}.</p>}
    </div>
  );
}

type QuoteAnswer = z.infer<typeof bookingQuoteResponseSchema>;

interface SeriesOccurrencesProps {
  caregiverName: string;
  weekdays: number[];
  hours: string;
  quote: QuoteAnswer | null;
  isPending: boolean;
  isError: boolean;
  conflicts: number;
}

/** Step 2 of a series: every shift with its price, the ones that cannot be booked marked, and the total. */
export function SeriesOccurrences({ caregiverName, weekdays, hours, quote, isPending, isError, conflicts }: SeriesOccurrencesProps) {
  if (isError) return <Alert tone="error" title={ms.quoteFailed} />;
  if (isPending || !quote) return <Skeleton className="h-64" />;
  const rows: [string, string][] = [
    [c.caregiverLabel, caregiverName],
    [ms.seriesSummary, ms.everyWeek(describeWeekdays(weekdays))],
    [c.hoursLabel, hours],
    [ms.shifts, String(quote.quote.dias)],
    [ms.perShift, formatCentavos(quote.quote.precoDiaCentavos)],
  ];
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="occurrences-title">
        <h3 id="occurrences-title" className="mb-2 font-bold text-slate-900">
          {ms.occurrencesTitle}
        </h3>
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="series-occurrences">
          {quote.ocorrencias?.map((o) => (
            <li key={o.data} className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2', o.conflito && 'bg-red-50')}>
              <span>
                <span className="block font-semibold text-slate-900 first-letter:uppercase">{formatWeekdayDayMonth(o.data)}</span>
                <span className="block text-sm text-slate-700">{hours}</span>
              </span>
              {o.conflito ? (
                <Badge variant="danger">
                  <AlertTriangle aria-hidden="true" className="mr-1 size-4" />
                  {o.conflito === 'ocupado' ? ms.conflictBookedLabel : ms.conflictUnavailableLabel}
                </Badge>
              ) : (
                <span className="font-semibold">{formatCentavos(o.precoCentavos)}</span>
              )}
            </li>
          ))}
        </ol>
      </section>
      {conflicts > 0 && <Alert tone="error" title={ms.conflictsFound(conflicts)} />}
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {[
          [c.subtotalLabel, formatCentavos(quote.quote.subtotalCentavos)],
          [ms.fee, formatCentavos(quote.quote.taxaServicoCentavos)],
          [ms.totalToPay, formatCentavos(quote.quote.totalCentavos)],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
