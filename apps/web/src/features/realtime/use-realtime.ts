import type { MessageDto, RealtimeEvent } from '@cuidar/domain/booking-schemas';
import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, type Location } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/features/auth/api/get-session';
import { addMessageToCache, getConversationsQueryOptions } from '@/features/chat/api/conversations';
import { invalidateAfter } from '@/lib/invalidation';
import { useCurrentLocation } from '@/lib/router-state';
import { RealtimeConnection, realtimeUrl, type RealtimeStatus } from './realtime-connection';

/** What a live event changed, through the one invalidation map (lib/invalidation.ts). */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    case 'message':
      addMessageToCache(queryClient, event.message);
      void invalidateAfter(queryClient, 'message');
      return;
    case 'notification':
      void invalidateAfter(queryClient, 'notification');
      return;
    case 'booking':
      void invalidateAfter(queryClient, 'booking');
      return;
    case 'review':
      void invalidateAfter(queryClient, 'review');
      return;
    case 'ready':
      // Handled by onReconnect: everything an event could have changed is read again.
      return;
  }
}

const conversationPath = (role: Role, conversaId: string) => `${paths.dashboardPage(role, 'mensagens')}?conversa=${conversaId}`;

/** Whether the person is looking at this conversation right now (then no toast is needed). */
export function isViewingConversation(location: Pick<Location, 'pathname' | 'search'>, role: Role, conversaId: string): boolean {
  return location.pathname === paths.dashboardPage(role, 'mensagens') && new URLSearchParams(location.search).get('conversa') === conversaId;
}

const SNIPPET_LENGTH = 80;
const snippet = (text: string) => (text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text);

/** A toast for a message received anywhere but in its open conversation, with a way to open it. */
async function announceMessage(queryClient: QueryClient, message: MessageDto, openConversation: () => void) {
  // The conversation list is being read again for this very message; its sender's name comes from it.
  const conversations = await queryClient.fetchQuery({ ...getConversationsQueryOptions(), staleTime: 5_000 }).catch(() => []);
  const firstName = conversations.find((c) => c.id === message.conversaId)?.counterpart.firstName ?? '';
  toast(messages.live.newMessageFrom(firstName), {
    // One toast per conversation, replaced by its newest message; long enough to reach 'Abrir'.
    id: `mensagem-${message.conversaId}`,
    duration: 10_000,
    description: snippet(message.content),
    action: { label: messages.live.openConversation, onClick: openConversation },
  });
}

/**
 * Keeps the signed-in user's socket open and turns its events into fresh data through the
 * invalidation map; a message received on another page also shows a toast. After a reconnect,
 * everything that could have changed meanwhile is read again. Answers the connection's status.
 */
export function useRealtimeConnection(): RealtimeStatus | null {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // From the moment a navigation starts (its screen still loading or rendering), the person has
  // already left: a message for the conversation they left is announced.
  const whereTheyAre = useCurrentLocation();
  const [status, setStatus] = useState<RealtimeStatus | null>(null);
  const userId = user?.id;
  const role = user?.role ?? null;

  useEffect(() => {
    if (!userId) return;
    const conn = new RealtimeConnection(realtimeUrl());
    const offStatus = conn.onStatus(() => setStatus(conn.status));
    const offEvent = conn.onEvent((event) => {
      applyRealtimeEvent(queryClient, event);
      if (event.type !== 'message' || event.message.receiverId !== userId || !role || role === 'operador' || role === 'familiar') return;
      const { conversaId } = event.message;
      if (isViewingConversation(whereTheyAre(), role, conversaId)) return;
      void announceMessage(queryClient, event.message, () => navigate(conversationPath(role, conversaId)));
    });
    const offReconnect = conn.onReconnect(() => void invalidateAfter(queryClient, 'reconnect'));
    conn.start();
    return () => {
      offStatus();
      offEvent();
      offReconnect();
      conn.stop();
      setStatus(null);
    };
  }, [userId, role, queryClient, navigate, whereTheyAre]);

  return status;
}
