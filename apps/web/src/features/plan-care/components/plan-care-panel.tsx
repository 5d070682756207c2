import { formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { LABOUR_LAW_MAX_DAYS_PER_WEEK } from '@cuidar/domain/labour-law';
import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import { PLAN_SHIFT_KINDS, PLAN_WEEKDAYS, type PlanAssignmentDto, type PlanCandidateDto, type PlanCareDto, type PlanShiftKind } from '@cuidar/domain/plan-care';
import { paths } from '@cuidar/domain/routes';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioCards } from '@/components/ui/radio-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePlanCandidates } from '../api/get-plan-candidates';
import { usePlanCare } from '../api/get-plan-care';
import { useProposePlanAssignment } from '../api/propose-plan-assignment';

// 'Escolher cuidadores' (docs/product.md#plan-care): the plan's weekdays, who covers each, and the
// candidates for the weekdays still free, with the money per shift stated before proposing.

const pc = messages.planCare;
const c = plansCopy.planCare;
const weekdayName = (d: number) => messages.shifts.weekdaysLong[d]!;
type WeekdayState = 'livre' | PlanAssignmentDto['status'];
const stateVariant: Record<WeekdayState, 'success' | 'warning' | 'neutral' | 'danger' | 'brand'> = {
  livre: 'neutral',
  proposta: 'warning',
  aceita: 'success',
  recusada: 'danger',
  encerrada: 'neutral',
};

/** Each weekday's state: its live assignment, else the latest declined one, else free. */
function weekdayStates(care: PlanCareDto) {
  return PLAN_WEEKDAYS.map((day) => {
    const withDay = care.assignments.filter((a) => a.diasSemana.includes(day));
    const live = withDay.find((a) => a.status === 'proposta' || a.status === 'aceita');
    const declined = withDay.filter((a) => a.status === 'recusada').at(-1);
    const assignment = live ?? declined;
    const state: WeekdayState = live?.status ?? (declined ? 'recusada' : 'livre');
    return { day, state, assignment };
  });
}

function WeekdayList({ care }: { care: PlanCareDto }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={c.weekdaysLabel}>
      {weekdayStates(care).map(({ day, state, assignment }) => (
        <li key={day} className="flex flex-col items-start gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900 first-letter:uppercase">{weekdayName(day)}</p>
            {assignment && state !== 'livre' && <p className="text-sm text-slate-700">{assignment.cuidadorNome}</p>}
          </div>
          <Badge variant={stateVariant[state]} className="shrink-0">
            {pc.weekdayStatus[state]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function CandidateCard({
  candidate,
  care,
  onPropose,
  pending,
}: {
  candidate: PlanCandidateDto;
  care: PlanCareDto;
  onPropose: (candidate: PlanCandidateDto) => void;
  pending: boolean;
}) {
  const place = [candidate.bairro, candidate.cidade].filter(Boolean).join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{candidate.nome}</p>
        {place && <p className="text-sm text-slate-700">{place}</p>}
        <p className="text-sm text-slate-700">
          {candidate.rating !== null && (
            <span className="mr-2 inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">{plansCopy.ratingPrefix}</span>
              {candidate.rating.toFixed(1).replace('.', ',')} {plansCopy.ratingCount(candidate.totalAvaliacoes)}
            </span>
          )}
          {c.candidateShifts(pc.shiftsCount(candidate.turnos), formatCentavos(care.valorPorTurno.caregiverCents))}
        </p>
      </div>
      <Button onClick={() => onPropose(candidate)} disabled={pending} aria-busy={pending} aria-label={c.proposeLabel(pc.propose, candidate.nome)}>
        {pending ? <Spinner label={plansCopy.sending} /> : pc.propose}
      </Button>
    </li>
  );
}

function ChooseCaregiver({ care }: { care: PlanCareDto }) {
  const [days, setDays] = useState<number[]>([]);
  const [turno, setTurno] = useState<PlanShiftKind>(care.turno ?? 'dia');
  const [formal, setFormal] = useState(false);
  const shiftLocked = care.turno !== null;
  const effectiveTurno = care.turno ?? turno;
  const selected = days.filter((d) => care.semanaDescoberta.includes(d));
  const candidates = usePlanCandidates(selected, effectiveTurno);
  const propose = useProposePlanAssignment();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const formalId = useId();
  const overLimit = selected.length > LABOUR_LAW_MAX_DAYS_PER_WEEK;

  if (!care.semanaDescoberta.length) return null;

  const toggle = (day: number, on: boolean) => setDays((current) => (on ? [...current, day].sort() : current.filter((d) => d !== day)));
  const onPropose = (candidate: PlanCandidateDto) => {
    if (overLimit && !formal) {
      toast.error(pc.formalHiringRequired);
      return;
    }
    setPendingId(candidate.cuidadorId);
    propose.mutate(
      { cuidadorId: candidate.cuidadorId, diasSemana: selected, turno: effectiveTurno, ...(overLimit ? { vinculoEscolha: 'contratar_formalmente' as const } : {}) },
      {
        onSuccess: () => {
          toast.success(pc.proposed);
          setDays([]);
          setFormal(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <section aria-labelledby="escolher-titulo" className="space-y-4">
      <h2 id="escolher-titulo" className="text-lg font-bold text-slate-900">
        {pc.chooseOne}
      </h2>
      <div className="space-y-2">
        <p className="font-semibold text-slate-900">{pc.shiftLegend}</p>
        {shiftLocked ? (
          <p className="text-slate-700">{pc.shiftKinds[effectiveTurno]}</p>
        ) : (
          <RadioCards label={pc.shiftLegend} value={turno} onChange={setTurno} options={PLAN_SHIFT_KINDS.map((k) => ({ value: k, label: pc.shiftKinds[k] }))} className="sm:grid-cols-2" />
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">{c.daysLegend}</legend>
        <div className="flex flex-wrap gap-3">
          {care.semanaDescoberta.map((day) => {
            const id = `dia-${day}`;
            return (
              <label key={day} htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-3 py-2">
                <Checkbox id={id} checked={days.includes(day)} onCheckedChange={(v) => toggle(day, v === true)} />
                <span className="text-slate-900 first-letter:uppercase">{weekdayName(day)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {overLimit && (
        <Alert tone="warning" title={messages.labourLaw.title}>
          <p>{pc.formalHiringRequired}</p>
          <label htmlFor={formalId} className="mt-2 flex items-start gap-2">
            <Checkbox id={formalId} checked={formal} onCheckedChange={(v) => setFormal(v === true)} />
            <span>{pc.formalChoice}</span>
          </label>
        </Alert>
      )}
      {selected.length > 0 && (
        <div className="space-y-3" aria-live="polite">
          <h3 className="font-semibold text-slate-900">{pc.candidatesTitle(selected.map(weekdayName).join(', '))}</h3>
          {candidates.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <span className="sr-only">{c.searching}</span>
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : candidates.isError ? (
            <Alert tone="error" title={pc.candidatesFailed}>
              <Button variant="link" onClick={() => void candidates.refetch()}>
                {plansCopy.retry}
              </Button>
            </Alert>
          ) : candidates.data.length === 0 ? (
            <p className="text-slate-700">{pc.candidatesEmpty}</p>
          ) : (
            <ul className="space-y-3">
              {candidates.data.map((candidate) => (
                <CandidateCard key={candidate.cuidadorId} candidate={candidate} care={care} onPropose={onPropose} pending={pendingId === candidate.cuidadorId} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

/** The family's plan and its caregivers. */
export function PlanCarePanel() {
  const query = usePlanCare();
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{c.loading}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    if (status === 404)
      return (
        <Alert tone="info" title={pc.noPlan}>
          <Button asChild variant="link">
            <Link to={paths.home}>{plansCopy.seePlans}</Link>
          </Button>
        </Alert>
      );
    return (
      <Alert tone="error" title={errorMessage(query.error)}>
        <Button variant="link" onClick={() => void query.refetch()}>
          {plansCopy.retry}
        </Button>
      </Alert>
    );
  }
  const care = query.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{care.planTitle}</CardTitle>
          <CardDescription>{pc.intro}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {care.periodoInicio && care.periodoFim && (
            <p className="text-slate-800">
              {pc.period(formatShortDate(care.periodoInicio), formatShortDate(care.periodoFim))} · {pc.shiftsCount(care.turnosNoPeriodo)}
            </p>
          )}
          <p className="text-slate-800">{pc.perShiftFamily(formatCentavos(care.valorPorTurno.dailyPriceCents))}</p>
          <p className="text-slate-800">{pc.perShiftCaregiver(formatCentavos(care.valorPorTurno.caregiverCents), formatCentavos(care.valorPorTurno.feeCents))}</p>
          <Alert tone="warning" title={messages.labourLaw.title}>
            <p>{pc.rotationNote}</p>
            <Link to={paths.vinculoEmpregaticio} target="_blank" rel="noopener" className="font-semibold underline">
              {messages.labourLaw.planNoticeLink}
            </Link>
          </Alert>
          <WeekdayList care={care} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          {care.semanaDescoberta.length ? <ChooseCaregiver care={care} /> : <p className="text-slate-700">{c.allCovered}</p>}
        </CardContent>
      </Card>
    </div>
  );
}
