import { cepAddressDtoSchema } from '@cuidar/domain/cep';
import type { CepAddressDto } from '@cuidar/domain/cep';
import { digitsOnly } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiGet, ApiError } from '@/lib/api-client';

export type CepStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'error';

/** The server gives up on ViaCEP after 3 s; the browser gives up on the server a little later. */
const CLIENT_TIMEOUT_MS = 5000;

export const lookupCep = (cep: string, signal?: AbortSignal) =>
  apiGet(`/api/cep/${digitsOnly(cep)}`, cepAddressDtoSchema, { ...(signal ? { signal } : {}) });

/**
 * Looks a complete CEP up through our server and hands the address to the form. The catalogue's
 * toasts (docs/product.md#messages) say what happened; whatever happens, the person can always type
 * the address by hand.
 */
export function useCepAutofill(onFound: (address: CepAddressDto) => void) {
  const [status, setStatus] = useState<CepStatus>('idle');
  const pending = useRef<AbortController | null>(null);

  async function lookup(cep: string) {
    if (digitsOnly(cep).length !== 8) {
      setStatus('idle');
      return;
    }
    pending.current?.abort();
    // Offline: say so at once instead of waiting for a request that cannot leave the device.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      pending.current = null;
      setStatus('error');
      toast.error(messages.cep.networkError);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CLIENT_TIMEOUT_MS);
    setStatus('loading');
    try {
      const address = await lookupCep(cep, controller.signal);
      onFound(address);
      setStatus('found');
      toast.success(messages.cep.found, { description: messages.cep.foundDetail });
    } catch (error) {
      if ((error as Error).name === 'AbortError' && !timedOut) return; // a newer lookup replaced this one
      if (error instanceof ApiError && error.status === 404) {
        setStatus('not-found');
        toast.error(messages.cep.notFound, { description: messages.cep.notFoundDetail });
      } else {
        setStatus('error');
        toast.error(messages.cep.networkError);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return { status, lookup };
}
