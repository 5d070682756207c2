import { randomUUID } from 'node:crypto';
import type { NotificationDto } from '@cuidar/domain/bookings';
import type { NotificationType } from '@cuidar/domain/constants';
import type { Executor } from '../../db/client';
import { paths } from '@cuidar/domain/routes';
import { publish } from '../../realtime/events';
import { relativeCopyKey, relativesToNotify } from '../relatives/followers';
import { countUnread, findNotifications, insertNotification, markAllRead, markRead, type NewNotification } from './repository';

/**
 * Stores a notification and pushes it live (delivered when the surrounding transaction commits).
 * A family's notice about its visits or bookings is copied to the relatives who chose that kind
 * (docs/product.md#relatives), in the same transaction, each copy idempotent by its own key.
 */
export async function createNotification(db: Executor, input: NewNotification): Promise<string | null> {
  const id = await insertNotification(db, input);
  if (id) await publish(db, { type: 'notification', id, userIds: [input.userId] });
  if (id) {
    const relatives = await relativesToNotify(db, input.userId, input.tipo, input.dedupeKey);
    for (const relativeId of relatives?.ids ?? []) {
      const copy = await insertNotification(db, {
        userId: relativeId,
        tipo: input.tipo,
        mensagem: input.mensagem,
        link: paths.familiar,
        // The key names the family, so removing the relative can take back what they were told.
        dedupeKey: relativeCopyKey(input.userId, relativeId, input.dedupeKey ?? `sem-chave:${randomUUID()}`),
      });
      if (copy) await publish(db, { type: 'notification', id: copy, userIds: [relativeId] });
    }
  }
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

/** How many of the person's notifications are unread (the menu's badge). */
export function unreadNotificationCount(db: Executor, userId: string): Promise<number> {
  return countUnread(db, userId);
}
