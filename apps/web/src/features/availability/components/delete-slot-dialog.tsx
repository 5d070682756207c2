import { messages } from '@cuidar/domain/messages';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSlot } from '../api/delete-slot';

interface DeleteSlotDialogProps {
  slot: { id: string; label: string } | null;
  onClose: () => void;
}

/** Asks before removing a slot: a mistaken tap should not undo a caregiver's agenda. */
export function DeleteSlotDialog({ slot, onClose }: DeleteSlotDialogProps) {
  const remove = useDeleteSlot();
  return (
    <Dialog open={slot !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Remover disponibilidade?" description={slot ? `O horário ${slot.label} deixará de aparecer na sua agenda.` : undefined}>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              slot &&
              remove.mutate(slot.id, {
                onSuccess: () => {
                  toast.success(messages.availability.removed);
                  onClose();
                },
                onError: (error) => toast.error(messages.availability.removeFailed, { description: errorMessage(error) }),
              })
            }
          >
            {remove.isPending ? 'Removendo...' : 'Remover'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
