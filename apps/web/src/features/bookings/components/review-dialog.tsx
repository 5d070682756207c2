import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { fullName } from '@cuidar/domain/names';
import { toast } from 'sonner';
import { StarRatingDialog } from '@/components/star-rating-dialog';
import { errorMessage } from '@/lib/api-client';
import { useReviewBooking } from '../api/booking-actions';

const c = bookingsCopy.review;

/** 1 to 5 stars and an optional comment for a concluded booking. */
export function ReviewDialog({ booking, open, onOpenChange }: { booking: BookingDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const review = useReviewBooking();
  return (
    <StarRatingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title(fullName(booking.counterpart))}
      description={c.description}
      textLabel={c.textLabel}
      placeholder={c.placeholder}
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
