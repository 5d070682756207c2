import { messages } from '@cuidar/domain/messages';
import { toast } from 'sonner';

/**
 * An availability change went through: its message, and — when bookings sat in the hours it took
 * away — that those bookings still stand (docs/product.md#availability).
 */
export function toastAvailabilityChanged(message: string, keptBookings: number): void {
  toast.success(message, keptBookings > 0 ? { description: messages.availabilityPattern.keptBookings(keptBookings) } : undefined);
}
