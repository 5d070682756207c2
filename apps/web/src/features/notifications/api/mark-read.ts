import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const markNotificationRead = (id: string) => api<{ ok: true }>(`/api/notifications/${id}/read`, { method: 'POST', body: {} });
export const markAllNotificationsRead = () => api<{ ok: true }>('/api/notifications/read-all', { method: 'POST', body: {} });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => invalidateAfter(queryClient, 'notificationsRead') });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => invalidateAfter(queryClient, 'notificationsRead') });
}
