import { formatDateTime } from '@cuidar/domain/date-format';
import { DISPUTE_DECISION_LABELS, DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, type DisputeStatus } from '@cuidar/domain/disputes';
import { formatCentavos } from '@cuidar/domain/format';
import { paths } from '@cuidar/domain/routes';
import { DeskCaseList, type CaseFilter } from '@/components/desk-case-list';
import { Badge } from '@/components/ui/badge';
import { useDisputes } from '../api/disputes';

const FILTERS: CaseFilter<DisputeStatus>[] = [
  { value: 'aberta', label: 'Em análise' },
  { value: 'decidida', label: 'Decididas' },
  { value: undefined, label: 'Todas' },
];

/** The queue: open disputes first, oldest first (docs/product.md#disputes). */
export function DisputeList({ status, onStatusChange }: { status: DisputeStatus | undefined; onStatusChange: (status: DisputeStatus | undefined) => void }) {
  return (
    <DeskCaseList
      label="Filtrar disputas"
      filters={FILTERS}
      status={status}
      onStatusChange={onStatusChange}
      query={useDisputes(status)}
      empty={status === 'aberta' ? 'Nenhum problema em análise. Tudo em dia!' : 'Nenhuma disputa por aqui.'}
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
            <strong>{dispute.familia.name}</strong> sobre <strong>{dispute.cuidador.name}</strong> · {formatCentavos(dispute.retidoCentavos)} retidos
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">Aberta em {formatDateTime(dispute.abertaEm)}</span>
        </>
      )}
    />
  );
}
