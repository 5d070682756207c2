import type { ContactInput } from '@cuidar/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactInput) => api<{ ok: true; message: string }>('/api/contact', { method: 'POST', body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
