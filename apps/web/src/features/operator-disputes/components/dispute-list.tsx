import { formatDateTime } from '@cuidar/domain/date-format';
import { DISPUTE_DECISION_LABELS, DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS, type DisputeStatus } from '@cuidar/domain/disputes';
import { formatCentavos } from '@cuidar/domain/format';
import { paths } from '@cuidar/domain/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDisputes } from '../api/disputes';

const FILTERS: { value: DisputeStatus | undefined; label: string }[] = [
  { value: 'aberta', label: 'Em análise' },
  { value: 'decidida', label: 'Decididas' },
  { value: undefined, label: 'Todas' },
];

/** The queue: open disputes first, oldest first (docs/product.md#disputes). */
export function DisputeList({ status, onStatusChange }: { status: DisputeStatus | undefined; onStatusChange: (status: DisputeStatus | undefined) => void }) {
  const query = useDisputes(status);
  return (
    <div>
      <div role="group" aria-label="Filtrar disputas" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={filter.value === status ? 'primary' : 'outline'}
            aria-pressed={filter.value === status}
            onClick={() => onStatusChange(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>
      {query.isPending && (
        <div className="space-y-2" aria-busy="true" aria-label="Carregando disputas">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      )}
      {query.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        </div>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {status === 'aberta' ? 'Nenhum problema em análise. Tudo em dia!' : 'Nenhuma disputa por aqui.'}
        </p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {query.data.map((dispute) => (
            <li key={dispute.id}>
              <Link
                to={paths.operadorDisputa(dispute.id)}
                className="flex items-center gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="min-w-0 flex-1">
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
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
