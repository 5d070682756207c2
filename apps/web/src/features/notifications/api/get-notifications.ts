import type { NotificationDto } from '@cuidar/domain/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsQueryKey = (limit: number) => ['notifications', limit] as const;

export const getNotifications = (limit: number) =>
  api<{ notifications: NotificationDto[]; unread: number }>(`/api/notifications?limit=${limit}`);

export function useNotifications(limit = 20) {
  return useQuery({ queryKey: notificationsQueryKey(limit), queryFn: () => getNotifications(limit) });
}
