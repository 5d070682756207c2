import { okSchema } from '@cuidar/domain/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const markNotificationRead = (id: string) => apiSend('POST', `/api/notifications/${id}/read`, okSchema, {});
export const markAllNotificationsRead = () => apiSend('POST', '/api/notifications/read-all', okSchema, {});

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationRead, onSuccess: () => invalidateAfter(queryClient, 'notificationsRead') });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: () => invalidateAfter(queryClient, 'notificationsRead') });
}
