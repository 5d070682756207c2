import type { NotificationType } from '@cuidar/domain/constants';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificacoes } from '../../db/schema';

export interface NewNotification {
  userId: string;
  tipo: NotificationType;
  mensagem: string;
  link?: string;
  /** Makes it idempotent: a second insert with the same key is ignored (jobs on several instances). */
  dedupeKey?: string;
}

/** Inserts a notification; null when its dedupe key was used already. */
export async function insertNotification(db: Executor, input: NewNotification): Promise<string | null> {
  const rows = await db
    .insert(notificacoes)
    .values({ userId: input.userId, tipo: input.tipo, mensagem: input.mensagem, link: input.link ?? null, dedupeKey: input.dedupeKey ?? null })
    .onConflictDoNothing({ target: notificacoes.dedupeKey })
    .returning({ id: notificacoes.id });
  return rows[0]?.id ?? null;
}

export async function findNotifications(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      mensagem: notificacoes.mensagem,
      link: notificacoes.link,
      lida: notificacoes.lida,
      createdAt: notificacoes.createdAt,
    })
    .from(notificacoes)
    .where(eq(notificacoes.userId, userId))
    .orderBy(desc(notificacoes.createdAt))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(eq(notificacoes.userId, userId), eq(notificacoes.lida, false)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notificacoes)
    .set({ lida: true })
    .where(and(eq(notificacoes.id, id), eq(notificacoes.userId, userId)))
    .returning({ id: notificacoes.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notificacoes)
    .set({ lida: true })
    .where(and(eq(notificacoes.userId, userId), eq(notificacoes.lida, false)));
}
