import { ROLE_LABELS } from '@cuidar/domain/constants';
import { formatDateTime } from '@cuidar/domain/date-format';
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
export function Component() {
  usePageMeta('Denúncia');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useReport(id);
  const report = query.data;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Button asChild variant="link" className="mb-2">
        <Link to={paths.operadorDenuncias}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para as denúncias
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
            title={`Denúncia: ${REPORT_REASON_LABELS[report.motivo]}`}
            description={`${REPORT_TARGET_LABELS[report.alvoTipo]} de ${report.reported.name} · recebida em ${formatDateTime(report.createdAt)}`}
            actions={<Badge variant={report.status === 'aberta' ? 'warning' : 'neutral'}>{report.status === 'aberta' ? 'Aberta' : 'Resolvida'}</Badge>}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
            <div className="space-y-4">
              <Card>
                <CardHeader>
                  <CardTitle>O que foi relatado</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">
                    Por {report.reporter ? `${report.reporter.name}${report.reporter.role ? ` (${ROLE_LABELS[report.reporter.role]})` : ''}` : 'conta excluída'}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap text-slate-900">{report.descricao || 'Sem descrição.'}</p>
                </CardContent>
              </Card>
              <ReportContext report={report} />
              {report.reported.role === 'familia' && <FamilyAccountCard familyId={report.reported.id} />}
            </div>
            <Card className="h-fit">
              <CardHeader>
                <CardTitle>{report.status === 'aberta' ? 'Decidir' : 'Decisão'}</CardTitle>
              </CardHeader>
              <CardContent>
                {report.status === 'aberta' ? (
                  <ResolveReportForm report={report} onSuspended={(caregiverId) => navigate(paths.operadorCuidador(caregiverId))} />
                ) : (
                  <dl className="space-y-2">
                    <dt className="font-semibold text-slate-600">Resultado</dt>
                    <dd>{report.resultado ? REPORT_OUTCOME_LABELS[report.resultado] : '—'}</dd>
                    <dt className="font-semibold text-slate-600">Nota</dt>
                    <dd className="whitespace-pre-wrap">{report.resultadoNota}</dd>
                    <dt className="font-semibold text-slate-600">Por</dt>
                    <dd>
                      {report.tratadaPor ?? '—'}
                      {report.tratadaEm && `, em ${formatDateTime(report.tratadaEm)}`}
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
