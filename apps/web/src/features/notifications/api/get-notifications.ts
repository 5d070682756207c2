import { notificationsResponseSchema } from '@cuidar/domain/bookings';
import { unreadCountSchema } from '@cuidar/domain/dto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getNotifications = (limit: number) =>
  apiGet(`/api/notifications?limit=${limit}`, notificationsResponseSchema);
export const getUnreadNotificationCount = () => apiGet('/api/notifications/unread-count', unreadCountSchema).then((r) => r.unread);

export const getNotificationsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: [cacheArea.notifications, limit], queryFn: () => getNotifications(limit) });

/** How many notifications the person has not read (the menu's badge). */
export const getUnreadNotificationCountQueryOptions = () =>
  queryOptions({ queryKey: [cacheArea.unreadNotifications], queryFn: getUnreadNotificationCount });

export function useNotifications(limit = 20) {
  return useQuery(getNotificationsQueryOptions(limit));
}

export function useUnreadNotificationCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUnreadNotificationCountQueryOptions(), enabled: options.enabled ?? true });
}
