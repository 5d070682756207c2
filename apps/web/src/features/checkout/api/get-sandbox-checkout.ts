import { sandboxCheckoutDtoSchema } from '@cuidar/domain/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getSandboxCheckout = (sessionId: string) =>
  apiGet(`/api/payments/sandbox/${encodeURIComponent(sessionId)}`, sandboxCheckoutDtoSchema);

export const getSandboxCheckoutQueryOptions = (sessionId: string | undefined) =>
  queryOptions({ queryKey: [cacheArea.sandboxCheckout, sessionId], queryFn: () => getSandboxCheckout(sessionId!), enabled: Boolean(sessionId) });

export function useSandboxCheckout(sessionId: string | undefined, enabled: boolean) {
  return useQuery({ ...getSandboxCheckoutQueryOptions(sessionId), enabled: Boolean(sessionId) && enabled });
}
