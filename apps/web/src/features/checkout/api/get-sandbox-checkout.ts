import type { SandboxCheckoutDto } from '@cuidar/domain/checkout';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSandboxCheckout = (sessionId: string) =>
  api<SandboxCheckoutDto>(`/api/payments/sandbox/${encodeURIComponent(sessionId)}`);

export function useSandboxCheckout(sessionId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'sandbox', sessionId],
    queryFn: () => getSandboxCheckout(sessionId!),
    enabled: Boolean(sessionId) && enabled,
  });
}
