import { createCheckoutResponseSchema, type CreateCheckoutInput } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiSend } from '@/lib/api-client';

/** Starting a checkout (docs/product.md#plans): the plan id goes, the url to pay at comes back (or it is an error). */
export async function createCheckout(input: CreateCheckoutInput): Promise<{ url: string }> {
  try {
    const { url } = await apiSend('POST', '/api/checkout', createCheckoutResponseSchema, input);
    return { url };
  } catch (error) {
    // An answer without the address to pay at has its own catalogue message (docs/product.md#messages).
    if (error instanceof ApiError && error.code === 'BAD_RESPONSE') throw new Error(messages.checkout.missingUrl);
    throw error;
  }
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
