import { mailMessages } from '@cuidar/domain/messages';
import { and, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailOutbox } from '../db/schema';

// The outbox rows. A message's body and link carry bearer links (verification, password reset,
// e-mail change): they are kept only while they may still be needed, i.e. until the message is
// delivered, or for 24 h when there is no mail server (the development outbox page reads them).
// What was sent, to whom and when stays: the account export lists it.

/** How long an undelivered message keeps its body and link. */
export const OUTBOX_BODY_RETENTION_MS = 24 * 3600 * 1000;
export const REDACTED_TEXT = mailMessages.redacted;
export const REDACTED_HTML = `<p>${mailMessages.redacted}</p>`;
const redacted = { html: REDACTED_HTML, text: REDACTED_TEXT, link: null };

export async function insertOutboxMessage(
  db: Executor,
  values: { to: string; subject: string; html: string; text: string; link: string | null; kind: string },
): Promise<string | undefined> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  return row?.id;
}

export async function markOutboxFailed(db: Executor, id: string, error: string): Promise<void> {
  await db.update(emailOutbox).set({ status: 'failed', error: error.slice(0, 500) }).where(eq(emailOutbox.id, id));
}

/** Delivered: the body and its link are not needed any more. */
export async function markOutboxSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: at, ...redacted }).where(eq(emailOutbox.id, id));
}

/**
 * Removes the body and link of every message older than `before` that still has them. One guarded
 * update: any number of processes may run it at once. Answers how many rows it changed.
 */
export async function redactOldOutbox(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set(redacted)
    .where(and(lt(emailOutbox.createdAt, before), or(isNotNull(emailOutbox.link), ne(emailOutbox.html, REDACTED_HTML))))
    .returning({ id: emailOutbox.id });
  return rows.length;
}
