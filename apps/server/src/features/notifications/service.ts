import type { NotificationType } from '@cuidar/domain/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificacoes } from '../../db/schema';
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

/**
 * One unread 'mensagem_nova' per conversation: a new message refreshes it instead of piling up
 * a notification per message.
 */
export async function upsertMessageNotification(db: Executor, input: Omit<NewNotification, 'tipo' | 'dedupeKey'> & { link: string }): Promise<void> {
  const updated = await db
    .update(notificacoes)
    .set({ mensagem: input.mensagem, createdAt: sql`now()` })
    .where(
      and(
        eq(notificacoes.userId, input.userId),
        eq(notificacoes.tipo, 'mensagem_nova'),
        eq(notificacoes.link, input.link),
        eq(notificacoes.lida, false),
      ),
    )
    .returning({ id: notificacoes.id });
  if (updated[0]) {
    await publish(db, { type: 'notification', id: updated[0].id, userIds: [input.userId] });
    return;
  }
  await createNotification(db, { ...input, tipo: 'mensagem_nova' });
}
