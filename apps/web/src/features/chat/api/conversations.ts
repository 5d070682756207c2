import {
  conversationsResponseSchema,
  messagesResponseSchema,
  openConversationResponseSchema,
  sendMessageResponseSchema,
  type MessageDto,
} from '@cuidar/domain/booking-schemas';
import { okSchema, unreadCountSchema } from '@cuidar/domain/dto';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { cacheArea, invalidateAfter } from '@/lib/invalidation';
import { refetchFresh } from '@/lib/refetch-fresh';

export const openConversation = (withId: string) => apiSend('POST', '/api/conversations', openConversationResponseSchema, { withId });
export const getConversations = () => apiGet('/api/conversations', conversationsResponseSchema).then((r) => r.conversations);
export const getMessages = (conversaId: string) =>
  apiGet(`/api/conversations/${conversaId}/messages`, messagesResponseSchema).then((r) => r.messages);
export const getUnreadMessageCount = () => apiGet('/api/conversations/unread-count', unreadCountSchema).then((r) => r.unread);
export const sendMessage = (conversaId: string, content: string) =>
  apiSend('POST', `/api/conversations/${conversaId}/messages`, sendMessageResponseSchema, { content }).then((r) => r.message);
export const markConversationRead = (conversaId: string) =>
  apiSend('POST', `/api/conversations/${conversaId}/read`, okSchema, {});

export const getConversationsQueryOptions = () => queryOptions({ queryKey: [cacheArea.conversations], queryFn: getConversations });

export const getMessagesQueryOptions = (conversaId: string | undefined) =>
  queryOptions({ queryKey: [cacheArea.messages, conversaId], queryFn: () => getMessages(conversaId!), enabled: Boolean(conversaId) });

/** Messages the person has not read yet, over every conversation (the menu's badge). */
export const getUnreadMessageCountQueryOptions = () => queryOptions({ queryKey: [cacheArea.unreadMessages], queryFn: getUnreadMessageCount });

/** Adds a message to a conversation's list once (the sender's own copy arrives twice). */
export function appendMessage(list: MessageDto[] | undefined, message: MessageDto): MessageDto[] {
  if (!list) return [message];
  if (list.some((m) => m.id === message.id)) return list;
  return [...list, message];
}

/**
 * A message that arrived (sent here, or pushed live) goes into its open conversation. A list still
 * loading may have been read before this message: it is read again instead.
 */
export function addMessageToCache(queryClient: QueryClient, message: MessageDto): void {
  const { queryKey } = getMessagesQueryOptions(message.conversaId);
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') void refetchFresh(queryClient, { queryKey, exact: true });
  else queryClient.setQueryData(queryKey, (list) => appendMessage(list, message));
}

export function useOpenConversation() {
  return useMutation({ mutationFn: openConversation });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}

export function useUnreadMessageCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUnreadMessageCountQueryOptions(), enabled: options.enabled ?? true });
}

export function useMessages(conversaId: string | undefined) {
  return useQuery(getMessagesQueryOptions(conversaId));
}

export function useSendMessage(conversaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversaId, content),
    onSuccess: (message) => {
      addMessageToCache(queryClient, message);
      void invalidateAfter(queryClient, 'message');
    },
  });
}

export function useMarkConversationRead(conversaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversaId),
    onSuccess: () => void invalidateAfter(queryClient, 'conversationRead'),
  });
}
