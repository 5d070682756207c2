import type { Executor } from '../../db/client';
import { findOutboxHtml, findOutboxMessages } from './repository';

// Outside production only: the e-mails the app "sent" (the outbox table).

export function listOutboxMessages(db: Executor, to?: string) {
  return findOutboxMessages(db, to);
}

export function readOutboxHtml(db: Executor, id: string): Promise<string | undefined> {
  return findOutboxHtml(db, id);
}
