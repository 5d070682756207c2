import { formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { operatorDeskCopy } from '@cuidar/domain/messages/screens/operator-desk';
import { CHECKS_NEEDING_NOTE, missingForCheck, type CaregiverReviewDto, type ReviewCheckDto } from '@cuidar/domain/operator-desk';
import { VERIFICATION_CHECK_LABELS } from '@cuidar/domain/verification';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSetVerificationCheck } from '../api/set-check';
import { Section } from './review-cards';

const o = messages.operatorDesk;
const c = operatorDeskCopy;

const noteLabel = (item: ReviewCheckDto['item']) =>
  item === 'entrevista' ? o.checkNoteInterview : item === 'referencia_1' || item === 'referencia_2' ? o.checkNoteReference : o.checkNote;

/** One item: its state, and (while in review) the form that marks it with its note and date. */
function CheckItem({ caregiverId, check, editable }: { caregiverId: string; check: ReviewCheckDto; editable: boolean }) {
  const save = useSetVerificationCheck();
  const [nota, setNota] = useState(check.nota ?? '');
  const [realizadaEm, setRealizadaEm] = useState(check.realizadaEm ?? '');
  const [errors, setErrors] = useState<{ nota?: string; realizadaEm?: string }>({});
  const headingId = `item-${check.item}`;
  const needsNote = CHECKS_NEEDING_NOTE.includes(check.item);

  const submit = (feito: boolean) => {
    const input = { nota: nota.trim() || null, realizadaEm: realizadaEm || null };
    if (feito) {
      const missing = missingForCheck(check.item, input);
      if (missing) {
        setErrors(missing === 'nota' ? { nota: o.noteRequired } : { realizadaEm: o.interviewDateRequired });
        return;
      }
    }
    setErrors({});
    save.mutate(
      { caregiverId, item: check.item, feito, nota: nota.trim(), realizadaEm: check.item === 'entrevista' ? realizadaEm || null : null },
      {
        onSuccess: () => toast.success(feito ? o.checkSaved : o.checkCleared),
        onError: (error) => {
          if (error instanceof ApiError && (error.field === 'nota' || error.field === 'realizadaEm')) setErrors({ [error.field]: error.message });
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        {check.feito ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        ) : (
          <Circle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-400" />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {VERIFICATION_CHECK_LABELS[check.item]}
            <span className="sr-only">{check.feito ? c.checklist.done : c.checklist.pending}</span>
          </h3>
          {check.feito && (
            <p className="text-sm text-slate-600">
              {o.checkDone(check.marcadoPor ?? '—', formatDateTime(check.marcadoEm!))}
              {check.realizadaEm ? ` · ${o.interviewDate}: ${formatShortDate(check.realizadaEm)}` : ''}
            </p>
          )}
          {check.feito && check.nota && !editable && <p className="mt-1 whitespace-pre-line text-slate-800">{check.nota}</p>}
        </div>
      </div>
      {editable && (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit(true);
          }}
        >
          {check.item === 'entrevista' && (
            <FormField label={o.interviewDate} error={errors.realizadaEm}>
              <Input type="date" value={realizadaEm} onChange={(e) => setRealizadaEm(e.target.value)} className="sm:max-w-xs" />
            </FormField>
          )}
          <FormField label={needsNote ? noteLabel(check.item) : c.optional(o.checkNote)} error={errors.nota}>
            <Textarea rows={2} maxLength={1000} value={nota} onChange={(e) => setNota(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending} aria-label={`${o.saveCheck}: ${VERIFICATION_CHECK_LABELS[check.item]}`}>
              {save.isPending ? <Spinner label={c.saving} /> : o.saveCheck}
            </Button>
            {check.feito && (
              <Button type="button" size="sm" variant="outline" disabled={save.isPending} onClick={() => submit(false)}>
                {o.clearCheck}
              </Button>
            )}
          </div>
        </form>
      )}
    </li>
  );
}

export function ChecklistCard({ review }: { review: CaregiverReviewDto }) {
  const editable = review.cuidador.verificacao === 'em_analise';
  const done = review.checklist.filter((c) => c.feito).length;
  return (
    <Section id="verificacao-titulo" title={o.sectionChecklist}>
      <p className="text-slate-700" aria-live="polite">
        {c.checklist.progress(done, review.checklist.length)}
      </p>
      {!editable && <p className="text-sm text-slate-600">{o.checklistOnlyInReview}</p>}
      <ul className="space-y-3">
        {review.checklist.map((check) => (
          <CheckItem key={`${check.item}-${check.marcadoEm ?? 'pendente'}`} caregiverId={review.cuidador.id} check={check} editable={editable} />
        ))}
      </ul>
    </Section>
  );
}
