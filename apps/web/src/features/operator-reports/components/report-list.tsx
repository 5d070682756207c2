import { formatDateTime } from '@cuidar/domain/date-format';
import { ROLE_LABELS } from '@cuidar/domain/constants';
import { REPORT_OUTCOME_LABELS, REPORT_REASON_LABELS, REPORT_STATUS_LABELS, REPORT_TARGET_LABELS, type ReportStatus } from '@cuidar/domain/reports';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { paths } from '@cuidar/domain/routes';
import { DeskCaseList, type CaseFilter } from '@/components/desk-case-list';
import { Badge } from '@/components/ui/badge';
import { useReports } from '../api/reports';

const c = operatorReportsCopy.list;

const FILTERS: CaseFilter<ReportStatus>[] = [
  { value: 'aberta', label: c.filters.open },
  { value: 'resolvida', label: c.filters.resolved },
  { value: undefined, label: c.filters.all },
];

/** The queue: open reports first, oldest first; filtered by status (docs/product.md#reports). */
export function ReportList({ status, onStatusChange }: { status: ReportStatus | undefined; onStatusChange: (status: ReportStatus | undefined) => void }) {
  return (
    <DeskCaseList
      label={c.filtersLabel}
      filters={FILTERS}
      status={status}
      onStatusChange={onStatusChange}
      query={useReports(status)}
      empty={status === 'aberta' ? c.emptyOpen : c.empty}
      hrefOf={(report) => paths.operadorDenuncia(report.id)}
      renderItem={(report) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{REPORT_REASON_LABELS[report.motivo]}</span>
            <Badge variant={report.status === 'aberta' ? 'warning' : 'neutral'}>
              {report.resultado ? REPORT_OUTCOME_LABELS[report.resultado] : REPORT_STATUS_LABELS[report.status]}
            </Badge>
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            {c.targetOf(REPORT_TARGET_LABELS[report.alvoTipo])}
            <strong>{report.reported.name}</strong>
            {report.reported.role && ` (${ROLE_LABELS[report.reported.role]})`}
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">
            {c.by(report.reporter ? report.reporter.name : c.deletedAccount, formatDateTime(report.createdAt))}
          </span>
        </>
      )}
    />
  );
}
