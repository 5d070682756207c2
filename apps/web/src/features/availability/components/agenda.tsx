import { slotDates, type AvailabilitySlotDto } from '@cuidar/domain/availability';
import { daysInMonth, monthOf } from '@cuidar/domain/calendar-date';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { fullName } from '@cuidar/domain/names';
import { CalendarOff, CalendarPlus, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Calendar, dayLabel } from '@/components/ui/calendar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCentavos } from '@cuidar/domain/format';
import { formatTimeRange } from '@cuidar/domain/date-format';
import { useReservationDays } from '../api/get-reservation-days';
import { useAvailabilitySlots } from '../api/get-slots';
import { AvailabilityDialog } from './availability-dialog';
import { DeleteSlotDialog } from './delete-slot-dialog';
import { useGuardedDayOff } from '../hooks/use-guarded-day-off';
import { AffectedBookingsDialog } from './affected-bookings-dialog';
import { DaysOffCard, WeeklyPatternCard } from './weekly-pattern-card';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const m = messages.availability;
const p = messages.availabilityPattern;
const c = availabilityCopy.agenda;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function monthRange(month: string) {
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
}

function DaySlots({ date, onEdit, onDelete }: { date: string; onEdit: (slot: AvailabilitySlotDto) => void; onDelete: (slot: AvailabilitySlotDto) => void }) {
  const query = useAvailabilitySlots(date, date);
  const dayOff = useGuardedDayOff();
  if (query.isPending) return <Spinner label={m.loading} />;
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2">
        <p className="font-semibold text-red-800">{m.loadFailed}</p>
        <p className="text-sm text-slate-700">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {availabilityCopy.common.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="text-slate-600">{m.empty}</p>;
  return (
    <>
      <ul className="space-y-2" aria-label={c.daySlotsLabel}>
        {query.data.map((slot) => {
          const label = formatTimeRange(slot.startDatetime, slot.endDatetime);
          return (
            <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
              <span>
                <span className="block text-lg font-semibold text-slate-900">{label}</span>
                {slot.repeticao && (
                  <span className="block text-sm text-slate-700">
                    <Badge className="mr-1">{p.fromSlot}</Badge>
                  </span>
                )}
              </span>
              {slot.repeticao ? (
                // A pattern slot changes through the pattern or a day off (docs/product.md#availability).
                <Button variant="outline" size="sm" disabled={dayOff.busy} onClick={() => void dayOff.addDayOff({ dataInicio: date, dataFim: date })}>
                  <CalendarOff aria-hidden="true" className="size-4" />
                  {p.dayOffHere}
                </Button>
              ) : (
                <span className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={c.editSlotLabel(label)} onClick={() => onEdit(slot)}>
                    <Pencil aria-hidden="true" className="size-5" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={c.removeSlotLabel(label)} onClick={() => onDelete(slot)}>
                    <Trash2 aria-hidden="true" className="size-5 text-red-700" />
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {query.data.some((slot) => slot.repeticao) && <p className="mt-2 text-sm text-slate-600">{p.fromSlotHint}</p>}
      <AffectedBookingsDialog {...dayOff.dialog} />
    </>
  );
}

type ReservationDay = NonNullable<ReturnType<typeof useReservationDays>['data']>[number];

function DayReservations({ date, bookingAction }: { date: string; bookingAction?: ((day: ReservationDay) => ReactNode) | undefined }) {
  const query = useReservationDays(date, date);
  if (query.isPending) return <Spinner label={c.loadingBookings} />;
  if (query.isError) return <p role="alert" className="text-red-800">{errorMessage(query.error)}</p>;
  if (query.data.length === 0) return <p className="text-slate-600">{m.noBookings}</p>;
  return (
    <ul className="space-y-2">
      {query.data.map((day) => (
        <li key={day.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
          <span>
            <span className="block font-semibold text-slate-900">{fullName(day.familia)}</span>
            <span className="block text-slate-700">
              {formatTimeRange(day.horaInicio, day.horaFim)} · {formatCentavos(day.precoTotalCentavos)}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            {day.status === 'confirmada' ? <Badge variant="success">{availabilityCopy.common.confirmed}</Badge> : <Badge>{availabilityCopy.common.completed}</Badge>}
            {bookingAction?.(day)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The caregiver's agenda: a month with marked days, and the chosen day's slots and bookings.
 * `bookingAction` is shown beside each booking of the day (the page puts 'Denunciar' there).
 */
export function Agenda({ bookingAction }: { bookingAction?: (day: ReservationDay) => ReactNode } = {}) {
  const today = todayInSaoPaulo();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const [dialog, setDialog] = useState<{ open: boolean; slot?: AvailabilitySlotDto | undefined }>({ open: false });
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const range = monthRange(month);
  const slots = useAvailabilitySlots(range.from, range.to);
  const bookings = useReservationDays(range.from, range.to);

  const markers = useMemo(
    () => [
      { dates: new Set((slots.data ?? []).flatMap((s) => slotDates(s.startDatetime, s.endDatetime))), label: c.markerAvailable, dotClassName: 'bg-brand-600' },
      { dates: new Set((bookings.data ?? []).map((d) => d.dataReserva)), label: c.markerBooked, dotClassName: 'bg-accent-600' },
    ],
    [slots.data, bookings.data],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-start">
      <div>
        <Card>
          <CardContent className="p-4">
            <Calendar today={today} month={month} onMonthChange={setMonth} selected={selected} onSelect={setSelected} markers={markers} aria-label={c.calendarLabel} />
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={c.legendLabel}>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" /> {c.legendAvailable}
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full bg-accent-600" /> {c.legendBooked}
              </li>
            </ul>
            {slots.isError && <p className="mt-2 text-sm text-red-800">{m.loadFailed}</p>}
          </CardContent>
        </Card>
      </div>
      <div className="space-y-4 lg:row-span-2">
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle aria-live="polite">{capitalize(dayLabel(selected))}</CardTitle>
            <Button onClick={() => setDialog({ open: true })}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              {c.addSlot}
            </Button>
          </CardHeader>
          <CardContent>
            <DaySlots
              date={selected}
              onEdit={(slot) => setDialog({ open: true, slot })}
              onDelete={(slot) => setDeleting({ id: slot.id, label: formatTimeRange(slot.startDatetime, slot.endDatetime) })}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{c.bookingsTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <DayReservations date={selected} bookingAction={bookingAction} />
          </CardContent>
        </Card>
      </div>
      <div className="space-y-4">
        <WeeklyPatternCard />
        <DaysOffCard />
      </div>
      <AvailabilityDialog open={dialog.open} slot={dialog.slot} date={selected} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <DeleteSlotDialog slot={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
