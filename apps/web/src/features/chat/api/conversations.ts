import type { ConversationDto, MessageDto } from '@cuidar/domain/booking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Adds a message to a conversation's cached list once (the sender's own copy arrives twice). */
export function appendMessage(list: MessageDto[] | undefined, message: MessageDto): MessageDto[] {
  if (!list) return [message];
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message];
}

export const openConversation = (withId: string) => api<{ id: string }>('/api/conversations', { method: 'POST', body: { withId } });

export function useOpenConversation() {
  return useMutation({ mutationFn: openConversation });
}

export function useConversations() {
  return useQuery({
    queryKey: ['conversations'],
    queryFn: () => api<{ conversations: ConversationDto[] }>('/api/conversations').then((r) => r.conversations),
  });
}

export function useMessages(conversaId: string | undefined) {
  return useQuery({
    queryKey: ['messages', conversaId],
    queryFn: () => api<{ messages: MessageDto[] }>(`/api/conversations/${conversaId}/messages`).then((r) => r.messages),
    enabled: Boolean(conversaId),
  });
}

export function useSendMessage(conversaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<{ message: MessageDto }>(`/api/conversations/${conversaId}/messages`, { method: 'POST', body: { content } }).then((r) => r.message),
    onSuccess: (message) => {
      queryClient.setQueryData<MessageDto[]>(['messages', conversaId], (list) => appendMessage(list, message));
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
    },
  });
}

export function useMarkConversationRead(conversaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>(`/api/conversations/${conversaId}/read`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
