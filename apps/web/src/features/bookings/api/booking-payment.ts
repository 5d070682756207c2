import { bookingPaymentResponseSchema, type BookingPaymentMethod } from '@cuidar/domain/booking-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// Paying for a booking request (docs/product.md#booking-payments): the page's data, polled while
// the provider has not confirmed; starting a card or Pix payment; the sandbox's confirmation.

export const getBookingPayment = (id: string, method?: BookingPaymentMethod) =>
  apiGet(`/api/bookings/${encodeURIComponent(id)}/payment${method ? `?method=${method}` : ''}`, bookingPaymentResponseSchema).then((r) => r.payment);

export const getBookingPaymentQueryOptions = (id: string, method?: BookingPaymentMethod) =>
  queryOptions({
    queryKey: [cacheArea.bookingPayment, id, method ?? null],
    queryFn: () => getBookingPayment(id, method),
    // Polled every 1.5 s while it waits for the provider's event.
    refetchInterval: (query) => (query.state.data?.status === 'aguardando_pagamento' ? 1500 : false),
  });

export function useBookingPayment(id: string, method?: BookingPaymentMethod) {
  return useQuery(getBookingPaymentQueryOptions(id, method));
}

export const startBookingPayment = (id: string, method: BookingPaymentMethod) =>
  apiSend('POST', `/api/bookings/${encodeURIComponent(id)}/payment`, bookingPaymentResponseSchema, { method }).then((r) => r.payment);

export function useStartBookingPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: BookingPaymentMethod) => startBookingPayment(id, method),
    onSuccess: (payment, method) => queryClient.setQueryData(getBookingPaymentQueryOptions(id, method).queryKey, payment),
  });
}

export const confirmSandboxBookingPayment = (id: string, method: BookingPaymentMethod) =>
  apiSend('POST', `/api/payments/sandbox/bookings/${encodeURIComponent(id)}/confirm`, bookingPaymentResponseSchema, { method }).then((r) => r.payment);

/** The sandbox's "pay": the server signs the provider's event and passes it to the webhook handler. */
export function useConfirmSandboxBookingPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: BookingPaymentMethod) => confirmSandboxBookingPayment(id, method),
    onSuccess: () => invalidateAfter(queryClient, 'booking'),
  });
}
