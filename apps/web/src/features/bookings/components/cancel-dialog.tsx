import type { BookingDto } from '@cuidar/domain/bookings';
import { formatDateRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCancelBooking } from '../api/booking-actions';

const c = bookingsCopy.cancel;

/** Cancels a booking: a reason is optional while pending and required once confirmed. */
export function CancelDialog({ booking, open, onOpenChange }: { booking: BookingDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelBooking();
  const needsReason = booking.status === 'confirmada';

  const submit = () => {
    if (needsReason && !motivo.trim()) {
      setError(messages.booking.cancelReasonRequired);
      return;
    }
    cancel.mutate(
      { id: booking.id, motivo: motivo.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(messages.booking.cancelled);
          onOpenChange(false);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={c.title}
        description={c.description(booking.counterpart.firstName, formatDateRange(booking.dataInicio, booking.dataFim))}
      >
        <Label htmlFor={`motivo-${booking.id}`}>{needsReason ? c.reasonRequiredLabel : c.reasonOptionalLabel}</Label>
        <Textarea
          id={`motivo-${booking.id}`}
          value={motivo}
          maxLength={500}
          onChange={(e) => {
            setMotivo(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `erro-motivo-${booking.id}` : undefined}
        />
        {error && (
          <p id={`erro-motivo-${booking.id}`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {c.keep}
          </Button>
          <Button variant="danger" onClick={submit} disabled={cancel.isPending}>
            {cancel.isPending ? c.cancelling : c.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
