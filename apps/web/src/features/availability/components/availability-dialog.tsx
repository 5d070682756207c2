import { availabilitySlotSchema, slotToFormValues, type AvailabilitySlotDto, type AvailabilitySlotInput } from '@cuidar/domain/availability';
import { messages } from '@cuidar/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { previewUpdateSlot, useCreateSlot, useUpdateSlot } from '../api/save-slot';
import { useBookingGuard } from '../hooks/use-booking-guard';
import { AffectedBookingsDialog } from './affected-bookings-dialog';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

const m = messages.availability;
const c = availabilityCopy.slotDialog;
const common = availabilityCopy.common;

interface AvailabilityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The slot being edited; absent when adding. */
  slot?: AvailabilitySlotDto | undefined;
  /** The day picked in the calendar, suggested for a new slot. */
  date: string;
}

function SlotForm({ slot, date, onDone }: { slot?: AvailabilitySlotDto | undefined; date: string; onDone: () => void }) {
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const guard = useBookingGuard();
  const saving = create.isPending || update.isPending || guard.checking;
  const form = useForm<AvailabilitySlotInput>({
    resolver: zodResolver(availabilitySlotSchema),
    defaultValues: slot ? slotToFormValues(slot) : { dataInicio: date, horaInicio: '', dataFim: date, horaFim: '' },
  });
  const { errors } = form.formState;

  const onError = (title: string) => (error: unknown) => {
    if (error instanceof ApiError && error.field && error.field in form.getValues()) {
      form.setError(error.field as FieldPath<AvailabilitySlotInput>, { message: error.message });
    }
    toast.error(title, { description: errorMessage(error, messages.generic.unknown) });
  };

  const onSubmit = (values: AvailabilitySlotInput) => {
    if (slot) {
      const onSuccess = () => {
        toast.success(m.updated);
        onDone();
      };
      // Shrinking or moving a slot may take a booking's hours away: the warning names it first.
      void guard.guard(
        () => previewUpdateSlot({ id: slot.id, ...values }),
        (confirm) => update.mutate({ id: slot.id, ...values, confirm }, { onSuccess, onError: onError(m.updateFailed) }),
        onError(m.updateFailed),
      );
    } else {
      const onSuccess = () => {
        toast.success(m.addedTitle, { description: m.added });
        onDone();
      };
      create.mutate(values, { onSuccess, onError: onError(m.addFailed) });
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <p className="text-sm text-slate-600">{common.timezone}</p>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={c.startDate} error={errors.dataInicio?.message}>
          <Input type="date" {...form.register('dataInicio')} />
        </FormField>
        <FormField label={c.startTime} error={errors.horaInicio?.message}>
          <Input type="time" step={60} {...form.register('horaInicio')} />
        </FormField>
        <FormField label={c.endDate} error={errors.dataFim?.message}>
          <Input type="date" {...form.register('dataFim')} />
        </FormField>
        <FormField label={c.endTime} error={errors.horaFim?.message}>
          <Input type="time" step={60} {...form.register('horaFim')} />
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? common.saving : common.save}
        </Button>
      </div>
      <AffectedBookingsDialog bookings={guard.bookings} busy={update.isPending} onConfirm={guard.confirm} onCancel={guard.cancel} />
    </form>
  );
}

/** 'Adicionar Disponibilidade' (or editing one): closes and clears only after a successful save. */
export function AvailabilityDialog({ open, onOpenChange, slot, date }: AvailabilityDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={slot ? c.editTitle : c.addTitle}>
        {open && <SlotForm key={slot?.id ?? date} slot={slot} date={date} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
