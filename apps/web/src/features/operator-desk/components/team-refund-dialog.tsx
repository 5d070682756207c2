import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { operatorPaymentsCopy } from '@cuidar/domain/messages/screens/operator-payments';
import { TEAM_REFERENCE_MAX, TEAM_REFUND_METHODS, teamRefundSchema, type StuckMoneyDto, type TeamRefundInput, type TeamRefundMethod } from '@cuidar/domain/operator-payments';
import type { z } from '@cuidar/domain/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRecordTeamRefund } from '../api/stuck-money-actions';

const c = operatorPaymentsCopy.teamRefund;

interface FormValues {
  metodo: TeamRefundMethod | '';
  referencia: string;
  confirmado: boolean;
}
type TeamRefundForm = z.output<typeof teamRefundSchema>;

function TeamRefundForm({ item, person, onDone }: { item: StuckMoneyDto; person: string; onDone: () => void }) {
  const record = useRecordTeamRefund();
  const amount = formatCentavos(item.amountCents);
  const form = useForm<FormValues, unknown, TeamRefundForm>({
    resolver: zodResolver(teamRefundSchema) as never,
    defaultValues: { metodo: '', referencia: '', confirmado: false },
  });
  const { errors } = form.formState;
  const onSubmit = (input: TeamRefundForm) =>
    record.mutate(
      { target: { kind: item.kind, id: item.id }, input: input satisfies TeamRefundInput },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field && error.field in form.getValues()) {
            form.setError(error.field as keyof FormValues, { message: error.message }, { shouldFocus: true });
            return;
          }
          toast.error(errorMessage(error));
          // Done or no longer refused meanwhile: the list is read again and the dialog has nothing to do.
          if (error instanceof ApiError && error.status === 409) onDone();
        },
      },
    );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900">{c.methodLabel}</legend>
        <Controller
          control={form.control}
          name="metodo"
          render={({ field }) => (
            <RadioCards
              label={c.methodLabel}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(errors.metodo)}
              className="gap-2 sm:grid-cols-2"
              options={TEAM_REFUND_METHODS.map((value) => ({ value, label: c.methods[value].label, description: c.methods[value].description }))}
            />
          )}
        />
        {errors.metodo && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.metodo.message}
          </p>
        )}
      </fieldset>
      <FormField label={c.referenceLabel} error={errors.referencia?.message} hint={c.referenceHint}>
        <Input autoComplete="off" maxLength={TEAM_REFERENCE_MAX} {...form.register('referencia')} />
      </FormField>
      <Controller
        control={form.control}
        name="confirmado"
        render={({ field }) => <CheckboxField label={c.confirm(amount, person)} checked={field.value === true} onCheckedChange={field.onChange} error={errors.confirmado?.message} />}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={record.isPending}>
            {c.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
          {record.isPending ? <Spinner label={c.submitting} /> : c.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Registrar devolução feita pela equipe' (docs/product.md#operators): for a refund the provider
 * refused, once the team has sent the money itself: how (Pix or bank transfer), the transfer's
 * reference, and the operator's confirmation that the money left. The server checks it again.
 */
export function TeamRefundDialog({ item }: { item: StuckMoneyDto }) {
  const [open, setOpen] = useState(false);
  const amount = formatCentavos(item.amountCents);
  const person = item.pessoa.nome || messages.settings.deletedName;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={c.label(amount)}>
        {c.button}
      </Button>
      <DialogContent title={c.title} description={c.description(amount, person)}>
        {open && <TeamRefundForm item={item} person={person} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
