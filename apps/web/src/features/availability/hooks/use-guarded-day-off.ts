import type { DayOffInput } from '@cuidar/domain/availability';
import { messages } from '@cuidar/domain/messages';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { previewAddDayOff, useAddDayOff } from '../api/add-day-off';
import { useBookingGuard } from './use-booking-guard';
import { toastAvailabilityChanged } from '../lib/changed-toast';

const p = messages.availabilityPattern;

/** Adding a day off, with the warning when it takes a booking's hours away. */
export function useGuardedDayOff() {
  const add = useAddDayOff();
  const guard = useBookingGuard();
  const fail = (error: unknown) => toast.error(p.dayOffSaveFailed, { description: errorMessage(error, messages.generic.unknown) });
  const addDayOff = (input: DayOffInput, onDone?: () => void) =>
    guard.guard(
      () => previewAddDayOff(input),
      (confirm) =>
        add.mutate(
          { ...input, confirm },
          {
            onSuccess: (saved) => {
              toastAvailabilityChanged(p.dayOffSaved, saved.keptBookings);
              onDone?.();
            },
            onError: fail,
          },
        ),
      fail,
    );
  return { addDayOff, busy: add.isPending || guard.checking, checking: guard.checking, saving: add.isPending, dialog: { bookings: guard.bookings, busy: add.isPending, onConfirm: guard.confirm, onCancel: guard.cancel } };
}
