import { STATUS_LABELS, type BookingDto } from '@cuidar/domain/bookings';
import { formatBookingPeriod, formatTimeRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { FollowedFamilyDto, RelativeNotificationSettings } from '@cuidar/domain/relatives';
import { relativesCopy } from '@cuidar/domain/messages/screens/relatives';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFamilyBookings, useSetNotificationChoices } from '../api/followed-family';

const m = messages.relatives;

/** The family's bookings, read-only: upcoming first, then the past ones. */
export function FamilyBookingsCard({ familiaId }: { familiaId: string }) {
  const upcoming = useFamilyBookings(familiaId, 'upcoming');
  const past = useFamilyBookings(familiaId, 'past');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.bookingsTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <BookingGroup title={m.upcoming} query={upcoming} />
        <BookingGroup title={m.past} query={past} />
      </CardContent>
    </Card>
  );
}

function BookingGroup({ title, query }: { title: string; query: ReturnType<typeof useFamilyBookings> }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 font-semibold text-slate-800">{title}</h3>
      {query.isPending && <Skeleton className="h-16" />}
      {query.isError && (
        <p role="alert" className="text-slate-700">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isSuccess && query.data.length === 0 && <p className="text-slate-600">{m.noBookings}</p>}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="space-y-3">
          {query.data.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({ booking }: { booking: BookingDto }) {
  const [open, setOpen] = useState(false);
  const status = booking.status;
  const caregiver = `${booking.counterpart.firstName} ${booking.counterpart.lastName}`.trim();
  const detailsId = `reserva-${booking.id}`;
  const c = relativesCopy.booking;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{caregiver}</p>
        <Badge variant={status === 'confirmada' ? 'success' : status === 'cancelada' || status === 'recusada' || status === 'expirada' ? 'danger' : 'neutral'}>{STATUS_LABELS[status]}</Badge>
      </div>
      <p className="mt-1 text-slate-700">{formatBookingPeriod(booking)}</p>
      <Button variant="ghost" className="mt-1 px-0" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        {m.bookingDetails}
      </Button>
      {open && (
        <dl id={detailsId} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{c.daysLabel}</dt>
          <dd>{booking.dias}</dd>
          <dt className="text-slate-600">{c.hoursLabel}</dt>
          <dd>{formatTimeRange(booking.horaInicio, booking.horaFim)}</dd>
          <dt className="text-slate-600">{c.totalLabel}</dt>
          <dd>{formatCentavos(booking.totalCentavos)}</dd>
        </dl>
      )}
    </li>
  );
}

const CHOICES: { key: keyof RelativeNotificationSettings; label: string }[] = [
  { key: 'chegadas', label: m.notifyArrivals },
  { key: 'alertas', label: m.notifyAlerts },
  { key: 'reservas', label: m.notifyBookings },
];

/** The relative's notification choices for this family. */
export function NotificationChoicesCard({ family }: { family: FollowedFamilyDto }) {
  const save = useSetNotificationChoices();
  const [choices, setChoices] = useState(family.notificacoes);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.notificationsTitle}</CardTitle>
        <CardDescription>{m.notificationsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ familiaId: family.familiaId, choices }, { onSuccess: (a) => toast.success(a.message), onError: (error) => toast.error(errorMessage(error)) });
          }}
        >
          <fieldset className="space-y-3">
            <legend className="sr-only">{m.notificationsTitle}</legend>
            {CHOICES.map(({ key, label }) => (
              <div key={key} className="flex items-center gap-3">
                <Checkbox id={`avisar-${key}`} checked={choices[key]} onCheckedChange={(checked) => setChoices({ ...choices, [key]: checked === true })} />
                <Label htmlFor={`avisar-${key}`} className="mb-0 font-normal">
                  {label}
                </Label>
              </div>
            ))}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {m.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
