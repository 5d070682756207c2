import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const confirmSandboxCheckout = (sessionId: string) =>
  api<{ url: string }>(`/api/payments/sandbox/${encodeURIComponent(sessionId)}/confirm`, { method: 'POST', body: {} });

/** The test page's "pay": the server delivers the provider's events for a paid checkout. */
export function useConfirmSandboxCheckout() {
  return useMutation({ mutationFn: confirmSandboxCheckout });
}
