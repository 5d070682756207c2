import { messages } from '@cuidar/domain/messages';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { previewDeleteSlot, useDeleteSlot } from '../api/delete-slot';
import { useBookingGuard } from '../hooks/use-booking-guard';
import { AffectedBookingsActions, AffectedBookingsList } from './affected-bookings-dialog';
import { toastAvailabilityChanged } from '../lib/changed-toast';
import { availabilityCopy } from '@cuidar/domain/messages/screens/availability';

interface DeleteSlotDialogProps {
  slot: { id: string; label: string } | null;
  onClose: () => void;
}

/**
 * Asks before removing a slot: a mistaken tap should not undo a caregiver's agenda. When the slot
 * holds a booking, the warning names it first (the booking stays; docs/product.md#availability).
 */
export function DeleteSlotDialog({ slot, onClose }: DeleteSlotDialogProps) {
  const remove = useDeleteSlot();
  const guard = useBookingGuard();
  const busy = remove.isPending || guard.checking;
  const fail = (error: unknown) => toast.error(messages.availability.removeFailed, { description: errorMessage(error) });
  const run = () => {
    if (!slot) return;
    void guard.guard(
      () => previewDeleteSlot(slot.id),
      (confirm) =>
        remove.mutate(
          { id: slot.id, confirm },
          {
            onSuccess: (result) => {
              toastAvailabilityChanged(messages.availability.removed, result.keptBookings);
              onClose();
            },
            onError: fail,
          },
        ),
      fail,
    );
  };
  const close = () => {
    guard.cancel();
    onClose();
  };
  const p = messages.availabilityPattern;
  const c = availabilityCopy.deleteSlot;
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && close()}>
      {guard.bookings ? (
        <DialogContent title={p.bookingsAffectedTitle} description={p.bookingsAffectedIntro(guard.bookings.length)}>
          <AffectedBookingsList bookings={guard.bookings} />
          <AffectedBookingsActions busy={remove.isPending} onConfirm={guard.confirm} onCancel={close} />
        </DialogContent>
      ) : (
        <DialogContent title={c.title} description={slot ? c.description(slot.label) : undefined}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={busy}>
              {availabilityCopy.common.cancel}
            </Button>
            <Button variant="danger" disabled={busy} onClick={run}>
              {guard.checking ? p.checking : remove.isPending ? c.removing : c.remove}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
