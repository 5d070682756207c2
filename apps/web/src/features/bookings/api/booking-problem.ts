import { bookingProblemResponseSchema, openDisputeResponseSchema, type OpenDisputeInput } from '@cuidar/domain/disputes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// 'Tive um problema' on a booking (docs/product.md#disputes): the window and the disputes, and opening one.

export const getBookingProblem = (id: string) => apiGet(`/api/bookings/${encodeURIComponent(id)}/problema`, bookingProblemResponseSchema);

/** Under the bookings area: a booking event (a decision, a cancellation) reads it again. */
export const getBookingProblemQueryOptions = (id: string) => queryOptions({ queryKey: [cacheArea.bookings, 'problema', id], queryFn: () => getBookingProblem(id), staleTime: 0 });

export const useBookingProblem = (id: string) => useQuery(getBookingProblemQueryOptions(id));

export function useOpenDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenDisputeInput) => apiSend('POST', `/api/bookings/${encodeURIComponent(id)}/problema`, openDisputeResponseSchema, input),
    onSuccess: () => void invalidateAfter(queryClient, 'disputeOpened'),
  });
}
