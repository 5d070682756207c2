import { payoutAccountLinkResponseSchema } from '@cuidar/domain/payouts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const startPayoutOnboarding = () => apiSend('POST', '/api/caregiver/payout-account/onboarding', payoutAccountLinkResponseSchema);

/** Opens (once) the caller's Stripe account and answers Stripe's page; the caller goes there. */
export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}
