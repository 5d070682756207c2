import { formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { LABOUR_LAW_CHOICES, type LabourLawChoice } from '@cuidar/domain/labour-law';
import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import type { PlanCandidateDto } from '@cuidar/domain/plan-care';
import type { PlanSubstitutesDto, PlanSubstitutionDto } from '@cuidar/domain/plan-substitutes';
import { paths } from '@cuidar/domain/routes';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioCards } from '@/components/ui/radio-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePlanSubstitutes } from '../api/get-plan-substitutes';
import { useProposePlanSubstitution } from '../api/propose-plan-substitution';

// 'Encontrar substituto' (docs/product.md#plan-substitutes): the plan's shifts without a caregiver,
// the best available substitutes for all of them at once, what the substitute receives per shift,
// and the proposals already made.

const ps = messages.planSubstitutes;
const c = plansCopy.substitutes;
const statusVariant: Record<PlanSubstitutionDto['status'], 'success' | 'warning' | 'danger' | 'neutral'> = {
  proposta: 'warning',
  aceita: 'success',
  recusada: 'danger',
  expirada: 'neutral',
};

function hoursText(data: Pick<PlanSubstitutesDto, 'turno' | 'horaInicio' | 'horaFim'>) {
  if (!data.turno || !data.horaInicio || !data.horaFim) return '';
  return formatTimeRange(data.horaInicio, data.horaFim);
}

function SubstituteCard({ candidate, data, needsChoice }: { candidate: PlanCandidateDto; data: PlanSubstitutesDto; needsChoice: boolean }) {
  const propose = useProposePlanSubstitution();
  const [choice, setChoice] = useState<LabourLawChoice | null>(null);
  const place = [candidate.bairro, candidate.cidade].filter(Boolean).join(', ');
  const titleId = `substituto-${candidate.cuidadorId}`;
  const onChoose = () => {
    if (needsChoice && !choice) {
      toast.error(messages.labourLaw.choiceRequired);
      return;
    }
    propose.mutate(
      { cuidadorId: candidate.cuidadorId, ...(needsChoice && choice ? { vinculoEscolha: choice } : {}) },
      { onSuccess: () => toast.success(ps.proposed), onError: (error) => toast.error(errorMessage(error)) },
    );
  };
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {candidate.nome}
          </p>
          {place && <p className="text-slate-700">{place}</p>}
          <p className="text-slate-700">
            {candidate.rating !== null && (
              <span className="mr-2 inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                <span className="sr-only">{plansCopy.ratingPrefix}</span>
                {candidate.rating.toFixed(1).replace('.', ',')} {plansCopy.ratingCount(candidate.totalAvaliacoes)}
              </span>
            )}
            <span>{c.verifiedFree}</span>
          </p>
          <p className="text-sm text-slate-700">
            {plansCopy.perShiftForCaregiver(formatCentavos(data.valorPorTurno.caregiverCents))}
          </p>
        </div>
        <Button className="shrink-0" onClick={onChoose} disabled={propose.isPending} aria-busy={propose.isPending} aria-label={ps.choose(candidate.nome)}>
          {propose.isPending ? <Spinner label={plansCopy.sending} /> : ps.chooseShort}
        </Button>
      </div>
      {needsChoice && (
        <Alert tone="warning" title={messages.labourLaw.title}>
          <p>{ps.vinculoNeeded}</p>
          <RadioCards
            label={messages.labourLaw.choiceLegend}
            value={choice ?? ''}
            onChange={(v) => setChoice(v as LabourLawChoice)}
            options={LABOUR_LAW_CHOICES.map((c) => ({ value: c, label: messages.labourLaw.choices[c] }))}
          />
        </Alert>
      )}
    </li>
  );
}

function SentList({ substitutions }: { substitutions: PlanSubstitutionDto[] }) {
  if (!substitutions.length) return null;
  return (
    <section aria-labelledby="substituicoes-titulo" className="space-y-3">
      <h2 id="substituicoes-titulo" className="text-lg font-bold text-slate-900">
        {ps.sentTitle}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {substitutions.map((s) => (
          <li key={s.id} className="flex flex-col items-start gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{s.outraParte}</p>
              <p className="text-sm text-slate-700 first-letter:uppercase">{s.datas.map((d) => formatWeekdayDayMonth(d)).join('; ')}</p>
            </div>
            <Badge variant={statusVariant[s.status]} className="shrink-0">
              {ps.status[s.status]}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The family's substitutes page. */
export function PlanSubstitutesPanel() {
  const query = usePlanSubstitutes();
  if (query.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{c.searching}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    if (status === 404)
      return (
        <Alert tone="info" title={messages.planCare.noPlan}>
          <Button asChild variant="link">
            <Link to={paths.home}>{plansCopy.seePlans}</Link>
          </Button>
        </Alert>
      );
    return (
      <Alert tone="error" title={ps.loadFailed}>
        <Button variant="link" onClick={() => void query.refetch()}>
          {plansCopy.retry}
        </Button>
      </Alert>
    );
  }
  const data = query.data;
  const hours = hoursText(data);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{data.datas.length ? ps.openShifts(data.datas.length) : ps.noOpenShifts}</CardTitle>
          {data.datas.length > 0 && <CardDescription>{ps.intro}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-4">
          {data.datas.length > 0 && (
            <>
              <ul className="space-y-1" aria-label={c.openShiftsLabel}>
                {data.datas.map((d) => (
                  <li key={d} className="font-semibold text-slate-900 first-letter:uppercase">
                    {formatWeekdayDayMonth(d)}
                    {hours && <span className="font-normal text-slate-700">, {hours}</span>}
                  </li>
                ))}
              </ul>
              <p className="text-slate-800">{ps.paidByPlan(formatCentavos(data.valorPorTurno.dailyPriceCents))}</p>
              <p className="text-slate-800">{ps.perShiftCaregiver(formatCentavos(data.valorPorTurno.caregiverCents), formatCentavos(data.valorPorTurno.feeCents))}</p>
            </>
          )}
          {!data.datas.length && (
            <Button asChild variant="outline">
              <Link to={paths.planCare}>{messages.planCare.title}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
      {data.datas.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>{ps.candidatesTitle}</CardTitle>
            <CardDescription>{ps.candidatesHint}</CardDescription>
          </CardHeader>
          <CardContent aria-live="polite">
            {data.candidates.length === 0 ? (
              <p className="text-slate-700">{ps.candidatesEmpty}</p>
            ) : (
              <ul className="space-y-3">
                {data.candidates.map((c) => (
                  <SubstituteCard key={c.cuidadorId} candidate={c} data={data} needsChoice={data.vinculoNecessario.includes(c.cuidadorId)} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      <SentList substitutions={data.substitutions} />
    </div>
  );
}

/** On 'Escolher cuidadores': a link to the substitutes when some plan shifts have no caregiver. */
export function PlanSubstitutesLink() {
  const query = usePlanSubstitutes();
  if (!query.data?.datas.length) return null;
  return (
    <Alert tone="warning" title={ps.title}>
      <Link to={paths.planSubstitutes} className="font-semibold underline">
        {ps.linkFromPlan(query.data.datas.length)}
      </Link>
    </Alert>
  );
}
