import { payoutKeyResponseSchema, type PayoutKeyInput } from '@cuidar/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getPayoutKeyQueryOptions } from './get-payout-key';

export const updatePayoutKey = (input: PayoutKeyInput) => apiSend('PUT', '/api/caregiver/payout-key', payoutKeyResponseSchema, input).then((r) => r.key);

export function useUpdatePayoutKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayoutKey,
    onSuccess: (key) => {
      queryClient.setQueryData(getPayoutKeyQueryOptions().queryKey, key);
      void invalidateAfter(queryClient, 'payoutKey');
    },
  });
}
