import type { NotificationDto } from '@cuidar/domain/bookings';
import type { NotificationType } from '@cuidar/domain/constants';
import type { Executor } from '../../db/client';
import { publish } from '../../realtime/events';
import { countUnread, findNotifications, insertNotification, markAllRead, markRead, type NewNotification } from './repository';

/** Stores a notification and pushes it live (delivered when the surrounding transaction commits). */
export async function createNotification(db: Executor, input: NewNotification): Promise<string | null> {
  const id = await insertNotification(db, input);
  if (id) await publish(db, { type: 'notification', id, userIds: [input.userId] });
  return id;
}

/** The caller's latest notifications and how many of all of theirs are unread. */
export async function listNotifications(db: Executor, userId: string, limit: number): Promise<{ notifications: NotificationDto[]; unread: number }> {
  const [rows, unread] = await Promise.all([findNotifications(db, userId, limit), countUnread(db, userId)]);
  const notifications: NotificationDto[] = rows.map((row) => ({
    ...row,
    tipo: row.tipo as NotificationType,
    createdAt: row.createdAt.toISOString(),
  }));
  return { notifications, unread };
}

export function markAllNotificationsRead(db: Executor, userId: string): Promise<void> {
  return markAllRead(db, userId);
}

/** Marks one of the caller's notifications read; false when it is not theirs (or does not exist). */
export function markNotificationRead(db: Executor, userId: string, id: string): Promise<boolean> {
  return markRead(db, userId, id);
}
