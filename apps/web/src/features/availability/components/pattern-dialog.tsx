import {
  endsNextDay,
  rangeMinutes,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  WEEKDAYS_MONDAY_FIRST,
  weeklyPatternSchema,
  type WeeklyPatternDto,
  type WeeklyPatternInput,
} from '@cuidar/domain/availability';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { previewSavePattern, useSavePattern } from '../api/save-pattern';
import { useBookingGuard } from '../hooks/use-booking-guard';
import { AffectedBookingsDialog } from './affected-bookings-dialog';
import { toastAvailabilityChanged } from '../lib/changed-toast';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const p = messages.availabilityPattern;
const c = availabilityCopy.pattern;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'até 07:00 do dia seguinte' under a range whose end is on the next day. */
function NextDayHint({ control, index }: { control: Control<WeeklyPatternInput>; index: number }) {
  const [start, end] = useWatch({ control, name: [`faixas.${index}.horaInicio`, `faixas.${index}.horaFim`] });
  if (!TIME.test(start) || !TIME.test(end) || !endsNextDay(start, end)) return null;
  return (
    <p className="text-sm font-medium text-brand-800" aria-live="polite">
      {rangeMinutes(start, end) === 24 * 60 ? p.fullDay(end) : p.endsNextDay(end)}
    </p>
  );
}

function PatternForm({ pattern, onDone }: { pattern: WeeklyPatternDto | null; onDone: () => void }) {
  const save = useSavePattern();
  const guard = useBookingGuard();
  const form = useForm<WeeklyPatternInput>({
    resolver: zodResolver(weeklyPatternSchema),
    defaultValues: pattern
      ? { faixas: pattern.faixas, validoDe: pattern.validoDe, validoAte: pattern.validoAte ?? '' }
      : { faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' }], validoDe: todayInSaoPaulo(), validoAte: '' },
  });
  const faixas = useFieldArray({ control: form.control, name: 'faixas' });
  const { errors } = form.formState;
  const busy = save.isPending || guard.checking;
  const listError = errors.faixas?.message ?? errors.faixas?.root?.message;
  const fail = (error: unknown) => toast.error(p.saveFailed, { description: errorMessage(error, messages.generic.unknown) });

  const onSubmit = (values: WeeklyPatternInput) => {
    const input = { id: pattern?.id, values };
    void guard.guard(
      () => previewSavePattern(input),
      (confirm) =>
        save.mutate(
          { ...input, confirm },
          {
            onSuccess: (saved) => {
              toastAvailabilityChanged(p.saved, saved.keptBookings);
              onDone();
            },
            onError: fail,
          },
        ),
      fail,
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-sm text-slate-600">{c.timezone}</p>
      {faixas.fields.map((field, index) => {
        const error = errors.faixas?.[index];
        return (
          <fieldset key={field.id} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
            <legend className="px-1 font-semibold text-slate-900">{c.rangeLegend(faixas.fields.length > 1 ? index + 1 : null)}</legend>
            <Controller
              control={form.control}
              name={`faixas.${index}.dias`}
              render={({ field: dias }) => (
                <div role="group" aria-labelledby={`dias-${field.id}-label`} aria-describedby={error?.dias ? `dias-${field.id}-error` : undefined}>
                  <p id={`dias-${field.id}-label`} className="mb-2 text-sm font-medium text-slate-800">
                    {p.days}
                  </p>
                  <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-7">
                    {WEEKDAYS_MONDAY_FIRST.map((day) => {
                      const id = `dia-${field.id}-${day}`;
                      const checked = dias.value.includes(day);
                      return (
                        <label
                          key={day}
                          htmlFor={id}
                          className="flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-md border border-slate-300 px-1 py-2 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
                        >
                          <Checkbox
                            id={id}
                            aria-label={WEEKDAY_NAMES[day]}
                            checked={checked}
                            onCheckedChange={(value) => dias.onChange(value === true ? [...dias.value, day] : dias.value.filter((d) => d !== day))}
                          />
                          <span aria-hidden="true" className="text-sm font-medium">
                            {WEEKDAY_SHORT[day]}
                          </span>
                        </label>
                      );
                    })}
                  </div>
                  {error?.dias && (
                    <p id={`dias-${field.id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                      {error.dias.message ?? error.dias.root?.message}
                    </p>
                  )}
                </div>
              )}
            />
            <div className="grid grid-cols-2 gap-3">
              <FormField label={p.from} error={error?.horaInicio?.message}>
                <Input type="time" step={60} {...form.register(`faixas.${index}.horaInicio`)} />
              </FormField>
              <FormField label={p.until} error={error?.horaFim?.message}>
                <Input type="time" step={60} {...form.register(`faixas.${index}.horaFim`)} />
              </FormField>
            </div>
            <NextDayHint control={form.control} index={index} />
            {faixas.fields.length > 1 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => faixas.remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {p.removeRange}
              </Button>
            )}
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {faixas.fields.length < 7 && (
        <Button type="button" variant="outline" onClick={() => faixas.append({ dias: [], horaInicio: '', horaFim: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          {p.addRange}
        </Button>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={p.validFrom} error={errors.validoDe?.message}>
          <Input type="date" {...form.register('validoDe')} />
        </FormField>
        <FormField label={p.validUntil} error={errors.validoAte?.message} hint={p.validUntilHint}>
          <Input type="date" {...form.register('validoAte')} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {availabilityCopy.common.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {guard.checking ? p.checking : save.isPending ? p.saving : p.save}
        </Button>
      </div>
      <AffectedBookingsDialog bookings={guard.bookings} busy={save.isPending} onConfirm={guard.confirm} onCancel={guard.cancel} />
    </form>
  );
}

/** 'Repetir toda semana': creating or re-saving the weekly pattern. */
export function PatternDialog({ open, onOpenChange, pattern }: { open: boolean; onOpenChange: (open: boolean) => void; pattern: WeeklyPatternDto | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={pattern ? p.edit : p.create}>{open && <PatternForm pattern={pattern} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}
