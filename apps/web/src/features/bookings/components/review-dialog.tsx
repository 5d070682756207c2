import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { toast } from 'sonner';
import { StarRatingDialog } from '@/components/star-rating-dialog';
import { errorMessage } from '@/lib/api-client';
import { useReviewBooking } from '../api/booking-actions';

/** 1 to 5 stars and an optional comment for a concluded booking. */
export function ReviewDialog({ booking, open, onOpenChange }: { booking: BookingDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const review = useReviewBooking();
  return (
    <StarRatingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Avaliar ${fullName(booking.counterpart)}`}
      description="Sua avaliação ajuda outras famílias a escolher."
      textLabel="Comentário (opcional)"
      placeholder="Como foi o atendimento?"
      isPending={review.isPending}
      onSubmit={(estrelas, comentario) =>
        review.mutate(
          { id: booking.id, estrelas, comentario },
          {
            onSuccess: () => {
              toast.success(messages.booking.reviewSent);
              onOpenChange(false);
            },
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    />
  );
}
