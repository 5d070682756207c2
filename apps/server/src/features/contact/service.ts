import type { ContactMessage } from '@cuidar/domain/contact';
import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import type { ContactMessageItemDto } from '@cuidar/domain/reports';
import { z } from '@cuidar/domain/validation';
import { writeAuditEvent } from '../../audit/audit';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { contactMessageMail, contactReplyMail } from '../../mail/templates';
import {
  claimContactReply,
  contactMessageExists,
  insertContactMessage,
  listContactMessages,
  releaseContactReply,
  setContactEmailStatus,
} from './repository';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
}

/**
 * Keeps the message first (nothing a person wrote is lost), then e-mails it to support with the
 * sender as Reply-To. If the e-mail cannot be handed over, the message stays stored and marked,
 * and the person is told to try again: 'Mensagem enviada!' means support has it.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactMessage, userId: string | null): Promise<void> {
  const stored = await insertContactMessage(deps.db, { ...input, userId });
  const mail = contactMessageMail({ ...input, receivedAt: formatDateTime(stored.createdAt) });
  try {
    await deps.mailer.send({ ...mail, to: deps.supportEmail, replyTo: input.email, kind: 'contato' });
  } catch (error) {
    deps.logger.error(`[contact] email da mensagem ${stored.id} para o suporte falhou`, error);
    await setContactEmailStatus(deps.db, stored.id, 'failed');
    throw new AppError('UNAVAILABLE', 503, messages.contact.sendFailed);
  }
  await setContactEmailStatus(deps.db, stored.id, 'sent');
}

// ── The operators' desk (docs/product.md#contact) ─────────────────────────────────────────

export const CONTACT_LIST_LIMIT = 200;

export async function listContactMessagesForOperator(db: Database): Promise<ContactMessageItemDto[]> {
  const rows = await listContactMessages(db, CONTACT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    email: row.email,
    mensagem: row.mensagem,
    emailStatus: row.emailStatus,
    createdAt: row.createdAt.toISOString(),
    resposta:
      row.respostaTexto !== null && row.respondidaEm
        ? {
            texto: row.respostaTexto,
            por: row.responderFirstName !== null ? fullName({ firstName: row.responderFirstName, lastName: row.responderLastName ?? '' }) : null,
            em: row.respondidaEm.toISOString(),
          }
        : null,
  }));
}

/**
 * An operator answers a 'Fale Conosco' message by e-mail. The answer is stored and audited in one
 * transaction (which also makes sure only one answer is sent), then e-mailed quoting the original,
 * with support as Reply-To. If the e-mail cannot be handed over, the stored answer is taken back
 * (and that failure audited), so the screen never shows as answered what the person never got.
 */
export async function replyToContactMessage(
  deps: ContactDeps & { now: () => Date },
  operatorId: string,
  id: string,
  resposta: string,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<void> {
  const { db } = deps;
  if (!z.uuid().safeParse(id).success) throw notFound();
  const at = deps.now();
  const original = await db.transaction(async (tx) => {
    const claimed = await claimContactReply(tx, id, { respostaTexto: resposta, respondidaPor: operatorId, respondidaEm: at });
    if (!claimed) return undefined;
    await writeAuditEvent(
      tx,
      { action: 'contact_message_answered', actorId: operatorId, subjectId: claimed.userId, objectType: 'contact_message', objectId: id },
      origin,
    );
    return claimed;
  });
  if (!original) {
    if (await contactMessageExists(db, id)) throw conflict(messages.reports.alreadyAnswered);
    throw notFound();
  }
  const mail = contactReplyMail({ nome: original.nome, resposta, mensagem: original.mensagem, sentAt: formatDateTime(original.createdAt) });
  try {
    await deps.mailer.send({ ...mail, to: original.email, replyTo: deps.supportEmail, kind: 'contato-resposta' });
  } catch (error) {
    deps.logger.error(`[contact] resposta à mensagem ${id} não enviada`, error);
    await db.transaction(async (tx) => {
      await releaseContactReply(tx, id, operatorId, at);
      await writeAuditEvent(tx, { action: 'contact_reply_failed', actorId: operatorId, subjectId: original.userId, objectType: 'contact_message', objectId: id }, origin);
    });
    throw new AppError('UNAVAILABLE', 503, messages.reports.replyFailed);
  }
}
