import { formatDateTime } from '@cuidar/domain/date-format';
import { DISPUTE_DECISION_LABELS, DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, type DisputeStatus } from '@cuidar/domain/disputes';
import { formatCentavos } from '@cuidar/domain/format';
import { operatorDisputesCopy } from '@cuidar/domain/messages/screens/operator-disputes';
import { paths } from '@cuidar/domain/routes';
import { DeskCaseList, type CaseFilter } from '@/components/desk-case-list';
import { Badge } from '@/components/ui/badge';
import { useDisputes } from '../api/disputes';

const c = operatorDisputesCopy.list;

const FILTERS: CaseFilter<DisputeStatus>[] = [
  { value: 'aberta', label: c.filters.open },
  { value: 'decidida', label: c.filters.decided },
  { value: undefined, label: c.filters.all },
];

/** The queue: open disputes first, oldest first (docs/product.md#disputes). */
export function DisputeList({ status, onStatusChange }: { status: DisputeStatus | undefined; onStatusChange: (status: DisputeStatus | undefined) => void }) {
  return (
    <DeskCaseList
      label={c.filtersLabel}
      filters={FILTERS}
      status={status}
      onStatusChange={onStatusChange}
      query={useDisputes(status)}
      empty={status === 'aberta' ? c.emptyOpen : c.empty}
      hrefOf={(dispute) => paths.operadorDisputa(dispute.id)}
      renderItem={(dispute) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{DISPUTE_REASON_LABELS[dispute.motivo]}</span>
            <Badge variant={dispute.status === 'aberta' ? 'warning' : 'neutral'}>
              {dispute.decisao ? DISPUTE_DECISION_LABELS[dispute.decisao] : DISPUTE_STATUS_LABELS[dispute.status]}
            </Badge>
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            <strong>{dispute.familia.name}</strong>
            {c.about}
            <strong>{dispute.cuidador.name}</strong>
            {c.held(formatCentavos(dispute.retidoCentavos))}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">{c.openedAt(formatDateTime(dispute.abertaEm))}</span>
        </>
      )}
    />
  );
}
