import type { CheckoutSessionDto } from '@cuidar/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getCheckoutSession = (sessionId: string) =>
  api<CheckoutSessionDto>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`);

/** The checkout's status; asked again every `pollMs` while the payment is still being confirmed. */
export function useCheckoutSession(sessionId: string | null, options: { pollMs: number; isPolling: boolean }) {
  return useQuery({
    queryKey: ['checkout', 'session', sessionId],
    queryFn: () => getCheckoutSession(sessionId!),
    enabled: Boolean(sessionId),
    refetchInterval: (query) => (options.isPolling && query.state.data?.status === 'pending' ? options.pollMs : false),
  });
}
