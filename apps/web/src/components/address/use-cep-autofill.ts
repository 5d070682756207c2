import type { CepAddressDto } from '@cuidar/domain/cep';
import { digitsOnly } from '@cuidar/domain/masks';
import { messages } from '@cuidar/domain/messages';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { api, ApiError } from '@/lib/api-client';

export type CepStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'error';

export const lookupCep = (cep: string, signal?: AbortSignal) =>
  api<CepAddressDto>(`/api/cep/${digitsOnly(cep)}`, { ...(signal ? { signal } : {}) });

/**
 * Looks a complete CEP up through our server and hands the address to the form. The spec's toasts
 * say what happened; whatever happens, the person can always type the address by hand.
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
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    try {
      const address = await lookupCep(cep, controller.signal);
      onFound(address);
      setStatus('found');
      toast.success(messages.cep.found, { description: messages.cep.foundDetail });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      if (error instanceof ApiError && error.status === 404) {
        setStatus('not-found');
        toast.error(messages.cep.notFound, { description: messages.cep.notFoundDetail });
      } else {
        setStatus('error');
        toast.error(messages.cep.networkError);
      }
    }
  }

  return { status, lookup };
}
