import { formatDateTime } from '@cuidar/domain/date-format';
import { ROLE_LABELS } from '@cuidar/domain/constants';
import { REPORT_OUTCOME_LABELS, REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_LABELS, type ReportStatus } from '@cuidar/domain/reports';
import { paths } from '@cuidar/domain/routes';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useReports } from '../api/reports';

const FILTERS: { value: ReportStatus | undefined; label: string }[] = [
  { value: 'aberta', label: 'Abertas' },
  { value: 'resolvida', label: 'Resolvidas' },
  { value: undefined, label: 'Todas' },
];

/** The queue: open reports first, oldest first; filtered by status (docs/product.md#reports). */
export function ReportList({ status, onStatusChange }: { status: ReportStatus | undefined; onStatusChange: (status: ReportStatus | undefined) => void }) {
  const query = useReports(status);
  return (
    <div>
      <div role="group" aria-label="Filtrar denúncias" className="mb-4 flex flex-wrap gap-2">
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
        <div className="space-y-2">
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
          {status === 'aberta' ? 'Nenhuma denúncia aberta. Tudo em dia!' : 'Nenhuma denúncia por aqui.'}
        </p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {query.data.map((report) => (
            <li key={report.id}>
              <Link
                to={paths.operadorDenuncia(report.id)}
                className="flex items-center gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{REPORT_REASON_LABELS[report.motivo]}</span>
                    <Badge variant={report.status === 'aberta' ? 'warning' : 'neutral'}>
                      {report.resultado ? REPORT_OUTCOME_LABELS[report.resultado] : REPORT_STATUS_LABELS[report.status]}
                    </Badge>
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {REPORT_TARGET_LABELS[report.alvoTipo]} de <strong>{report.reported.name}</strong>
                    {report.reported.role && ` (${ROLE_LABELS[report.reported.role]})`}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    Por {report.reporter ? report.reporter.name : 'conta excluída'} · {formatDateTime(report.createdAt)}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className={cn('size-5 shrink-0 text-slate-400')} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
