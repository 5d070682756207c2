import { messages } from '@cuidar/domain/messages';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { previewDeleteSlot, useDeleteSlot } from '../api/delete-slot';
import { useBookingGuard } from '../hooks/use-booking-guard';
import { AffectedBookingsDialog } from './affected-bookings-dialog';

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
              toast.success(messages.availability.removed, result.keptBookings > 0 ? { description: messages.availabilityPattern.keptBookings(result.keptBookings) } : undefined);
              onClose();
            },
            onError: fail,
          },
        ),
      fail,
    );
  };
  return (
    <>
      <Dialog open={slot !== null && guard.bookings === null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent title="Remover disponibilidade?" description={slot ? `O horário ${slot.label} deixará de aparecer na sua agenda.` : undefined}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button variant="danger" disabled={busy} onClick={run}>
              {guard.checking ? messages.availabilityPattern.checking : remove.isPending ? 'Removendo...' : 'Remover'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <AffectedBookingsDialog
        bookings={guard.bookings}
        busy={remove.isPending}
        onConfirm={guard.confirm}
        onCancel={() => {
          guard.cancel();
          onClose();
        }}
      />
    </>
  );
}
