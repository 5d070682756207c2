import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The lifecycle actions: the caregiver accepts or declines, the family cancels or reviews.

function useBookingAction<TVars>(path: (vars: TVars) => string, body: (vars: TVars) => unknown = () => ({})) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => api<{ ok: true; message: string }>(path(vars), { method: 'POST', body: body(vars) }),
    onSuccess: () => {
      for (const key of ['bookings', 'notifications', 'reviews', 'booking-calendar']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useAcceptBooking = () => useBookingAction<string>((id) => `/api/bookings/${id}/accept`);
export const useDeclineBooking = () => useBookingAction<string>((id) => `/api/bookings/${id}/decline`);
export const useCancelBooking = () =>
  useBookingAction<{ id: string; motivo?: string | undefined }>(
    (v) => `/api/bookings/${v.id}/cancel`,
    (v) => (v.motivo ? { motivo: v.motivo } : {}),
  );
export const useReviewBooking = () =>
  useBookingAction<{ id: string; estrelas: number; comentario?: string | undefined }>(
    (v) => `/api/bookings/${v.id}/review`,
    (v) => ({ estrelas: v.estrelas, ...(v.comentario ? { comentario: v.comentario } : {}) }),
  );
