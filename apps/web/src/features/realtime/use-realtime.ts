import type { MessageDto, RealtimeEvent } from '@cuidar/domain/booking-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { appendMessage } from '@/features/chat/api/conversations';
import { refetchFresh } from '@/lib/refetch-fresh';
import { RealtimeConnection, realtimeUrl } from './realtime-connection';

/**
 * Keeps the signed-in user's socket open and turns its events into fresh data: a message lands in
 * its conversation, notifications and bookings are refetched. After a reconnect, everything that
 * could have changed meanwhile is refetched.
 */
export function useRealtimeConnection(): void {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const conn = new RealtimeConnection(realtimeUrl());
    const offEvent = conn.onEvent((event: RealtimeEvent) => {
      if (event.type === 'message') {
        const key = ['messages', event.message.conversaId];
        // A conversation still loading may have been read before this message: read it again.
        if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') void refetchFresh(queryClient, { queryKey: key });
        else queryClient.setQueryData<MessageDto[]>(key, (list) => appendMessage(list, event.message));
        void refetchFresh(queryClient, { queryKey: ['conversations'] });
      } else if (event.type === 'notification') {
        void refetchFresh(queryClient, { queryKey: ['notifications'] });
      } else if (event.type === 'booking') {
        void refetchFresh(queryClient, { queryKey: ['bookings'] });
      }
    });
    const offReconnect = conn.onReconnect(() => {
      for (const key of ['messages', 'conversations', 'notifications', 'bookings']) void refetchFresh(queryClient, { queryKey: [key] });
    });
    conn.start();
    return () => {
      offEvent();
      offReconnect();
      conn.stop();
    };
  }, [userId, queryClient]);
}
