import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { contactMessages, profiles } from '../../db/schema';

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

// ── The operators' desk (/operador/contato, docs/product.md#contact) ─────────────────────

const responder = alias(profiles, 'responder');

/** Unanswered first (oldest first: the longest wait on top), then answered ones, newest first. */
export async function listContactMessages(db: Executor, limit: number) {
  return db
    .select({
      id: contactMessages.id,
      nome: contactMessages.nome,
      email: contactMessages.email,
      mensagem: contactMessages.mensagem,
      emailStatus: contactMessages.emailStatus,
      createdAt: contactMessages.createdAt,
      respostaTexto: contactMessages.respostaTexto,
      respondidaEm: contactMessages.respondidaEm,
      responderFirstName: responder.firstName,
      responderLastName: responder.lastName,
    })
    .from(contactMessages)
    .leftJoin(responder, eq(responder.id, contactMessages.respondidaPor))
    .orderBy(
      sql`case when ${contactMessages.respostaTexto} is null then 0 else 1 end`,
      sql`case when ${contactMessages.respostaTexto} is null then ${contactMessages.createdAt} end asc`,
      desc(contactMessages.respondidaEm),
    )
    .limit(limit);
}

/** Stores the answer unless the message was answered already; the message as the person wrote it. */
export async function claimContactReply(db: Executor, id: string, reply: { respostaTexto: string; respondidaPor: string; respondidaEm: Date }) {
  const [row] = await db
    .update(contactMessages)
    .set(reply)
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.respostaTexto)))
    .returning({ nome: contactMessages.nome, email: contactMessages.email, mensagem: contactMessages.mensagem, createdAt: contactMessages.createdAt, userId: contactMessages.userId });
  return row;
}

/** Takes back an answer whose e-mail could not be sent (only that very answer). */
export async function releaseContactReply(db: Executor, id: string, by: string, at: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ respostaTexto: null, respondidaPor: null, respondidaEm: null })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.respondidaPor, by), eq(contactMessages.respondidaEm, at)));
}

export async function contactMessageExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return Boolean(row);
}
