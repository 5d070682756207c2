import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailOutbox } from '../db/schema';

// The email_outbox table: every message the app sends, with what became of it.

/** Stores a message as queued; answers its id. */
export async function insertOutboxMessage(
  db: Executor,
  message: { to: string; subject: string; html: string; text: string; link: string | null; kind: string },
): Promise<string | undefined> {
  const [row] = await db.insert(emailOutbox).values(message).returning({ id: emailOutbox.id });
  return row?.id;
}

export async function markOutboxFailed(db: Executor, id: string, error: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.id, id));
}

export async function markOutboxSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: at }).where(eq(emailOutbox.id, id));
}
