import { BOOKING_HORIZON_DAYS, BOOKING_LIMITS } from '@cuidar/domain/constants';
import { type CaregiverCardDto } from '@cuidar/domain/caregivers';
import { fullName } from '@cuidar/domain/names';
import { formatCentavos } from '@cuidar/domain/format';
import { bookingQuoteQuerySchema } from '@cuidar/domain/booking-schemas';
import { latestSeriesEnd, occurrenceDates, seriesEndDate, weekdayOf } from '@cuidar/domain/booking-series';
import { formatDateRange, formatDayMonth, formatTimeRange } from '@cuidar/domain/date-format';
import { STATUS_LABELS } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import type { LabourLawChoice } from '@cuidar/domain/labour-law';
import { inclusiveDays, priceBooking } from '@cuidar/domain/pricing';
import { endsNextDay, isFullDayShift } from '@cuidar/domain/shifts';
import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Calendar, type DateRange } from '@/components/ui/calendar';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { useSession } from '@/features/auth/api/get-session';
import { useFamilyProfile } from '@/features/family-profile/api/get-family-profile';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBookingCalendar } from '../api/booking-calendar';
import { useCreateBooking } from '../api/create-booking';
import { useBookingQuote, type BookingQuoteRequest } from '../api/get-booking-quote';
import { LabourLawWarning } from './labour-law-warning';
import { SeriesOccurrences, WeekdayPicker } from './booking-series-parts';
import { datesWithAvailability, prefilledEnd, prefilledWeeks, slotsOfDate, timeProblem } from './booking-dialog-logic';

interface BookingDialogProps {
  caregiver: Pick<CaregiverCardDto, 'id' | 'firstName' | 'lastName' | 'precoHoraCentavos'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Agendar de novo' (docs/product.md#bookings): the hours of the earlier booking, ready to keep or change. */
  initialTimes?: { start: string; end: string } | undefined;
  /** 'Encontrar substituto' (docs/product.md#plan-substitutes): the day of the rest of a shift, already picked. */
  initialDate?: string | undefined;
}

const m = messages.booking;
const ms = messages.shifts;
const c = bookingsCopy.dialog;
const newKey = () => crypto.randomUUID();
type BookingKind = 'dias' | 'semanal';
const minDate = (a: string, b: string) => (a < b ? a : b);

/**
 * 'Agendar cuidador': step 1 picks the days (today to 90 days ahead; days without declared
 * availability are disabled when the caregiver declared any) and the hours; step 2 shows the price
 * the server will charge and confirms. A key per attempt makes a double click one booking.
 */
export function BookingDialog({ caregiver, open, onOpenChange, initialTimes, initialDate }: BookingDialogProps) {
  const session = useSession();
  const navigate = useNavigate();
  const calendar = useBookingCalendar(caregiver.id, open);
  const create = useCreateBooking();
  const today = todayInSaoPaulo();
  const [step, setStep] = useState<1 | 2>(1);
  const [range, setRange] = useState<DateRange | null>(initialDate ? { from: initialDate, to: null } : null);
  const [start, setStart] = useState(initialTimes?.start ?? '');
  const [end, setEnd] = useState(initialTimes?.end ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // A weekly series (docs/product.md#bookings): first day, weekdays, and N weeks or an end date.
  const [kind, setKind] = useState<BookingKind>('dias');
  const [firstDay, setFirstDay] = useState<string | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [endBy, setEndBy] = useState<'semanas' | 'data'>('semanas');
  const [weeksTyped, setWeeks] = useState<string | null>(null);
  const [until, setUntil] = useState('');
  // 'Por quantos dias?' from the questionnaire pre-fills the end, once per opening (docs/product.md#questionnaire).
  const [prefilled, setPrefilled] = useState<number | null>(null);
  const name = fullName(caregiver);
  const user = session.data;
  const familyProfile = useFamilyProfile({ enabled: open && user?.role === 'familia' });
  const desiredDays = familyProfile.data?.diasDesejados ?? null;
  const weeks = weeksTyped ?? String(desiredDays ? prefilledWeeks(desiredDays) : 4);

  const available = useMemo(() => datesWithAvailability(calendar.data ?? { slots: [], busy: [] }), [calendar.data]);
  const restrictToSlots = Boolean(calendar.data?.hasDeclaredAvailability);
  const from = range?.from ?? null;
  const to = range?.to ?? range?.from ?? null;
  const problem = timeProblem(start, end);
  const rate = calendar.data?.precoHoraCentavos ?? caregiver.precoHoraCentavos;
  const price = from && to && !problem ? priceBooking({ hourlyRateCents: rate, startDate: from, endDate: to, startTime: start, endTime: end }) : null;
  const hint = from && restrictToSlots ? slotsOfDate(calendar.data ?? { slots: [], busy: [] }, from) : [];
  const isWeekly = kind === 'semanal';
  const seriesQuery: BookingQuoteRequest | null =
    isWeekly && firstDay && !problem
      ? {
          cuidadorId: caregiver.id,
          dataInicio: firstDay,
          diasSemana: weekdays,
          horaInicio: start,
          horaFim: end,
          ...(endBy === 'semanas' ? { semanas: Number(weeks) } : { dataFim: until }),
        }
      : null;
  const seriesCheck = seriesQuery ? bookingQuoteQuerySchema.safeParse(seriesQuery) : null;
  const seriesDates =
    isWeekly && firstDay && weekdays.length > 0
      ? occurrenceDates({ dataInicio: firstDay, dataFim: endBy === 'semanas' ? seriesEndDate(firstDay, Math.max(1, Number(weeks) || 1)) : until || firstDay, diasSemana: weekdays })
      : [];
  // The server's quote: a series' occurrences with their conflicts, and for any request the
  // labour-law guard (docs/product.md#labour-law): when the days go over two a week with this
  // caregiver, a choice is required before confirming.
  const consecutiveQuery: BookingQuoteRequest | null =
    !isWeekly && from && to && !problem ? { cuidadorId: caregiver.id, dataInicio: from, dataFim: to, horaInicio: start, horaFim: end } : null;
  const quote = useBookingQuote(step === 2 ? (isWeekly ? (seriesCheck?.success ? seriesQuery : null) : consecutiveQuery) : null);
  const conflicts = quote.data?.ocorrencias?.filter((o) => o.conflito !== null).length ?? 0;
  const vinculo = quote.data?.vinculo ?? null;
  const [vinculoEscolha, setVinculoEscolha] = useState<LabourLawChoice | ''>('');
  const [vinculoTried, setVinculoTried] = useState(false);

  const reset = () => {
    setStep(1);
    setRange(initialDate ? { from: initialDate, to: null } : null);
    setStart(initialTimes?.start ?? '');
    setEnd(initialTimes?.end ?? '');
    setShowErrors(false);
    setIdempotencyKey(newKey());
    setKind('dias');
    setFirstDay(null);
    setWeekdays([]);
    setEndBy('semanas');
    setWeeks(null);
    setUntil('');
    setPrefilled(null);
    setVinculoEscolha('');
    setVinculoTried(false);
  };
  const pickRange = (next: DateRange) => {
    if (next.to === null && desiredDays && desiredDays > 1 && prefilled === null) {
      const last = prefilledEnd(next.from, desiredDays, {
        latest: addDaysToDate(today, BOOKING_HORIZON_DAYS),
        isAvailable: restrictToSlots ? (date) => available.has(date) : undefined,
      });
      if (last > next.from) {
        setPrefilled(inclusiveDays(next.from, last));
        setRange({ from: next.from, to: last });
        return;
      }
    }
    setPrefilled((current) => (current === null ? null : 0));
    setRange(next);
  };
  const pickFirstDay = (date: string) => {
    setFirstDay(date);
    // The first day's weekday is the obvious first choice.
    if (weekdays.length === 0) setWeekdays([weekdayOf(date)]);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  // Today's hours that already went by cannot be booked: said here, before the price step.
  const startPassed = (date: string) => date === today && saoPauloToInstant(date, start).getTime() <= Date.now();
  const onContinue = () => {
    setShowErrors(true);
    if (isWeekly) {
      if (!firstDay) {
        toast.error(m.dateRequiredTitle, { description: m.dateRequired });
        return;
      }
      if (problem === 'missing') {
        toast.error(m.timeRequiredTitle, { description: m.timeRequired });
        return;
      }
      if (startPassed(firstDay)) {
        toast.error(m.validationError, { description: m.startTimePassed });
        return;
      }
      if (endBy === 'data' && !until) {
        toast.error(m.validationError, { description: ms.seriesEndOrWeeks });
        return;
      }
      if (seriesCheck && !seriesCheck.success) {
        toast.error(m.validationError, { description: seriesCheck.error.issues[0]?.message ?? m.validationError });
        return;
      }
      setStep(2);
      return;
    }
    if (!from) {
      toast.error(m.dateRequiredTitle, { description: m.dateRequired });
      return;
    }
    if (problem === 'missing') {
      toast.error(m.timeRequiredTitle, { description: m.timeRequired });
      return;
    }
    if (startPassed(from)) {
      toast.error(m.validationError, { description: m.startTimePassed });
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
    const firstDate = isWeekly ? firstDay : from;
    if (!firstDate || (!isWeekly && !to)) {
      toast.error(m.validationError, { description: m.startDateRequired });
      return;
    }
    if (problem || (isWeekly && !seriesQuery)) {
      toast.error(m.validationError, { description: m.selectTimes });
      return;
    }
    if (vinculo && !vinculoEscolha) {
      setVinculoTried(true);
      toast.error(m.validationError, { description: messages.labourLaw.choiceRequired });
      return;
    }
    const choice = vinculo && vinculoEscolha ? { vinculoEscolha } : {};
    const { cuidadorId: _caregiver, ...series } = seriesQuery ?? { cuidadorId: '' };
    create.mutate(
      isWeekly
        ? { ...series, cuidadorId: caregiver.id, dataInicio: firstDate, horaInicio: start, horaFim: end, idempotencyKey, ...choice }
        : { cuidadorId: caregiver.id, dataInicio: firstDate, dataFim: to ?? firstDate, horaInicio: start, horaFim: end, idempotencyKey, ...choice },
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
          // Another booking meanwhile may have taken a day or the week over the limit: ask the quote again.
          void quote.refetch();
        },
      },
    );
  };

  const confirmBlocked = !user || user.role !== 'familia' || quote.isLoading || (isWeekly && (!quote.data || conflicts > 0));
  const confirmButton = (
    <Button onClick={onConfirm} disabled={confirmBlocked || create.isPending} className="w-full sm:w-auto">
      {create.isPending ? c.confirming : c.confirm}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={c.title} description={c.description(name, formatCentavos(rate))} className="max-w-xl">
        <p className="mb-4 text-sm font-semibold text-slate-600">{c.step(step)}</p>
        {step === 1 ? (
          <div className="space-y-5">
            {calendar.isPending ? (
              <Skeleton className="h-72" />
            ) : (
              <>
                {calendar.isError && (
                  <Alert tone="warning" title={c.calendarFailedTitle}>
                    {c.calendarFailed}
                  </Alert>
                )}
                <RadioCards<BookingKind>
                  label={ms.kindLabel}
                  value={kind}
                  onChange={setKind}
                  options={[
                    { value: 'dias', label: ms.kindConsecutive, description: ms.kindConsecutiveHint },
                    { value: 'semanal', label: ms.kindWeekly, description: ms.kindWeeklyHint },
                  ]}
                  className="sm:grid-cols-2"
                />
                {restrictToSlots && <p className="text-sm text-slate-700">{c.unavailableDisabled}</p>}
                {isWeekly ? (
                  <>
                    <Calendar
                      selected={firstDay}
                      onSelect={pickFirstDay}
                      min={today}
                      max={addDaysToDate(today, BOOKING_HORIZON_DAYS)}
                      isDateDisabled={restrictToSlots ? (date) => !available.has(date) : undefined}
                      markers={restrictToSlots ? [{ dates: available, label: c.availableMarker, dotClassName: 'bg-brand-600' }] : []}
                      aria-label={ms.firstDay}
                    />
                    <p className="text-slate-700" aria-live="polite">
                      {firstDay ? ms.firstDaySelected(formatDayMonth(firstDay)) : ms.firstDayPrompt}
                    </p>
                    <WeekdayPicker value={weekdays} onChange={setWeekdays} invalid={showErrors && weekdays.length === 0} />
                    <div className="space-y-3">
                      <p className="font-semibold text-slate-900">{ms.untilLabel}</p>
                      <RadioCards<'semanas' | 'data'>
                        label={ms.untilLabel}
                        value={endBy}
                        onChange={setEndBy}
                        options={[
                          { value: 'semanas', label: ms.byWeeks },
                          { value: 'data', label: ms.byDate },
                        ]}
                        className="grid-cols-2"
                      />
                      {endBy === 'semanas' ? (
                        <FormField label={ms.weeksLabel} hint={ms.weeksHint(BOOKING_LIMITS.maxSeriesWeeks)} className="max-w-48">
                          <Input type="number" inputMode="numeric" min={1} max={BOOKING_LIMITS.maxSeriesWeeks} step={1} value={weeks} onChange={(e) => setWeeks(e.target.value)} />
                        </FormField>
                      ) : (
                        <FormField label={ms.untilDateLabel} className="max-w-56">
                          <Input
                            type="date"
                            min={firstDay ?? today}
                            max={firstDay ? minDate(latestSeriesEnd(firstDay), addDaysToDate(today, BOOKING_HORIZON_DAYS)) : addDaysToDate(today, BOOKING_HORIZON_DAYS)}
                            value={until}
                            onChange={(e) => setUntil(e.target.value)}
                          />
                        </FormField>
                      )}
                    </div>
                    {seriesDates.length > 0 && (
                      <p className="text-slate-700" aria-live="polite">
                        {ms.occurrencesPreview(seriesDates.length)}
                      </p>
                    )}
                  </>
                ) : (
                  <>
                    <Calendar
                      mode="range"
                      selected={range}
                      onSelect={pickRange}
                      min={today}
                      max={addDaysToDate(today, BOOKING_HORIZON_DAYS)}
                      isDateDisabled={restrictToSlots ? (date) => !available.has(date) : undefined}
                      markers={restrictToSlots ? [{ dates: available, label: c.availableMarker, dotClassName: 'bg-brand-600' }] : []}
                      aria-label={c.rangeLabel}
                    />
                    <p className="text-slate-700" aria-live="polite">
                      {from ? c.rangeSelected(formatDateRange(from, to ?? from)) : c.rangePrompt}
                    </p>
                    {prefilled !== null && prefilled > 1 && <p className="text-sm text-slate-700">{ms.prefilledDays(prefilled)}</p>}
                  </>
                )}
              </>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={c.startLabel} error={showErrors && problem === 'missing' && !start ? m.selectTimes : undefined}>
                <Input type="time" step={900} value={start} onChange={(e) => setStart(e.target.value)} />
              </FormField>
              <FormField label={c.endLabel} error={showErrors && problem === 'missing' && !end ? m.selectTimes : undefined}>
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
                {c.availableOnDay(hint.map((h) => formatTimeRange(h.start, h.end)).join(', '))}
              </p>
            )}
            <div className="flex justify-end">
              <Button onClick={onContinue} disabled={(isWeekly ? !firstDay : !from) || problem !== null}>
                {c.continue}
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-5">
            {isWeekly ? (
              <SeriesOccurrences
                caregiverName={name}
                weekdays={weekdays}
                hours={formatTimeRange(start, end)}
                quote={quote.data ?? null}
                isPending={quote.isPending}
                isError={quote.isError}
                conflicts={conflicts}
              />
            ) : (
            <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {[
                [c.caregiverLabel, name],
                [from === to ? c.dateLabel : c.periodLabel, from && to ? formatDateRange(from, to) : ''],
                [c.hoursLabel, formatTimeRange(start, end)],
                [c.daysLabel, price ? String(price.days) : ''],
                [c.perDayLabel, price ? formatCentavos(price.perDayCents) : ''],
                // The server's quote (docs/product.md#booking-payments): the fee on top and what the family pays.
                ...(quote.data
                  ? [
                      [c.subtotalLabel, formatCentavos(quote.data.quote.subtotalCentavos)],
                      [messages.shifts.fee, formatCentavos(quote.data.quote.taxaServicoCentavos)],
                      [messages.shifts.totalToPay, formatCentavos(quote.data.quote.totalCentavos)],
                    ]
                  : [[messages.shifts.totalToPay, quote.isError ? m.quoteUnavailable : m.quoteLoading]]),
              ].map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 px-4 py-2">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-right font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            )}
            {/* A request the server would refuse (e.g. today's hours already gone) says why here, before confirming. */}
            {quote.error instanceof ApiError && quote.error.status === 400 && (
              <Alert tone="error" role="alert" title={m.validationError}>
                {quote.error.message}
              </Alert>
            )}
            {vinculo && <LabourLawWarning warning={vinculo} value={vinculoEscolha} onChange={setVinculoEscolha} showError={vinculoTried} />}
            <p className="rounded-lg bg-amber-50 px-4 py-2 font-semibold text-amber-900">{c.initialStatus(STATUS_LABELS.aguardando_pagamento)}</p>
            <p className="text-sm text-slate-600">
              {c.priceNote}
            </p>
            {user && user.role !== 'familia' && <Alert tone="info" title={m.familyOnly} />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={() => setStep(1)}>
                {c.back}
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
                  {c.signIn}
                </Button>
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
