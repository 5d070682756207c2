import { formatCentavos } from '@cuidar/domain/format';
import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
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

export function Component() {
  usePageMeta('Reserva enviada');
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
        <h1 className="mt-4 text-3xl font-extrabold">Reserva Confirmada!</h1>
        <p className="mt-2 text-lg text-slate-700">Sua solicitação foi enviada ao cuidador.</p>
        <p className="mt-3 inline-block rounded-full bg-amber-100 px-4 py-1 font-semibold text-amber-900">Pendente confirmação do cuidador</p>
      </div>

      {booking.isPending && params.get('reserva') && !state.summary && <Skeleton className="mt-8 h-40" />}
      {summary && (
        <Card className="mt-8">
          <CardContent className="pt-5">
            <h2 className="text-lg font-bold">Detalhes da reserva</h2>
            <dl className="mt-3 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Cuidador</dt>
                <dd className="font-semibold">{summary.cuidadorNome}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{summary.dataInicio === summary.dataFim ? 'Data' : 'Período'}</dt>
                <dd className="font-semibold">{formatDateRange(summary.dataInicio, summary.dataFim)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Horário</dt>
                <dd className="font-semibold">{summary.horario}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Total</dt>
                <dd className="font-semibold">{formatCentavos(summary.total)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      )}

      <Card className="mt-6">
        <CardContent className="pt-5">
          <h2 className="text-lg font-bold">Próximos passos</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
            <li>O cuidador recebe sua solicitação agora e tem até 24 horas (ou até o início do atendimento) para responder.</li>
            <li>Você recebe uma notificação e um email assim que ele aceitar.</li>
            <li>Use o chat para combinar os detalhes da rotina do seu familiar.</li>
            <li>O pagamento só é liberado ao cuidador depois do atendimento.</li>
          </ol>
        </CardContent>
      </Card>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.dashboardPage('familia', 'reservas')}>Ver minhas reservas</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.dashboard('familia')}>Ir para o painel</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.recomendacoes}>Ver mais cuidadores</Link>
        </Button>
      </div>
    </section>
  );
}
