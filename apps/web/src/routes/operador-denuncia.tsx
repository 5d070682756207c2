import { ROLE_LABELS } from '@cuidar/domain/constants';
import { formatDateTime } from '@cuidar/domain/date-format';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { REPORT_OUTCOME_LABELS, REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from '@cuidar/domain/reports';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { useReport } from '@/features/operator-reports/api/reports';
import { ReportContext } from '@/features/operator-reports/components/report-context';
import { FamilyAccountCard } from '@/features/operator-reports/components/family-account-card';
import { ResolveReportForm } from '@/features/operator-reports/components/resolve-report-form';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

/** /operador/denuncias/:id: one report, its context (the read is audited) and the decision. */
const c = operatorReportsCopy.detail;

export function Component() {
  usePageMeta(c.pageTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useReport(id);
  const report = query.data;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Button asChild variant="link" className="mb-2">
        <Link to={paths.operadorDenuncias}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {c.back}
        </Link>
      </Button>
      {query.isPending && <LoadingBlock />}
      {query.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {errorMessage(query.error)}
        </p>
      )}
      {report && (
        <>
          <PageHeader
            title={c.title(REPORT_REASON_LABELS[report.motivo])}
            description={c.description(REPORT_TARGET_LABELS[report.alvoTipo], report.reported.name, formatDateTime(report.createdAt))}
            actions={<Badge variant={report.status === 'aberta' ? 'warning' : 'neutral'}>{report.status === 'aberta' ? c.open : c.resolved}</Badge>}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
            <div className="space-y-4">
              <Card>
                <CardHeader>
                  <CardTitle>{c.reportedTitle}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">
                    {c.by(report.reporter ? `${report.reporter.name}${report.reporter.role ? ` (${ROLE_LABELS[report.reporter.role]})` : ''}` : c.deletedAccount)}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap text-slate-900">{report.descricao || c.noDescription}</p>
                </CardContent>
              </Card>
              <ReportContext report={report} />
              {report.reported.role === 'familia' && <FamilyAccountCard familyId={report.reported.id} />}
            </div>
            <Card className="h-fit">
              <CardHeader>
                <CardTitle>{report.status === 'aberta' ? c.decideTitle : c.decisionTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                {report.status === 'aberta' ? (
                  <ResolveReportForm report={report} onSuspended={(caregiverId) => navigate(paths.operadorCuidador(caregiverId))} />
                ) : (
                  <dl className="space-y-2">
                    <dt className="font-semibold text-slate-600">{c.outcome}</dt>
                    <dd>{report.resultado ? REPORT_OUTCOME_LABELS[report.resultado] : '—'}</dd>
                    <dt className="font-semibold text-slate-600">{c.note}</dt>
                    <dd className="whitespace-pre-wrap">{report.resultadoNota}</dd>
                    <dt className="font-semibold text-slate-600">{c.decidedBy}</dt>
                    <dd>
                      {report.tratadaPor ?? '—'}
                      {report.tratadaEm && c.decidedAt(formatDateTime(report.tratadaEm))}
                    </dd>
                  </dl>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </section>
  );
}
