import { checkoutProviderResponseSchema } from '@cuidar/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getCheckoutProvider = () => apiGet('/api/checkout/provider', checkoutProviderResponseSchema).then((r) => r.provider);

/** Stripe, the test sandbox, or null when no card payment is configured (fixed while the server runs). */
export const getCheckoutProviderQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.checkoutProvider], queryFn: getCheckoutProvider, staleTime: Infinity });

export function useCheckoutProvider() {
  return useQuery(getCheckoutProviderQueryOptions());
}
