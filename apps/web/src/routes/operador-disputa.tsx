import { formatBookingPeriod, formatDateTime, formatDayAndTimeRange, formatTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorDisputesCopy } from '@cuidar/domain/messages/screens/operator-disputes';
import { DISPUTE_DECISION_LABELS, DISPUTE_REASON_LABELS, DISPUTE_STATUS_LABELS } from '@cuidar/domain/disputes';
import { STATUS_LABELS } from '@cuidar/domain/bookings';
import { formatCentavos } from '@cuidar/domain/format';
import { paths } from '@cuidar/domain/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { useDispute } from '@/features/operator-disputes/api/disputes';
import { DecideDisputeForm } from '@/features/operator-disputes/components/decide-dispute-form';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';

/** /operador/disputas/:id: one dispute, its booking and held money (the read is audited) and the decision. */
const c = operatorDisputesCopy.detail;

export function Component() {
  usePageMeta(c.pageTitle);
  const { id = '' } = useParams();
  const query = useDispute(id);
  const dispute = query.data;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Button asChild variant="link" className="mb-2">
        <Link to={paths.operadorPage('disputas')}>
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
      {dispute && (
        <>
          <PageHeader
            title={c.title(DISPUTE_REASON_LABELS[dispute.motivo])}
            description={c.description(dispute.familia.name, dispute.cuidador.name, formatDateTime(dispute.abertaEm))}
            actions={<Badge variant={dispute.status === 'aberta' ? 'warning' : 'neutral'}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>}
          />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
            <div className="space-y-4">
              <Card>
                <CardHeader>
                  <CardTitle>{c.reportedTitle}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="whitespace-pre-wrap text-slate-900">{dispute.descricao || c.textRemoved}</p>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{c.heldTitle}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-3xl font-extrabold text-slate-900">{formatCentavos(dispute.retidoCentavos)}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {c.heldSplit(formatCentavos(dispute.retido.subtotalCentavos), formatCentavos(dispute.retido.taxaCentavos))}
                  </p>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{c.bookingTitle}</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                    <dt className="font-semibold text-slate-600">{c.family}</dt>
                    <dd>{dispute.familia.name}</dd>
                    <dt className="font-semibold text-slate-600">{c.caregiver}</dt>
                    <dd>
                      <Link to={paths.operadorCuidador(dispute.cuidador.id)} className="text-brand-800 underline underline-offset-4">
                        {dispute.cuidador.name}
                      </Link>
                    </dd>
                    <dt className="font-semibold text-slate-600">{c.period}</dt>
                    <dd>
                      {formatBookingPeriod(dispute.booking)}
                    </dd>
                    <dt className="font-semibold text-slate-600">{c.status}</dt>
                    <dd>
                      {STATUS_LABELS[dispute.booking.status]}
                      {dispute.booking.motivoCancelamento && ` (${dispute.booking.motivoCancelamento})`}
                    </dd>
                    <dt className="font-semibold text-slate-600">{c.paid}</dt>
                    <dd>
                      {c.paidValue(formatCentavos(dispute.booking.totalCentavos), formatCentavos(dispute.booking.subtotalCentavos), formatCentavos(dispute.booking.taxaServicoCentavos))}
                    </dd>
                  </dl>
                  <h3 className="mt-4 font-semibold text-slate-900">{c.days}</h3>
                  <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
                    {dispute.days.map((day) => (
                      <li key={day.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                        <span>
                          {formatDayAndTimeRange(day.start, day.end)}
                          {day.presenca && (
                            <span className="block text-slate-600">
                              {day.presenca.falta
                                ? messages.visits.disputeNoShow
                                : messages.visits.disputeDay(
                                    day.presenca.chegada ? formatTime(day.presenca.chegada) : messages.visits.notRecorded,
                                    day.presenca.saida ? formatTime(day.presenca.saida) : messages.visits.notRecorded,
                                  )}
                            </span>
                          )}
                        </span>
                        <span className="flex items-center gap-2">
                          {formatCentavos(day.subtotalCentavos + day.taxaCentavos)}
                          {day.emDisputa && <Badge variant="warning">{c.heldDay}</Badge>}
                        </span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </div>
            <Card className="h-fit">
              <CardHeader>
                <CardTitle>{dispute.status === 'aberta' ? c.decideTitle : c.decisionTitle}</CardTitle>
              </CardHeader>
              <CardContent>
                {dispute.status === 'aberta' ? (
                  <DecideDisputeForm dispute={dispute} />
                ) : (
                  <dl className="space-y-2">
                    <dt className="font-semibold text-slate-600">{c.outcome}</dt>
                    <dd>{dispute.decisao ? DISPUTE_DECISION_LABELS[dispute.decisao] : '—'}</dd>
                    <dt className="font-semibold text-slate-600">{c.refund}</dt>
                    <dd>{formatCentavos(dispute.reembolsoCentavos ?? 0)}</dd>
                    <dt className="font-semibold text-slate-600">{c.note}</dt>
                    <dd className="whitespace-pre-wrap">{dispute.nota}</dd>
                    <dt className="font-semibold text-slate-600">{c.decidedBy}</dt>
                    <dd>
                      {dispute.decididaPor ?? '—'}
                      {dispute.decididaEm && c.decidedAt(formatDateTime(dispute.decididaEm))}
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
