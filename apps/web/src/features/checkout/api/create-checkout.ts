import type { CreateCheckoutInput } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's create-checkout: the plan id goes, the url to pay at comes back (or it is an error). */
export async function createCheckout(input: CreateCheckoutInput): Promise<{ url: string }> {
  const result = await api<{ url?: unknown }>('/api/checkout', { method: 'POST', body: input });
  if (typeof result?.url !== 'string' || result.url === '') throw new Error(messages.checkout.missingUrl);
  return { url: result.url };
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
