import { formatTimeRange, formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import type { PlanSubstitutionDto } from '@cuidar/domain/plan-substitutes';
import { AcceptDeclineButtons } from '@/components/accept-decline-buttons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAcceptPlanSubstitution } from '../api/accept-plan-substitution';
import { useDeclinePlanSubstitution } from '../api/decline-plan-substitution';
import { usePlanSubstitutions } from '../api/get-plan-substitutions';

// The substitute's side (docs/product.md#plan-substitutes): which plan shifts, what she receives
// per shift (stated before she commits), 'Aceitar substituição' / 'Recusar'.

const ps = messages.planSubstitutes;

function shiftText(s: PlanSubstitutionDto) {
  return formatTimeRange(s.horaInicio, s.horaFim);
}

function SubstitutionItem({ substitution: s }: { substitution: PlanSubstitutionDto }) {
  const accept = useAcceptPlanSubstitution();
  const decline = useDeclinePlanSubstitution();
  const place = [s.bairro, s.cidade].filter(Boolean).join(', ');
  const titleId = `substituicao-${s.id}`;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="font-semibold text-slate-900">
          {messages.planCare.proposalLine(s.outraParte, place)}
        </p>
        <Badge variant={s.status === 'aceita' ? 'success' : 'warning'}>{s.status === 'proposta' ? ps.proposalNew : ps.status[s.status]}</Badge>
      </div>
      {s.status === 'proposta' && <p className="text-slate-800">{ps.proposalIntro}</p>}
      <ul className="space-y-1">
        {s.datas.map((d) => (
          <li key={d} className="text-slate-900 first-letter:uppercase">
            {formatWeekdayDayMonth(d)}, {shiftText(s)}
          </li>
        ))}
      </ul>
      <p className="font-semibold text-slate-900">
        {ps.proposalTotal(messages.planCare.shiftsCount(s.datas.length), formatCentavos(s.valorPorTurno.caregiverCents), formatCentavos(s.totalCaregiverCents))}
      </p>
      <p className="text-sm text-slate-700">
        {plansCopy.substitutions.familyPaid(formatCentavos(s.valorPorTurno.dailyPriceCents), formatCentavos(s.valorPorTurno.feeCents))}
      </p>
      {s.status === 'proposta' && (
        <AcceptDeclineButtons
          id={s.id}
          accept={{ mutation: accept, label: ps.accept, accessibleName: plansCopy.substitutions.acceptLabel(ps.accept, s.outraParte), done: ps.accepted }}
          decline={{ mutation: decline, label: ps.decline, accessibleName: plansCopy.substitutions.declineLabel(ps.decline, s.outraParte), done: ps.declined }}
        />
      )}
    </li>
  );
}

/** 'Substituição' on the caregiver's dashboard; shows nothing when there is none. */
export function PlanSubstitutionsCard() {
  const query = usePlanSubstitutions();
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert tone="error" title={ps.loadFailed2}>
        <Button variant="link" onClick={() => void query.refetch()}>
          {plansCopy.retry}
        </Button>
      </Alert>
    );
  if (!query.data.length) return null;
  return (
    <Card role="region" aria-labelledby="substituicoes-cuidador-titulo">
      <CardHeader>
        <CardTitle id="substituicoes-cuidador-titulo">{ps.proposalsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {query.data.map((s) => (
            <SubstitutionItem key={s.id} substitution={s} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
