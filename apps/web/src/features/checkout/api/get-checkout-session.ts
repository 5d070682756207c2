import { checkoutSessionDtoSchema } from '@cuidar/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getCheckoutSession = (sessionId: string) =>
  apiGet(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, checkoutSessionDtoSchema);

export const getCheckoutSessionQueryOptions = (sessionId: string | null) =>
  queryOptions({ queryKey: [cacheArea.checkoutSession, sessionId], queryFn: () => getCheckoutSession(sessionId!), enabled: Boolean(sessionId) });

/** The checkout's status; asked again every `pollMs` while the payment is still being confirmed. */
export function useCheckoutSession(sessionId: string | null, options: { pollMs: number; isPolling: boolean }) {
  return useQuery({
    ...getCheckoutSessionQueryOptions(sessionId),
    refetchInterval: (query) => (options.isPolling && query.state.data?.status === 'pending' ? options.pollMs : false),
  });
}
