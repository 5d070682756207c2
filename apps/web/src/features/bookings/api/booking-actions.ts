import type { CaregiverCancelReason, FamilyCancelReason } from '@cuidar/domain/booking-details';
import { okMessageSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter, type Change } from '@/lib/invalidation';

// The lifecycle actions: the caregiver accepts or declines, the family cancels or reviews.

function useBookingAction<TVars>(change: Change, path: (vars: TVars) => string, body: (vars: TVars) => unknown = () => ({})) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => apiSend('POST', path(vars), okMessageSchema, body(vars)),
    // Not awaited: the answered item leaves the list with the refetch, and a caller's own onSuccess
    // (its toast) runs only while the item is still mounted.
    onSuccess: () => void invalidateAfter(queryClient, change),
  });
}

export const useAcceptBooking = () => useBookingAction<string>('booking', (id) => `/api/bookings/${id}/accept`);
export const useDeclineBooking = () => useBookingAction<string>('booking', (id) => `/api/bookings/${id}/decline`);
export const useCancelBooking = () =>
  useBookingAction<{ id: string; motivo?: string | undefined; motivoCodigo?: FamilyCancelReason | undefined }>(
    'booking',
    (v) => `/api/bookings/${v.id}/cancel`,
    (v) => ({ ...(v.motivoCodigo ? { motivoCodigo: v.motivoCodigo } : {}), ...(v.motivo ? { motivo: v.motivo } : {}) }),
  );
/** The caregiver cancels a confirmed booking, with a reason from the list (docs/product.md#cancellation-policy). */
export const useCaregiverCancelBooking = () =>
  useBookingAction<{ id: string; motivoCodigo: CaregiverCancelReason; motivo?: string | undefined }>(
    'booking',
    (v) => `/api/bookings/${v.id}/caregiver-cancel`,
    (v) => ({ motivoCodigo: v.motivoCodigo, ...(v.motivo ? { motivo: v.motivo } : {}) }),
  );
export const useReviewBooking = () =>
  useBookingAction<{ id: string; estrelas: number; comentario?: string | undefined }>(
    'review',
    (v) => `/api/bookings/${v.id}/review`,
    (v) => ({ estrelas: v.estrelas, ...(v.comentario ? { comentario: v.comentario } : {}) }),
  );
