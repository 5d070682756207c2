import { formatLongDate, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { VERIFICATION_REASON_LABELS, VERIFICATION_STATE_LABELS, type VerificationState } from '@cuidar/domain/verification';
import { Link } from 'react-router';
import { VerifiedBadge } from '@/components/caregiver/verified-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCaregiverVerification } from '../api/get-caregiver-verification';
import { useSubmitForReview } from '../api/submit-for-review';
import { caregiverVerificationCopy } from '@cuidar/domain/messages/screens/caregiver-verification';
import { QueryFailed } from '@/components/ui/query-failed';

const v = messages.caregiverVerification;
const c = caregiverVerificationCopy.status;

const tone: Record<VerificationState, string> = {
  cadastro_incompleto: 'bg-amber-50 text-amber-900 ring-amber-200',
  em_analise: 'bg-sky-50 text-sky-900 ring-sky-200',
  aprovado: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  reprovado: 'bg-red-50 text-red-900 ring-red-200',
  suspenso: 'bg-red-50 text-red-900 ring-red-200',
  verificacao_vencida: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/**
 * The dashboard's 'Verificação do cadastro' card (docs/product.md#verification): the state in plain
 * Portuguese, what is still missing (each item links to where it is fixed), the reason and note of
 * a refusal or suspension, and 'Enviar para análise' once everything is there.
 */
export function VerificationStatusCard() {
  const query = useCaregiverVerification();
  const submit = useSubmitForReview();
  const fixLink = paths.dashboardPage('cuidador', 'verificacao');

  let body;
  if (query.isPending) body = <LoadingBlock />;
  else if (query.isError)
    body = (
<QueryFailed title={v.loadFailed} error={query.error} retryLabel={c.retry} onRetry={() => void query.refetch()} />
    );
  else if (!query.data) body = <p className="text-slate-700">{v.noProfile}</p>;
  else {
    const status = query.data;
    const showDecision = (status.estado === 'reprovado' || status.estado === 'suspenso') && status.ultimaDecisao;
    body = (
      <div className="space-y-4">
        <p className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ${tone[status.estado]}`}>
          <span className="sr-only">{c.stateLabel}</span>
          {VERIFICATION_STATE_LABELS[status.estado]}
        </p>
        <p className="text-slate-800">{v.stateHelp[status.estado]}</p>
        {status.estado === 'em_analise' && <p className="text-sm text-slate-600">{c.sentOn(formatLongDate(status.desde))}</p>}
        {status.estado === 'aprovado' && <VerifiedBadge verifiedAt={status.verificadoEm} />}
        {showDecision && status.ultimaDecisao && (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{v.latestDecision}</p>
            {status.ultimaDecisao.motivo && <p>{VERIFICATION_REASON_LABELS[status.ultimaDecisao.motivo]}</p>}
            {status.ultimaDecisao.observacao && <p className="mt-1 whitespace-pre-line">{status.ultimaDecisao.observacao}</p>}
          </div>
        )}
        {status.podeEditar && status.pendencias.length > 0 && (
          <div>
            <p className="font-semibold text-slate-900">{c.missingTitle}</p>
            <ul className="mt-1 space-y-1">
              {status.pendencias.map((item) => (
                <li key={item}>
                  <Link to={fixLink} className="font-medium text-brand-700 underline underline-offset-4">
                    {v.missing[item]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {status.antecedentesValidaAte && status.estado !== 'cadastro_incompleto' && (
          <p className="text-sm text-slate-600">{v.validUntil(formatShortDate(status.antecedentesValidaAte))}</p>
        )}
        {status.podeEditar && (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => submit.mutate()} disabled={!status.podeEnviar || submit.isPending}>
              {c.submit}
            </Button>
            <Button asChild variant="outline">
              <Link to={fixLink}>{c.documentsLink}</Link>
            </Button>
          </div>
        )}
        {submit.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(submit.error)}
          </p>
        )}
        {submit.isSuccess && <p role="status">{v.submitted}</p>}
      </div>
    );
  }

  return (
    <Card aria-labelledby="verification-status-title">
      <CardHeader>
        <CardTitle id="verification-status-title">{c.title}</CardTitle>
      </CardHeader>
      <CardContent aria-live="polite">{body}</CardContent>
    </Card>
  );
}
