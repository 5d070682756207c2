import {
  DISPUTE_DECISION_ACTIONS,
  DISPUTE_DECISIONS,
  DISPUTE_NOTE_MAX,
  decideDisputeSchema,
  type DecideDisputeInput,
  type DisputeDecision,
  type DisputeDetailDto,
} from '@cuidar/domain/disputes';
import { formatCentavos } from '@cuidar/domain/format';
import { parseMoneyInput } from '@cuidar/domain/money-input';
import { messages } from '@cuidar/domain/messages';
import { operatorDisputesCopy } from '@cuidar/domain/messages/screens/operator-disputes';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { RadioCards } from '@/components/ui/radio-cards';
import { errorMessage } from '@/lib/api-client';
import { useDecideDispute } from '../api/disputes';

const m = messages.disputes;
const c = operatorDisputesCopy.decide;

/**
 * The decision (docs/product.md#disputes): refund all, refund part (an amount in R$ up to what is
 * held) or release to the caregiver, always with a note both sides read. The server moves the money.
 */
export function DecideDisputeForm({ dispute }: { dispute: DisputeDetailDto }) {
  const decide = useDecideDispute(dispute.id);
  const held = dispute.retidoCentavos;
  const [decisao, setDecisao] = useState<DisputeDecision | ''>('');
  const [valor, setValor] = useState('');
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<{ decisao?: string; valor?: string; nota?: string }>({});
  const descriptions: Record<DisputeDecision, string> = {
    reembolso_total: c.descriptions.reembolsoTotal(formatCentavos(held)),
    reembolso_parcial: c.descriptions.reembolsoParcial,
    liberado: c.descriptions.liberado(formatCentavos(dispute.retido.subtotalCentavos)),
  };

  const submit = () => {
    const parsed = decideDisputeSchema.safeParse({ decisao: decisao || undefined, valor, nota });
    const next: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof typeof next] ??= issue.message;
    const cents = parseMoneyInput(valor);
    if (decisao === 'reembolso_parcial' && cents !== null && cents > held) next.valor = m.amountTooHigh(formatCentavos(held));
    setErrors(next);
    if (!parsed.success || next.valor) return;
    const input: DecideDisputeInput = { decisao: parsed.data.decisao, valor, nota: parsed.data.nota };
    decide.mutate(input, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="sr-only">{c.decision}</legend>
        <RadioCards
          label={c.decision}
          value={decisao}
          onChange={(value) => {
            setDecisao(value);
            setErrors({});
          }}
          invalid={Boolean(errors.decisao)}
          className="gap-2"
          options={DISPUTE_DECISIONS.map((value) => ({ value, label: DISPUTE_DECISION_ACTIONS[value], description: descriptions[value] }))}
        />
        {errors.decisao && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.decisao}
          </p>
        )}
      </fieldset>
      {decisao === 'reembolso_parcial' && (
        <FormField label={c.amountLabel} error={errors.valor} hint={c.amountHint(formatCentavos(held))}>
          <MoneyInput
            value={valor}
            onChange={(e) => {
              setValor(e.target.value);
              setErrors((current) => ({ ...current, valor: undefined }));
            }}
          />
        </FormField>
      )}
      <FormField label={c.noteLabel} error={errors.nota} hint={c.noteHint}>
        <Textarea
          rows={4}
          maxLength={DISPUTE_NOTE_MAX}
          value={nota}
          onChange={(e) => {
            setNota(e.target.value);
            setErrors((current) => ({ ...current, nota: undefined }));
          }}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? c.submitting : decisao ? DISPUTE_DECISION_ACTIONS[decisao] : c.submit}
        </Button>
      </div>
    </form>
  );
}
