import { payoutKeyResponseSchema, type PayoutKeyInput } from '@cuidar/domain/payouts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getPayoutKeyQueryOptions } from './get-payout-key';

export const updatePayoutKey = (input: PayoutKeyInput) => apiSend('PUT', '/api/caregiver/payout-key', payoutKeyResponseSchema, input).then((r) => r.key);
/** With Stripe payouts, removes a Pix key saved before (ADR 0061): no money goes to it. */
export const removePayoutKey = () => apiSend('DELETE', '/api/caregiver/payout-key', payoutKeyResponseSchema).then((r) => r.key);

/** The key the server answered is the card's at once; what depends on it is read again. */
function keyChanged(queryClient: QueryClient, key: Awaited<ReturnType<typeof updatePayoutKey>>) {
  queryClient.setQueryData(getPayoutKeyQueryOptions().queryKey, key);
  void invalidateAfter(queryClient, 'payoutKey');
}

export function useUpdatePayoutKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePayoutKey, onSuccess: (key) => keyChanged(queryClient, key) });
}

export function useRemovePayoutKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePayoutKey, onSuccess: (key) => keyChanged(queryClient, key) });
}
