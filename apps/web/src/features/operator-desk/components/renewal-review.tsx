import { formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import type { RenewalDetailDto } from '@cuidar/domain/operator-desk';
import { paths } from '@cuidar/domain/routes';
import { RENEWAL_REFUSAL_REASONS, RENEWAL_STATUS_LABELS, VERIFICATION_REASON_LABELS, type RenewalRefusalReason } from '@cuidar/domain/verification';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { documentUrl } from '../api/get-review';
import { useDecideRenewal } from '../api/renewals';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;
const c = operatorDeskCopy;

/** The current certificate beside the new one, which opens inline from private storage (each opening audited). */
export function RenewalCertificates({ renewal }: { renewal: RenewalDetailDto }) {
  const { cuidador } = renewal;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{o.renewalCurrent}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-slate-800">
          <p className="flex flex-wrap items-center gap-2">
            {c.renewalReview.state}
            <VerificationStateBadge state={cuidador.verificacao} />
          </p>
          {cuidador.antecedentesEmitidaEm && <p>{o.renewalIssued(formatShortDate(cuidador.antecedentesEmitidaEm))}</p>}
          {cuidador.antecedentesValidaAte && <p>{o.renewalValidUntil(formatShortDate(cuidador.antecedentesValidaAte))}</p>}
          <Link to={paths.operadorCuidador(cuidador.id)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            {o.review} {cuidador.nome}
          </Link>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{o.renewalNew}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-slate-800">
          <p>{o.renewalIssued(formatShortDate(renewal.emitidoEm))}</p>
          <p>{o.renewalSentAt(formatDateTime(renewal.enviadaEm))}</p>
          {renewal.status === 'pendente' && <p className="font-medium">{o.renewalWouldBeValid(formatShortDate(renewal.novaValidade))}</p>}
          {renewal.documento ? (
            <Button asChild variant="outline">
              <a
                href={documentUrl(cuidador.id, renewal.documento.id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={c.opensInNewTab(`${o.renewalOpenDocument}: ${renewal.documento.nome}`)}
              >
                <ExternalLink aria-hidden="true" className="size-5" />
                {o.renewalOpenDocument}
              </a>
            </Button>
          ) : (
            <p className="text-slate-700">{o.renewalNoDocument}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** 'Aceitar certidão' or 'Recusar certidão' (a reason from the list, text optional); or the decision already made. */
export function RenewalDecision({ renewal }: { renewal: RenewalDetailDto }) {
  const decide = useDecideRenewal();
  const [refusing, setRefusing] = useState(false);
  const [motivo, setMotivo] = useState<RenewalRefusalReason | ''>('');
  const [observacao, setObservacao] = useState('');
  const [error, setError] = useState<string>();

  if (renewal.status !== 'pendente') {
    return (
      <Alert tone={renewal.status === 'aceita' ? 'success' : 'warning'}>
        <p className="font-semibold">{o.renewalDecided(RENEWAL_STATUS_LABELS[renewal.status], renewal.decididaEm ? formatDateTime(renewal.decididaEm) : '')}</p>
        {renewal.motivo && (
          <p>
            {VERIFICATION_REASON_LABELS[renewal.motivo]}
            {renewal.observacao ? `: ${renewal.observacao}` : ''}
          </p>
        )}
      </Alert>
    );
  }

  const accept = () =>
    decide.mutate({ id: renewal.id, acao: 'aceitar', observacao: '' }, { onSuccess: () => toast.success(o.renewalAccepted), onError: (e) => toast.error(errorMessage(e)) });
  const refuse = () => {
    if (!motivo) {
      setError(messages.caregiverVerification.reasonRequired);
      return;
    }
    setError(undefined);
    decide.mutate({ id: renewal.id, acao: 'recusar', motivo, observacao }, { onSuccess: () => toast.success(o.renewalRefused), onError: (e) => toast.error(errorMessage(e)) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{c.renewalReview.decisionTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!refusing ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={accept} disabled={decide.isPending} aria-busy={decide.isPending}>
              {decide.isPending ? <Spinner label={c.saving} /> : o.renewalAccept}
            </Button>
            <Button variant="outline" onClick={() => setRefusing(true)}>
              {o.renewalRefuse}
            </Button>
          </div>
        ) : (
          <form
            noValidate
            aria-label={o.renewalRefuse}
            className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
            onSubmit={(e) => {
              e.preventDefault();
              refuse();
            }}
          >
            <FormField label={o.reason} error={error}>
              <Select value={motivo} onChange={(e) => setMotivo(e.target.value as RenewalRefusalReason | '')} autoFocus>
                <option value="">{o.chooseReason}</option>
                {RENEWAL_REFUSAL_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {VERIFICATION_REASON_LABELS[reason]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={o.renewalRefuseNote}>
              <Textarea rows={3} maxLength={2000} value={observacao} onChange={(e) => setObservacao(e.target.value)} />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="danger" disabled={decide.isPending} aria-busy={decide.isPending}>
                {decide.isPending ? <Spinner label={c.saving} /> : o.confirm(o.renewalRefuse)}
              </Button>
              <Button type="button" variant="outline" onClick={() => setRefusing(false)}>
                {o.cancel}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
