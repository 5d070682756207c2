import type { BookingDto } from '@cuidar/domain/bookings';
import type { CreateBookingInput } from '@cuidar/domain/booking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BookingCalendar {
  hasDeclaredAvailability: boolean;
  precoHoraCentavos: number;
  slots: { start: string; end: string }[];
  busy: { start: string; end: string }[];
}

export function useBookingCalendar(cuidadorId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['booking-calendar', cuidadorId],
    queryFn: () => api<BookingCalendar>(`/api/caregivers/${cuidadorId}/booking-calendar`),
    enabled,
  });
}

export function useBooking(id: string | null) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    queryFn: () => api<{ booking: BookingDto }>(`/api/bookings/${id}`).then((r) => r.booking),
    enabled: Boolean(id),
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) =>
      api<{ booking: BookingDto; created: boolean }>('/api/bookings', { method: 'POST', body: input }).then((r) => r.booking),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['booking-calendar'] });
    },
  });
}

function useBookingAction<TVars>(path: (vars: TVars) => string, body: (vars: TVars) => unknown = () => ({})) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => api<{ ok: true; message: string }>(path(vars), { method: 'POST', body: body(vars) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}

export const useAcceptBooking = () => useBookingAction<string>((id) => `/api/bookings/${id}/accept`);
export const useDeclineBooking = () => useBookingAction<string>((id) => `/api/bookings/${id}/decline`);
export const useCancelBooking = () =>
  useBookingAction<{ id: string; motivo?: string }>(
    (v) => `/api/bookings/${v.id}/cancel`,
    (v) => (v.motivo ? { motivo: v.motivo } : {}),
  );
export const useReviewBooking = () =>
  useBookingAction<{ id: string; estrelas: number; comentario?: string }>(
    (v) => `/api/bookings/${v.id}/review`,
    (v) => ({ estrelas: v.estrelas, ...(v.comentario ? { comentario: v.comentario } : {}) }),
  );
