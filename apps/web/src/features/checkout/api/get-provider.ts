import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getCheckoutProvider = () => api<{ provider: PaymentProviderKind | null }>('/api/checkout/provider').then((r) => r.provider);

/** Stripe, the test sandbox, or null when no card payment is configured. */
export function useCheckoutProvider() {
  return useQuery({ queryKey: ['checkout', 'provider'], queryFn: getCheckoutProvider, staleTime: Infinity });
}
