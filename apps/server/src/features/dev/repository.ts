import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The latest 50 messages of the outbox, newest first; only those to `to` when given. */
export async function findOutboxMessages(db: Executor, to?: string) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      link: emailOutbox.link,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(50);
}

/** The HTML of one outbox message. */
export async function findOutboxHtml(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ html: emailOutbox.html }).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row?.html;
}
