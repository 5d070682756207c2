import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { fullName } from '@cuidar/domain/names';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDayMonth, formatTimeRange } from '@cuidar/domain/date-format';
import { useReservationDays } from '../api/get-reservation-days';
import { useAvailabilitySlots } from '../api/get-slots';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const SHOWN = 3;
const c = availabilityCopy.summaryCard;

/** 'Agenda & Disponibilidade' on the dashboard: the next slots and the next confirmed days. */
export function AgendaSummaryCard() {
  const today = todayInSaoPaulo();
  const [now] = useState(() => Date.now());
  const slots = useAvailabilitySlots(today, addDaysToDate(today, 30));
  const bookings = useReservationDays(today, addDaysToDate(today, 60));
  const nextSlots = (slots.data ?? []).filter((s) => new Date(s.endDatetime).getTime() > now).slice(0, SHOWN);
  const nextBookings = (bookings.data ?? []).filter((d) => d.status === 'confirmada').slice(0, SHOWN);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>{c.title}</CardTitle>
        <Link to={paths.dashboardPage('cuidador', 'agenda')} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          {c.seeAgenda}
        </Link>
      </CardHeader>
      <CardContent className="space-y-4">
        <section>
          <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">{c.nextBookingsTitle}</h3>
          {bookings.isPending ? (
            <Skeleton className="h-12" />
          ) : bookings.isError ? (
            <p className="text-red-800">{errorMessage(bookings.error)}</p>
          ) : nextBookings.length === 0 ? (
            <p className="text-slate-600">{c.noBookings}</p>
          ) : (
            <ul className="space-y-2">
              {nextBookings.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <span className="font-semibold">{formatDayMonth(d.dataReserva)}</span>, {formatTimeRange(d.horaInicio, d.horaFim)} ·{' '}
                    {fullName(d.familia)}
                  </span>
                  <Badge variant="success">{availabilityCopy.common.confirmed}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">{c.nextSlotsTitle}</h3>
          {slots.isPending ? (
            <Skeleton className="h-12" />
          ) : slots.isError ? (
            <p className="text-red-800">{errorMessage(slots.error)}</p>
          ) : nextSlots.length === 0 ? (
            <p className="text-slate-600">
              {c.noSlots.before}
              <Link to={paths.dashboardPage('cuidador', 'agenda')} className="font-semibold text-brand-700 underline underline-offset-4">
                {c.noSlots.link}
              </Link>
              {c.noSlots.after}
            </p>
          ) : (
            <ul className="space-y-1">
              {nextSlots.map((s) => (
                <li key={s.id}>
                  <span className="font-semibold">{formatDayMonth(s.startDatetime)}</span>, {formatTimeRange(s.startDatetime, s.endDatetime)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
