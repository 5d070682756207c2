import { describeWeekdays } from '@cuidar/domain/booking-series';
import { formatShortDate, formatTimeRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { plansCopy } from '@cuidar/domain/messages/screens/plans';
import type { PlanProposalDto } from '@cuidar/domain/plan-care';
import { AcceptDeclineButtons } from '@/components/accept-decline-buttons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAcceptPlanProposal } from '../api/accept-plan-proposal';
import { useDeclinePlanProposal } from '../api/decline-plan-proposal';
import { usePlanProposals } from '../api/get-plan-proposals';

// The caregiver's side of a plan (docs/product.md#plan-care): what the family proposes, what it
// pays per shift, and 'Aceitar' / 'Recusar'.

const pc = messages.planCare;

function shiftText(p: PlanProposalDto) {
  return formatTimeRange(p.horaInicio, p.horaFim);
}

function ProposalItem({ proposal }: { proposal: PlanProposalDto }) {
  const accept = useAcceptPlanProposal();
  const decline = useDeclinePlanProposal();
  const place = [proposal.bairro, proposal.cidade].filter(Boolean).join(', ');
  const titleId = `proposta-${proposal.id}`;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="font-semibold text-slate-900">
          {pc.proposalLine(proposal.familiaNome, place)}
        </p>
        <Badge variant={proposal.status === 'aceita' ? 'success' : 'warning'}>{proposal.status === 'proposta' ? pc.proposalNew : pc.weekdayStatus[proposal.status]}</Badge>
      </div>
      <p className="text-slate-800 first-letter:uppercase">{pc.proposalDays(describeWeekdays(proposal.diasSemana), shiftText(proposal))}</p>
      {proposal.periodoInicio && proposal.periodoFim && (
        <p className="text-sm text-slate-700">{pc.period(formatShortDate(proposal.periodoInicio), formatShortDate(proposal.periodoFim))}</p>
      )}
      <p className="font-semibold text-slate-900">
        {pc.proposalTotal(pc.shiftsCount(proposal.turnos), formatCentavos(proposal.valorPorTurno.caregiverCents), formatCentavos(proposal.totalCaregiverCents))}
      </p>
      <p className="text-sm text-slate-700">
        {plansCopy.proposals.familyPays(formatCentavos(proposal.valorPorTurno.dailyPriceCents), formatCentavos(proposal.valorPorTurno.feeCents))}
      </p>
      {proposal.status === 'proposta' && (
        <AcceptDeclineButtons
          id={proposal.id}
          accept={{ mutation: accept, label: pc.accept, accessibleName: plansCopy.proposals.actionLabel(pc.accept, proposal.familiaNome), done: pc.accepted }}
          decline={{ mutation: decline, label: pc.decline, accessibleName: plansCopy.proposals.actionLabel(pc.decline, proposal.familiaNome), done: pc.declined }}
        />
      )}
    </li>
  );
}

/** 'Propostas de plano' on the caregiver's dashboard; shows nothing when there are none. */
export function PlanProposalsCard() {
  const query = usePlanProposals();
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert tone="error" title={pc.loadFailed}>
        <Button variant="link" onClick={() => void query.refetch()}>
          {plansCopy.retry}
        </Button>
      </Alert>
    );
  if (!query.data.length) return null;
  return (
    <Card role="region" aria-labelledby="propostas-plano-titulo">
      <CardHeader>
        <CardTitle id="propostas-plano-titulo">{pc.proposalsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {query.data.map((proposal) => (
            <ProposalItem key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
