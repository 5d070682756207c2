import type { SecurityAction } from '@cuidar/domain/account-settings';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Executor } from '../db/client';
import { clientIp } from '../http/client-ip';
import { insertAuditEvent } from './repository';

// The audit log: who did what, to which object, why and when. Security events of an account are
// shown to its owner; operator actions (later) to the back-office. Writing one never fails the
// request that caused it (a lost audit row is logged), except where a caller writes it inside its
// own transaction on purpose.

export interface AuditEvent {
  action: SecurityAction | (string & {});
  /** Who acted: null for nobody signed in (a failed sign-in) or the system. */
  actorId: string | null;
  /** The account the event is about. */
  subjectId: string | null;
  objectType?: string;
  objectId?: string;
  reason?: string;
  metadata?: Record<string, unknown>;
}

/** The caller's address and browser, as the audit log keeps them. */
export function requestOrigin(c: Context<AppEnv>): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: clientIp(c, c.get('deps').env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null };
}

/** Writes one event in `db` (a transaction's executor keeps it with the change it records). */
export async function writeAuditEvent(db: Executor, event: AuditEvent, origin: { ipAddress?: string | null; userAgent?: string | null } = {}): Promise<void> {
  await insertAuditEvent(db, {
    action: event.action,
    actorId: event.actorId,
    subjectId: event.subjectId,
    objectType: event.objectType ?? null,
    objectId: event.objectId ?? null,
    reason: event.reason ?? null,
    metadata: event.metadata ?? {},
    ipAddress: origin.ipAddress ?? null,
    userAgent: origin.userAgent ?? null,
  });
}

/** Records an event of this request after the fact; a failure is logged, never the request's. */
export async function recordAuditEvent(c: Context<AppEnv>, event: AuditEvent): Promise<void> {
  const { database, logger } = c.get('deps');
  try {
    await writeAuditEvent(database.db, event, requestOrigin(c));
  } catch (error) {
    logger.error(`[audit] evento ${event.action} não registrado`, error);
  }
}
