import { CERTIFICATE_ACCEPT } from '@cuidar/domain/certificates';
import { formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { issueDateSchema, VERIFICATION_REASON_LABELS, type CaregiverVerificationDto } from '@cuidar/domain/verification';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendRenewal } from '../api/send-renewal';
import { caregiverVerificationCopy } from '@cuidar/domain/messages/screens/caregiver-verification';

const v = messages.caregiverVerification;

/**
 * 'Renovar a certidão de antecedentes' (docs/product.md#verification-renewal): an approved caregiver
 * sends the new certificate and stays visible while the team checks it; an expired one goes back to
 * review with it. Shows the latest renewal's outcome.
 */
export function RenewalCard({ status }: { status: CaregiverVerificationDto }) {
  const send = useSendRenewal();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [emitidoEm, setEmitidoEm] = useState('');
  const [errors, setErrors] = useState<{ file?: string; emitidoEm?: string }>({});
  const renewal = status.renovacao;
  const showForm = status.podeRenovar;
  if (!showForm && !renewal) return null;

  const submit = () => {
    const next: typeof errors = {};
    if (!file) next.file = v.renewalFileRequired;
    const date = issueDateSchema(todayInSaoPaulo()).safeParse(emitidoEm);
    if (!date.success) next.emitidoEm = date.error.issues[0]?.message;
    setErrors(next);
    if (next.file || next.emitidoEm || !file) return;
    send.mutate(
      { file, emitidoEm },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setFile(null);
          setEmitidoEm('');
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'emitidoEm' || error.field === 'file')) setErrors({ [error.field]: error.message });
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{v.renewalTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {renewal?.status === 'pendente' && <Alert tone="info">{v.renewalPending(formatShortDate(renewal.emitidoEm))}</Alert>}
        {renewal?.status === 'aceita' && status.antecedentesValidaAte && <Alert tone="success">{v.renewalAccepted(formatShortDate(status.antecedentesValidaAte))}</Alert>}
        {renewal?.status === 'recusada' && (
          <Alert tone="warning">
            <p className="font-semibold">{v.renewalRefused}</p>
            {renewal.motivo && (
              <p>
                {v.latestDecision}: {VERIFICATION_REASON_LABELS[renewal.motivo]}
                {renewal.observacao ? `. ${renewal.observacao}` : ''}
              </p>
            )}
          </Alert>
        )}
        {showForm && (
          <form
            noValidate
            aria-label={v.renewalTitle}
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <p className="text-slate-800">{status.estado === 'verificacao_vencida' ? v.renewalHelpExpired : v.renewalHelpApproved}</p>
            {status.antecedentesValidaAte && <p className="text-sm text-slate-700">{v.validUntil(formatShortDate(status.antecedentesValidaAte))}</p>}
            <div className="space-y-1">
              <label htmlFor={fileId} className="font-medium text-slate-900">
                {v.renewalFile}
              </label>
              <input
                id={fileId}
                type="file"
                accept={CERTIFICATE_ACCEPT}
                aria-invalid={Boolean(errors.file)}
                aria-describedby={errors.file ? `${fileId}-erro` : undefined}
                className="block w-full text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              {errors.file && (
                <p id={`${fileId}-erro`} className="text-sm font-medium text-red-700">
                  {errors.file}
                </p>
              )}
            </div>
            <FormField label={v.renewalIssueDate} error={errors.emitidoEm}>
              <Input type="date" className="max-w-xs" max={todayInSaoPaulo()} value={emitidoEm} onChange={(e) => setEmitidoEm(e.target.value)} />
            </FormField>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? <Spinner label={caregiverVerificationCopy.renewal.sending} /> : v.renewalSend}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
