import type { BookingToRateDto } from '@cuidar/domain/reviews';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { toast } from 'sonner';
import { StarRatingDialog } from '@/components/star-rating-dialog';
import { errorMessage } from '@/lib/api-client';
import { useRateFamily } from '../api/rate-family';

const m = messages.reviews;

/** The caregiver's private rating of a family: 1 to 5 stars and an optional private note. */
export function RateFamilyDialog({ booking, open, onOpenChange }: { booking: BookingToRateDto; open: boolean; onOpenChange: (open: boolean) => void }) {
  const rate = useRateFamily();
  return (
    <StarRatingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.rateFamily(fullName(booking.familia))}
      description={m.rateFamilyDescription}
      textLabel={m.privateNote}
      isPending={rate.isPending}
      onSubmit={(estrelas, nota) =>
        rate.mutate(
          { pedidoId: booking.pedidoId, estrelas, nota },
          {
            onSuccess: () => {
              toast.success(m.familyReviewSent);
              onOpenChange(false);
            },
            onError: (e) => toast.error(errorMessage(e)),
          },
        )
      }
    />
  );
}
