import { messages } from '@cuidar/domain/messages';
import { operatorReportsCopy } from '@cuidar/domain/messages/screens/operator-reports';
import { createReportSchema, REPORT_DESCRICAO_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTarget } from '@cuidar/domain/reports';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateReport } from '../api/create-report';

const m = messages.reports;
const formSchema = createReportSchema.pick({ motivo: true, descricao: true });
type FormInput = { motivo: ReportReason | ''; descricao: string };

const c = operatorReportsCopy.reportButton;
const TARGET_WORDS: Record<ReportTarget, string> = c.targets;

interface ReportButtonProps {
  alvoTipo: ReportTarget;
  alvoId: string;
  /** What the button names for screen readers, e.g. 'Denunciar mensagem de Joana'. */
  accessibleName?: string;
  /** 'inline': a small text link under a chat message; 'button': an outline button. */
  look?: 'inline' | 'button';
  className?: string;
}

/**
 * 'Denunciar' and its dialog (docs/product.md#reports): a reason from the list, an optional
 * description, and a toast once the server has the report. The other person is never told.
 */
export function ReportButton({ alvoTipo, alvoId, accessibleName, look = 'button', className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateReport();
  const form = useForm<FormInput>({
    // The radio group starts empty (''), which the schema refuses with 'Escolha o motivo da denúncia.'.
    resolver: zodResolver(formSchema) as unknown as Resolver<FormInput>,
    defaultValues: { motivo: '', descricao: '' },
  });
  const { errors } = form.formState;
  const descricao = useWatch({ control: form.control, name: 'descricao' }) ?? '';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(
      { alvoTipo, alvoId, motivo: values.motivo as ReportReason, descricao: values.descricao },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {look === 'inline' ? (
          <button
            type="button"
            aria-label={accessibleName}
            className={cn('inline-flex min-h-6 items-center gap-1 rounded text-xs text-slate-500 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700', className)}
          >
            <Flag aria-hidden="true" className="size-3" />
            {m.button}
          </button>
        ) : (
          <Button variant="outline" size="sm" aria-label={accessibleName} className={cn('text-red-800', className)}>
            <Flag aria-hidden="true" className="size-4" />
            {m.button}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent title={m.dialogTitle(TARGET_WORDS[alvoTipo])} description={m.dialogText}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset>
            <legend className="mb-2 font-semibold text-slate-800">{m.reasonLabel}</legend>
            <Controller
              control={form.control}
              name="motivo"
              render={({ field }) => (
                <RadioCards
                  label={m.reasonLabel}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.motivo)}
                  className="gap-2"
                  options={REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }))}
                />
              )}
            />
            {errors.motivo?.message && (
              <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                {errors.motivo.message}
              </p>
            )}
          </fieldset>
          <FormField label={m.descricaoLabel} error={errors.descricao?.message} hint={`${descricao.length}/${REPORT_DESCRICAO_MAX}`}>
            <Textarea rows={3} maxLength={REPORT_DESCRICAO_MAX} {...form.register('descricao')} />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {c.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={create.isPending}>
              {create.isPending ? m.submitting : m.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
