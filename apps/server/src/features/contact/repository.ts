import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Executor,
  input: { nome: string; email: string; mensagem: string; userId: string | null },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(input)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

export async function setContactEmailStatus(db: Executor, id: string, emailStatus: 'sent' | 'failed'): Promise<void> {
  await db.update(contactMessages).set({ emailStatus }).where(eq(contactMessages.id, id));
}
