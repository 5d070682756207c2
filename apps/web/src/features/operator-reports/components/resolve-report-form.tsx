import {
  REPORT_NOTE_MAX,
  REPORT_WARNING_MAX,
  resolveReportSchema,
  type ReportDetailDto,
  type ReportOutcome,
  type ResolveReportInput,
} from '@cuidar/domain/reports';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { errorMessage } from '@/lib/api-client';
import { useResolveReport } from '../api/reports';

type FormInput = { resultado: ReportOutcome | ''; nota: string; advertencia: string };

const c = operatorReportsCopy.resolve;
const OUTCOME_OPTIONS: Pick<Record<ReportOutcome, { label: string; description: string }>, 'suspensao'> = { suspensao: c.outcomes.suspensao };
/** A family's suspension is of the account (docs/product.md#family-suspension). */
const FAMILY_SUSPENSION = c.outcomes.suspensaoFamilia;
const OTHER_OPTIONS: Record<Exclude<ReportOutcome, 'suspensao'>, { label: string; description: string }> = {
  advertencia: c.outcomes.advertencia,
  arquivada: c.outcomes.arquivada,
};

/**
 * The decision (docs/product.md#reports): suspend (a caregiver, or a family's account), warn, or dismiss, always with
 * a note; the warning's text goes to the reported person. `onSuspended` takes the operator to the
 * caregiver's review screen, where the suspension's follow-up lives.
 */
export function ResolveReportForm({ report, onSuspended }: { report: ReportDetailDto; onSuspended: (caregiverId: string) => void }) {
  const resolve = useResolveReport(report.id);
  const canSuspend = report.reported.role === 'cuidador' || report.reported.role === 'familia';
  const outcomes: ReportOutcome[] = canSuspend ? ['suspensao', 'advertencia', 'arquivada'] : ['advertencia', 'arquivada'];
  const optionOf = (outcome: ReportOutcome) =>
    outcome === 'suspensao' ? (report.reported.role === 'familia' ? FAMILY_SUSPENSION : OUTCOME_OPTIONS.suspensao) : OTHER_OPTIONS[outcome];
  const form = useForm<FormInput>({
    // The choice starts empty (''), which the schema refuses with 'Escolha uma decisão.'.
    resolver: zodResolver(resolveReportSchema) as unknown as Resolver<FormInput>,
    defaultValues: { resultado: '', nota: '', advertencia: '' },
  });
  const { errors } = form.formState;
  const resultado = useWatch({ control: form.control, name: 'resultado' });

  const onSubmit = form.handleSubmit((values) => {
    resolve.mutate(values as ResolveReportInput, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (answer.caregiverId) onSuspended(answer.caregiverId);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="sr-only">{c.decision}</legend>
        <Controller
          control={form.control}
          name="resultado"
          render={({ field }) => (
            <RadioCards
              label={c.decision}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.resultado)}
              className="gap-2"
              options={outcomes.map((value) => ({ value, ...optionOf(value) }))}
            />
          )}
        />
        {errors.resultado?.message && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.resultado.message}
          </p>
        )}
      </fieldset>
      {resultado === 'advertencia' && (
        <FormField label={c.warningLabel} error={errors.advertencia?.message}>
          <Textarea rows={4} maxLength={REPORT_WARNING_MAX} {...form.register('advertencia')} />
        </FormField>
      )}
      <FormField label={c.noteLabel} error={errors.nota?.message} hint={c.noteHint}>
        <Textarea rows={3} maxLength={REPORT_NOTE_MAX} {...form.register('nota')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant={resultado === 'suspensao' ? 'danger' : 'primary'} disabled={resolve.isPending}>
          {resolve.isPending ? c.submitting : c.submit}
        </Button>
      </div>
    </form>
  );
}
