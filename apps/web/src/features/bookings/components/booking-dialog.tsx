import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS } from '@cuidar/domain/constants';
import { type CaregiverCardDto } from '@cuidar/domain/caregivers';
import { fullName } from '@cuidar/domain/names';
import { formatCentavos } from '@cuidar/domain/format';
import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { priceBooking } from '@cuidar/domain/pricing';
import { endsNextDay, isFullDayShift } from '@cuidar/domain/shifts';
import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Calendar, type DateRange } from '@/components/ui/calendar';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { useSession } from '@/features/auth/api/get-session';
import { errorMessage } from '@/lib/api-client';
import { useBookingCalendar } from '../api/booking-calendar';
import { useCreateBooking } from '../api/create-booking';
import { datesWithAvailability, slotsOfDate, timeProblem } from './booking-dialog-logic';

interface BookingDialogProps {
  caregiver: Pick<CaregiverCardDto, 'id' | 'firstName' | 'lastName' | 'precoHoraCentavos'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Agendar de novo' (docs/product.md#bookings): the hours of the earlier booking, ready to keep or change. */
  initialTimes?: { start: string; end: string } | undefined;
}

const m = messages.booking;
const ms = messages.shifts;
const newKey = () => crypto.randomUUID();

/**
 * 'Agendar cuidador': step 1 picks the days (today to 90 days ahead; days without declared
 * availability are disabled when the caregiver declared any) and the hours; step 2 shows the price
 * the server will charge and confirms. A key per attempt makes a double click one booking.
 */
export function BookingDialog({ caregiver, open, onOpenChange, initialTimes }: BookingDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const calendar = useBookingCalendar(caregiver.id, open);
  const create = useCreateBooking();
  const today = todayInSaoPaulo();
  const [step, setStep] = useState<1 | 2>(1);
  const [range, setRange] = useState<DateRange | null>(null);
  const [start, setStart] = useState(initialTimes?.start ?? '');
  const [end, setEnd] = useState(initialTimes?.end ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const name = fullName(caregiver);
  const user = session.data;

  const available = useMemo(() => datesWithAvailability(calendar.data?.slots ?? []), [calendar.data]);
  const restrictToSlots = Boolean(calendar.data?.hasDeclaredAvailability);
  const from = range?.from ?? null;
  const to = range?.to ?? range?.from ?? null;
  const problem = timeProblem(start, end);
  const rate = calendar.data?.precoHoraCentavos ?? caregiver.precoHoraCentavos;
  const price = from && to && !problem ? priceBooking({ hourlyRateCents: rate, startDate: from, endDate: to, startTime: start, endTime: end }) : null;
  const hint = from && restrictToSlots ? slotsOfDate(calendar.data?.slots ?? [], from) : [];

  const reset = () => {
    setStep(1);
    setRange(null);
    setStart(initialTimes?.start ?? '');
    setEnd(initialTimes?.end ?? '');
    setShowErrors(false);
    setIdempotencyKey(newKey());
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onContinue = () => {
    setShowErrors(true);
    if (!from) {
      toast.error(m.dateRequiredTitle, { description: m.dateRequired });
      return;
    }
    if (problem === 'missing') {
      toast.error(m.timeRequiredTitle, { description: m.timeRequired });
      return;
    }
    if (to && to > addDaysToDate(from, BOOKING_LIMITS.maxDays - 1)) {
      toast.error(m.validationError, { description: m.tooLong(BOOKING_LIMITS.maxDays) });
      return;
    }
    setStep(2);
  };

  const onConfirm = () => {
    if (!user) {
      toast.error(m.authRequiredTitle, { description: m.authRequired });
      return;
    }
    if (!from || !to) {
      toast.error(m.validationError, { description: m.startDateRequired });
      return;
    }
    if (problem) {
      toast.error(m.validationError, { description: m.selectTimes });
      return;
    }
    create.mutate(
      { cuidadorId: caregiver.id, dataInicio: from, dataFim: to, horaInicio: start, horaFim: end, idempotencyKey },
      {
        onSuccess: (booking) => {
          toast.success(m.created, { description: m.createdDetail(booking.dias) });
          const summary = {
            cuidadorNome: name,
            dataInicio: booking.dataInicio,
            dataFim: booking.dataFim,
            horario: formatTimeRange(booking.horaInicio, booking.horaFim),
            total: booking.precoTotalCentavos,
          };
          close(false);
          // Paid next: the request reaches the caregiver once the payment is confirmed.
          navigate(paths.reservaPagamento(booking.id), { state: { summary } });
        },
        onError: (error) => {
          toast.error(m.createFailed, { description: errorMessage(error, m.createFailedDetail) });
          // A refused attempt is over: the next one is a new request.
          setIdempotencyKey(newKey());
        },
      },
    );
  };

  const confirmBlocked = !user || user.role !== 'familia';
  const confirmButton = (
    <Button onClick={onConfirm} disabled={confirmBlocked || create.isPending} className="w-full sm:w-auto">
      {create.isPending ? 'Agendando...' : 'Confirmar agendamento'}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Agendar cuidador" description={`${name} · ${formatCentavos(rate)}/hora`} className="max-w-xl">
        <p className="mb-4 text-sm font-semibold text-slate-600">Passo {step} de 2</p>
        {step === 1 ? (
          <div className="space-y-5">
            {calendar.isPending ? (
              <Skeleton className="h-72" />
            ) : (
              <>
                {calendar.isError && (
                  <Alert tone="warning" title="Não foi possível carregar a agenda do cuidador.">
                    Você ainda pode escolher as datas; a disponibilidade será conferida ao confirmar.
                  </Alert>
                )}
                {restrictToSlots && <p className="text-sm text-slate-700">Os dias sem disponibilidade do cuidador aparecem desativados.</p>}
                <Calendar
                  mode="range"
                  selected={range}
                  onSelect={setRange}
                  min={today}
                  max={addDaysToDate(today, BOOKING_HORIZON_DAYS)}
                  isDateDisabled={restrictToSlots ? (date) => !available.has(date) : undefined}
                  markers={restrictToSlots ? [{ dates: available, label: 'com disponibilidade', dotClassName: 'bg-brand-600' }] : []}
                  aria-label="Escolha o dia ou o período"
                />
                <p className="text-slate-700" aria-live="polite">
                  {from ? `Selecionado: ${formatDateRange(from, to ?? from)}` : 'Toque no primeiro dia e, se quiser mais de um, no último.'}
                </p>
              </>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Início" error={showErrors && problem === 'missing' && !start ? m.selectTimes : undefined}>
                <Input type="time" step={900} value={start} onChange={(e) => setStart(e.target.value)} />
              </FormField>
              <FormField label="Fim" error={showErrors && problem === 'missing' && !end ? m.selectTimes : undefined}>
                <Input type="time" step={900} value={end} onChange={(e) => setEnd(e.target.value)} />
              </FormField>
            </div>
            {!problem && endsNextDay(start, end) && (
              <p className="rounded-lg bg-brand-50 px-4 py-2 text-slate-800" aria-live="polite">
                {isFullDayShift(start, end) ? ms.fullDayHint(start) : ms.nightHint(start, end)}
              </p>
            )}
            {hint.length > 0 && (
              <p className="text-sm text-slate-700">
                Disponível neste dia: {hint.map((h) => formatTimeRange(h.start, h.end)).join(', ')}
              </p>
            )}
            <div className="flex justify-end">
              <Button onClick={onContinue} disabled={!from || problem !== null}>
                Continuar
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-5">
            <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {[
                ['Cuidador', name],
                [from === to ? 'Data' : 'Período', from && to ? formatDateRange(from, to) : ''],
                ['Horário', formatTimeRange(start, end)],
                ['Dias', price ? String(price.days) : ''],
                ['Valor por dia', price ? formatCentavos(price.perDayCents) : ''],
                ['Total', price ? formatCentavos(price.totalCents) : ''],
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 px-4 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="rounded-lg bg-amber-50 px-4 py-2 font-semibold text-amber-900">Status inicial: Pendente</p>
            <p className="text-sm text-slate-600">
              O valor é calculado pelo preço por hora do cuidador. O pagamento só é liberado ao cuidador depois do atendimento.
            </p>
            {user && user.role !== 'familia' && <Alert tone="info" title={m.familyOnly} />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={() => setStep(1)}>
                Voltar
              </Button>
              {!user ? (
                <Tooltip content={m.needsLoginTooltip}>
                  {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
                  <span tabIndex={0} className="inline-flex rounded-lg" aria-label={m.needsLoginTooltip}>
                    {confirmButton}
                  </span>
                </Tooltip>
              ) : (
                confirmButton
              )}
            </div>
            {!user && (
              <p className="text-sm text-slate-700">
                {m.needsLoginConfirm}.{' '}
                <Button variant="link" size="sm" onClick={() => navigate(paths.auth, { state: { from: `${window.location.pathname}${window.location.search}` } })}>
                  Entrar
                </Button>
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
