import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getCheckoutProvider = () => api<{ provider: PaymentProviderKind | null }>('/api/checkout/provider').then((r) => r.provider);

/** Stripe, the test sandbox, or null when no card payment is configured (fixed while the server runs). */
export const getCheckoutProviderQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.checkoutProvider], queryFn: getCheckoutProvider, staleTime: Infinity });

export function useCheckoutProvider() {
  return useQuery(getCheckoutProviderQueryOptions());
}
