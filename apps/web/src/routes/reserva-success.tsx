import { formatCentavos } from '@cuidar/domain/format';
import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { bookingsPaymentCopy } from '@cuidar/domain/messages/screens/bookings-payment';
import { paths } from '@cuidar/domain/routes';
import { fullName } from '@cuidar/domain/names';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBooking } from '@/features/bookings/api/get-booking';
import { usePageMeta } from '@/lib/head';

export interface ReservationSummary {
  cuidadorNome: string;
  dataInicio: string;
  dataFim: string;
  horario: string;
  /** Total in centavos. */
  total: number;
}

interface SuccessState {
  summary?: ReservationSummary;
  toastShown?: boolean;
}

const c = bookingsPaymentCopy.success;

export function Component() {
  usePageMeta(c.metaTitle);
  const location = useLocation();
  const state = (location.state ?? {}) as SuccessState;
  const [params] = useSearchParams();
  // The booking id in the URL keeps the details after a reload; the state has them at once.
  const booking = useBooking(state.summary ? null : params.get('reserva'));
  const summary: ReservationSummary | undefined =
    state.summary ??
    (booking.data && {
      cuidadorNome: fullName(booking.data.counterpart),
      dataInicio: booking.data.dataInicio,
      dataFim: booking.data.dataFim,
      horario: formatTimeRange(booking.data.horaInicio, booking.data.horaFim),
      total: booking.data.precoTotalCentavos,
    });

  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || state.toastShown) return;
    announced.current = true;
    toast.success(messages.booking.successPageTitle, { description: messages.booking.successPage });
  }, [state.toastShown]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-green-700" />
        <h1 className="mt-4 text-3xl font-extrabold">{c.title}</h1>
        <p className="mt-2 text-lg text-slate-700">{c.subtitle}</p>
        <p className="mt-3 inline-block rounded-full bg-amber-100 px-4 py-1 font-semibold text-amber-900">{c.pendingBadge}</p>
      </div>

      {booking.isPending && params.get('reserva') && !state.summary && <Skeleton className="mt-8 h-40" />}
      {summary && (
        <Card className="mt-8">
          <CardContent className="pt-5">
            <h2 className="text-lg font-bold">{c.detailsTitle}</h2>
            <dl className="mt-3 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">{c.caregiverLabel}</dt>
                <dd className="font-semibold">{summary.cuidadorNome}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{summary.dataInicio === summary.dataFim ? c.dateLabel : c.periodLabel}</dt>
                <dd className="font-semibold">{formatDateRange(summary.dataInicio, summary.dataFim)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{c.hoursLabel}</dt>
                <dd className="font-semibold">{summary.horario}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{c.totalLabel}</dt>
                <dd className="font-semibold">{formatCentavos(summary.total)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      )}

      <Card className="mt-6">
        <CardContent className="pt-5">
          <h2 className="text-lg font-bold">{c.nextStepsTitle}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            {c.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.dashboardPage('familia', 'reservas')}>{c.myBookings}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.dashboard('familia')}>{c.toDashboard}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.recomendacoes}>{c.moreCaregivers}</Link>
        </Button>
      </div>
    </section>
  );
}
