import { payoutKeyResponseSchema } from '@cuidar/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getPayoutKeyQueryOptions } from './get-payout-key';

/** With Stripe payouts, removes a Pix key saved before (ADR 0061): no money goes to it. */
export const removePayoutKey = () => apiSend('DELETE', '/api/caregiver/payout-key', payoutKeyResponseSchema).then((r) => r.key);

export function useRemovePayoutKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutKey,
    onSuccess: (key) => {
      queryClient.setQueryData(getPayoutKeyQueryOptions().queryKey, key);
      void invalidateAfter(queryClient, 'payoutKey');
    },
  });
}
