import { BOOKING_HORIZON_DAYS } from '@cuidar/domain/constants';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { paths } from '@cuidar/domain/routes';
import { SINGLE_SHIFT_HOURS, SINGLE_SHIFT_PERIODS, type SingleShiftPeriod } from '@cuidar/domain/single-shift';
import type { LabourLawChoice } from '@cuidar/domain/labour-law';
import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { isValidIsoDate } from '@cuidar/domain/calendar-date';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useBookingQuote } from '@/features/bookings/api/get-booking-quote';
import { LabourLawWarning } from '@/features/bookings/components/labour-law-warning';
import { useCreateSingleShiftBooking } from '@/features/single-shift/api/create-single-shift-booking';
import { useSingleShiftQuote } from '@/features/single-shift/api/get-single-shift-quote';
import { SingleShiftCaregiverCard } from '@/features/single-shift/components/single-shift-caregiver-card';
import { describeShift, SingleShiftPrice } from '@/features/single-shift/components/single-shift-price';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

const m = messages.singleShift;
const newKey = () => crypto.randomUUID();
const isPeriod = (value: string | null): value is SingleShiftPeriod => SINGLE_SHIFT_PERIODS.includes(value as SingleShiftPeriod);

/**
 * 'Plantão Avulso' (docs/product.md#single-shift): the family picks the day and the shift, sees the
 * fixed price and how it splits, then picks a verified caregiver free for the whole shift. Anyone
 * may look; choosing needs a family session. The choice lives in the address (?data=&periodo=), so
 * signing in brings the person back to the same shift.
 */
export function Component() {
  usePageMeta(m.pageTitle, m.pageIntro);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateSingleShiftBooking();
  const [chosen, setChosen] = useState<CaregiverCardDto | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // Over two days a week with the chosen caregiver (docs/product.md#labour-law): the family reads what
  // it means and chooses before confirming, as in the booking dialog.
  const [vinculoEscolha, setVinculoEscolha] = useState<LabourLawChoice | ''>('');
  const [vinculoTried, setVinculoTried] = useState(false);

  const today = todayInSaoPaulo();
  const minDate = addDaysToDate(today, 1);
  const maxDate = addDaysToDate(today, BOOKING_HORIZON_DAYS);
  const rawDate = params.get('data') ?? '';
  const periodo: SingleShiftPeriod = isPeriod(params.get('periodo')) ? (params.get('periodo') as SingleShiftPeriod) : 'diurno';
  const dateError = rawDate && (!isValidIsoDate(rawDate) || rawDate < minDate) ? m.tooSoon : rawDate > maxDate ? messages.booking.beyondHorizon : null;
  const data = rawDate && !dateError ? rawDate : null;
  const quote = useSingleShiftQuote(data ? { data, periodo } : null);

  const update = (next: { data?: string; periodo?: SingleShiftPeriod }) => {
    const values = new URLSearchParams(params);
    if (next.data !== undefined) values.set('data', next.data);
    if (next.periodo) values.set('periodo', next.periodo);
    if (!values.get('periodo')) values.set('periodo', periodo);
    setParams(values, { replace: true });
  };

  const user = session.data;
  const here = `${paths.plantaoAvulso}?${new URLSearchParams({ ...(data ? { data } : {}), periodo }).toString()}`;
  const onChoose = (caregiver: CaregiverCardDto) => {
    if (!user) {
      toast.error(messages.booking.authRequiredTitle, { description: messages.booking.authRequired });
      navigate(paths.auth, { state: { from: here } });
      return;
    }
    if (user.role !== 'familia') {
      toast.error(messages.booking.createFailed, { description: messages.booking.familyOnly });
      return;
    }
    setChosen(caregiver);
  };

  const onConfirm = () => {
    if (!chosen || !data) return;
    if (vinculo && !vinculoEscolha) {
      setVinculoTried(true);
      return;
    }
    create.mutate(
      { data, periodo, cuidadorId: chosen.id, idempotencyKey, ...(vinculo && vinculoEscolha ? { vinculoEscolha } : {}) },
      {
        onSuccess: (booking) => {
          toast.success(messages.booking.created, { description: m.created });
          closeDialog();
          navigate(paths.reservaPagamento(booking.id));
        },
        onError: (error) => {
          toast.error(messages.booking.createFailed, { description: errorMessage(error, messages.booking.createFailedDetail) });
          // A refused attempt is over: the next one is a new request, and the list may have changed.
          setIdempotencyKey(newKey());
          closeDialog();
          void quote.refetch();
        },
      },
    );
  };

  const hours = SINGLE_SHIFT_HOURS[periodo];
  const vinculoQuote = useBookingQuote(chosen && data ? { cuidadorId: chosen.id, dataInicio: data, dataFim: data, horaInicio: hours.horaInicio, horaFim: hours.horaFim } : null);
  const vinculo = vinculoQuote.data?.vinculo ?? null;
  const closeDialog = () => {
    setChosen(null);
    setVinculoEscolha('');
    setVinculoTried(false);
  };

  const answer = quote.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{m.pageTitle}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{m.pageIntro}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardContent className="space-y-5 pt-5">
            <FormField label={m.dateLabel} hint={m.dateHint} error={dateError ?? undefined}>
              <Input type="date" name="data" min={minDate} max={maxDate} value={rawDate} onChange={(event) => update({ data: event.target.value })} />
            </FormField>
            <fieldset>
              <legend className="mb-2 font-semibold text-slate-900">{m.periodLabel}</legend>
              <RadioCards
                label={m.periodLabel}
                value={periodo}
                onChange={(value) => update({ periodo: value })}
                options={SINGLE_SHIFT_PERIODS.map((value) => ({ value, label: SINGLE_SHIFT_HOURS[value].label }))}
              />
            </fieldset>
          </CardContent>
        </Card>
        {answer ? <SingleShiftPrice quote={answer.quote} /> : <p className="text-slate-700 lg:pt-5">{m.dateRequired}</p>}
      </div>

      {data && (
        <section aria-labelledby="avulso-cuidadores" className="mt-10">
          <h2 id="avulso-cuidadores" className="text-2xl font-bold text-slate-900">
            {m.caregiversTitle}
          </h2>
          <p className="mt-1 text-slate-700">{m.caregiversHint}</p>
          {answer && answer.caregivers.length > 0 && <p className="text-slate-700">{answer.ordem === 'questionario' ? m.orderByQuestionnaire : m.orderByRating}</p>}
          <div className="mt-4" aria-live="polite">
            {quote.isPending && <LoadingBlock label={m.loading} />}
            {quote.isError && (
              <Alert tone="error" title={m.quoteFailed}>
                <p>{errorMessage(quote.error, m.quoteFailed)}</p>
                <Button variant="outline" className="mt-3" onClick={() => void quote.refetch()}>
                  {m.retry}
                </Button>
              </Alert>
            )}
            {answer && answer.caregivers.length === 0 && (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
                <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
                <h3 className="mt-2 text-xl font-bold text-slate-900">{m.emptyTitle}</h3>
                <p className="mx-auto mt-2 max-w-xl text-slate-700">{m.emptyText}</p>
                <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
                  <Button variant="outline" onClick={() => update({ periodo: periodo === 'diurno' ? 'noturno' : 'diurno' })}>
                    {m.tryOtherPeriod(SINGLE_SHIFT_HOURS[periodo === 'diurno' ? 'noturno' : 'diurno'].label)}
                  </Button>
                  <Button asChild>
                    <Link to={paths.recomendacoes}>{m.emptySearch}</Link>
                  </Button>
                </div>
              </div>
            )}
            {answer && answer.caregivers.length > 0 && (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {answer.caregivers.map((caregiver) => (
                  <SingleShiftCaregiverCard key={caregiver.id} caregiver={caregiver} onChoose={onChoose} disabled={session.isPending || create.isPending} />
                ))}
              </div>
            )}
          </div>
        </section>
      )}

      <Dialog open={chosen !== null} onOpenChange={(open) => !open && !create.isPending && closeDialog()}>
        {chosen && answer && (
          <DialogContent title={m.confirmTitle} description={m.confirmWith(fullName(chosen))}>
            <div className="space-y-3 text-slate-800">
              <p className="first-letter:uppercase">{describeShift(answer.quote)}</p>
              <dl className="space-y-1 rounded-lg bg-slate-50 p-3">
                <div className="flex justify-between gap-4">
                  <dt>{m.totalLabel}</dt>
                  <dd className="text-lg font-bold">{formatCentavos(answer.quote.totalCentavos)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{m.caregiverShareLabel}</dt>
                  <dd className="font-semibold">{formatCentavos(answer.quote.cuidadorRecebeCentavos)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{m.feeLabel}</dt>
                  <dd className="font-semibold">{formatCentavos(answer.quote.taxaServicoCentavos)}</dd>
                </div>
              </dl>
              <p className="text-sm text-slate-700">{m.caregiverDecides}</p>
              {vinculo && <LabourLawWarning warning={vinculo} value={vinculoEscolha} onChange={setVinculoEscolha} showError={vinculoTried} />}
            </div>
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={closeDialog} disabled={create.isPending}>
                {m.back}
              </Button>
              <Button onClick={onConfirm} disabled={create.isPending || vinculoQuote.isLoading} aria-busy={create.isPending}>
                {create.isPending ? <Spinner label={m.confirming} /> : m.confirm}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
