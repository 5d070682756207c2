import { okMessageSchema } from '@cuidar/domain/dto';
import { contactMessagesResponseSchema, type ContactReplyInput } from '@cuidar/domain/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';

// 'Fale Conosco' on the operators' desk (docs/product.md#contact).

export const getContactMessages = () => apiGet('/api/operador/contato', contactMessagesResponseSchema).then((r) => r.messages);
export const replyToContactMessage = (id: string, input: ContactReplyInput) =>
  apiSend('POST', `/api/operador/contato/${encodeURIComponent(id)}/responder`, okMessageSchema, input);

export const getContactMessagesQueryOptions = () => queryOptions({ queryKey: [cacheArea.operatorContact], queryFn: getContactMessages });

export const useContactMessages = () => useQuery(getContactMessagesQueryOptions());

export function useReplyToContactMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactReplyInput) => replyToContactMessage(id, input),
    onSuccess: () => invalidateAfter(queryClient, 'contactAnswered'),
  });
}
