import { checkoutUrlResponseSchema } from '@cuidar/domain/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const cancelSandboxCheckout = (sessionId: string) =>
  apiSend('POST', `/api/payments/sandbox/${encodeURIComponent(sessionId)}/cancel`, checkoutUrlResponseSchema, {});

/** The test page's "give up": the checkout expires and nothing is charged. */
export function useCancelSandboxCheckout() {
  return useMutation({ mutationFn: cancelSandboxCheckout });
}
