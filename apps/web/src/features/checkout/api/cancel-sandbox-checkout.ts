import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cancelSandboxCheckout = (sessionId: string) =>
  api<{ url: string }>(`/api/payments/sandbox/${encodeURIComponent(sessionId)}/cancel`, { method: 'POST', body: {} });

/** The test page's "give up": the checkout expires and nothing is charged. */
export function useCancelSandboxCheckout() {
  return useMutation({ mutationFn: cancelSandboxCheckout });
}
