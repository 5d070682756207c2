import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { REPORT_STATUSES, type ReportStatus } from '@cuidar/domain/reports';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ReportList } from '@/features/operator-reports/components/report-list';
import { usePageMeta } from '@/lib/head';

/** /operador/denuncias: the report queue (docs/product.md#reports). The filter lives in the URL. */
const c = operatorReportsCopy.list;

export function Component() {
  usePageMeta(c.pageTitle);
  const [params, setParams] = useSearchParams();
  const raw = params.get('situacao');
  // No parameter: the open ones (the work to do); 'todas' shows every report.
  const status: ReportStatus | undefined = raw === 'todas' ? undefined : REPORT_STATUSES.find((s) => s === raw) ?? 'aberta';
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={c.title} description={c.description} />
      <ReportList status={status} onStatusChange={(next) => setParams(next ? { situacao: next } : { situacao: 'todas' })} />
    </section>
  );
}
