import { okMessageSchema } from '@cuidar/domain/dto';
import type { ContactInput } from '@cuidar/domain/contact';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const sendContactMessage = (input: ContactInput) => apiSend('POST', '/api/contact', okMessageSchema, input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
