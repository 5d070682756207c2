import type { NotificationType } from '@cuidar/domain/constants';
import type { Executor } from '../../db/client';
import { notificacoes } from '../../db/schema';
import { countUnread } from './repository';
import { publish } from '../../realtime/events';

export interface NewNotification {
  userId: string;
  tipo: NotificationType;
  mensagem: string;
  link?: string;
  /** Makes it idempotent: a second insert with the same key is ignored (jobs on several instances). */
  dedupeKey?: string;
}

/** Stores a notification and pushes it live (delivered when the surrounding transaction commits). */
export async function createNotification(db: Executor, input: NewNotification): Promise<string | null> {
  const rows = await db
    .insert(notificacoes)
    .values({ userId: input.userId, tipo: input.tipo, mensagem: input.mensagem, link: input.link ?? null, dedupeKey: input.dedupeKey ?? null })
    .onConflictDoNothing({ target: notificacoes.dedupeKey })
    .returning({ id: notificacoes.id });
  const id = rows[0]?.id;
  if (id) await publish(db, { type: 'notification', id, userIds: [input.userId] });
  return id ?? null;
}


/** How many of the person's notifications are unread (the menu's badge). */
export function unreadNotificationCount(db: Executor, userId: string): Promise<number> {
  return countUnread(db, userId);
}
