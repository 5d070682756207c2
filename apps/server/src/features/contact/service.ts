import type { ContactMessage } from '@cuidar/domain/contact';
import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { contactMessageMail } from '../../mail/templates';
import { insertContactMessage, setContactEmailStatus } from './repository';

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
