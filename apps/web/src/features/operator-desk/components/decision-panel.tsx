import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import type { CaregiverReviewDto, OperatorAction } from '@cuidar/domain/operator-desk';
import { VERIFICATION_REASON_LABELS, VERIFICATION_REASONS, type VerificationReason, type VerificationState } from '@cuidar/domain/verification';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDecideCaregiver } from '../api/decide';
import { Section } from './review-cards';
import { VerificationStateBadge } from './verification-state-badge';

const o = messages.operatorDesk;
const c = operatorDeskCopy;

const ACTION_LABELS: Record<OperatorAction, string> = { aprovar: o.approve, reprovar: o.refuse, suspender: o.suspend, reativar: o.reinstate };

/** Which decisions the current state allows (the server's transition table decides in the end). */
function actionsFor(state: VerificationState): OperatorAction[] {
  switch (state) {
    case 'em_analise':
      return ['aprovar', 'reprovar', 'suspender'];
    case 'aprovado':
    case 'verificacao_vencida':
      return ['suspender'];
    case 'suspenso':
      return ['reativar'];
    default:
      return [];
  }
}

function successMessage(action: OperatorAction, declined: number): string {
  return action === 'suspender' ? o.decided.suspender(declined) : o.decided[action];
}

/** Reason from the list plus free text: refusing, suspending and lifting a suspension. */
function ReasonForm({ action, review, onDone }: { action: Exclude<OperatorAction, 'aprovar'>; review: CaregiverReviewDto; onDone: () => void }) {
  const decide = useDecideCaregiver();
  const [motivo, setMotivo] = useState<VerificationReason | ''>('');
  const [observacao, setObservacao] = useState('');
  const [errors, setErrors] = useState<{ motivo?: string; observacao?: string }>({});
  const submit = () => {
    const found: typeof errors = {};
    if (!motivo) found.motivo = messages.caregiverVerification.reasonRequired;
    if (action === 'reprovar' && !observacao.trim()) found.observacao = o.refusalNoteRequired;
    setErrors(found);
    if (found.motivo || found.observacao) return;
    decide.mutate(
      { caregiverId: review.cuidador.id, acao: action, de: review.cuidador.verificacao, motivo: motivo || null, observacao: observacao.trim() },
      {
        onSuccess: (answer) => {
          toast.success(successMessage(action, answer.reservasRecusadas));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'motivo' || error.field === 'observacao')) setErrors({ [error.field]: error.message });
          else toast.error(errorMessage(error));
        },
      },
    );
  };
  return (
    <form
      noValidate
      aria-label={ACTION_LABELS[action]}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <FormField label={o.reason} error={errors.motivo}>
        <Select value={motivo} onChange={(e) => setMotivo(e.target.value as VerificationReason | '')} autoFocus>
          <option value="">{o.chooseReason}</option>
          {VERIFICATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {VERIFICATION_REASON_LABELS[reason]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={action === 'reprovar' ? o.observation : c.optional(o.observation)} hint={action === 'reprovar' ? o.observationHintRefuse : o.observationHint} error={errors.observacao}>
        <Textarea rows={3} maxLength={1000} value={observacao} onChange={(e) => setObservacao(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={action === 'reativar' ? 'primary' : 'danger'} disabled={decide.isPending} aria-busy={decide.isPending}>
          {decide.isPending ? <Spinner label={c.saving} /> : o.confirm(ACTION_LABELS[action])}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {o.cancel}
        </Button>
      </div>
    </form>
  );
}

export function DecisionPanel({ review }: { review: CaregiverReviewDto }) {
  const decide = useDecideCaregiver();
  const [open, setOpen] = useState<Exclude<OperatorAction, 'aprovar'> | null>(null);
  const state = review.cuidador.verificacao;
  const actions = actionsFor(state);

  const approve = () =>
    decide.mutate(
      { caregiverId: review.cuidador.id, acao: 'aprovar', de: state },
      { onSuccess: () => toast.success(o.decided.aprovar), onError: (error) => toast.error(errorMessage(error)) },
    );

  return (
    <Section id="decisao-titulo" title={c.decision.title}>
      <p className="flex flex-wrap items-center gap-2 text-slate-700">
        {c.decision.currentState}
        <VerificationStateBadge state={state} />
      </p>
      {actions.includes('aprovar') && (
        <div className="space-y-2">
          {!review.podeAprovar && <Alert tone="warning">{o.approveBlocked}</Alert>}
          {review.podeAprovar && <p className="text-sm text-slate-600">{o.approveHint}</p>}
        </div>
      )}
      {actions.length > 0 && !open && (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) =>
            action === 'aprovar' ? (
              <Button key={action} onClick={approve} disabled={!review.podeAprovar || decide.isPending} aria-busy={decide.isPending}>
                {decide.isPending ? <Spinner label={c.decision.approving} /> : o.approve}
              </Button>
            ) : (
              <Button key={action} variant={action === 'reativar' ? 'primary' : 'outline'} onClick={() => setOpen(action)}>
                {ACTION_LABELS[action]}
              </Button>
            ),
          )}
        </div>
      )}
      {open && <ReasonForm action={open} review={review} onDone={() => setOpen(null)} />}
    </Section>
  );
}
