import { checkoutUrlResponseSchema } from '@cuidar/domain/checkout';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const confirmSandboxCheckout = (sessionId: string) =>
  apiSend('POST', `/api/payments/sandbox/${encodeURIComponent(sessionId)}/confirm`, checkoutUrlResponseSchema, {});

/** The test page's "pay": the server delivers the provider's events for a paid checkout. */
export function useConfirmSandboxCheckout() {
  return useMutation({ mutationFn: confirmSandboxCheckout });
}
