import { accessLogCutoff, contactMessageCutoff } from '@cuidar/domain/retention';
import type { Executor } from '../../db/client';
import { clearEventOriginsBefore, deleteAccessEventsBefore, deleteContactMessagesOfSendersSilentSince, deleteEndedSessions } from './repository';

// The privacy policy's retention (docs/product.md#retention), kept by the periodic jobs: access
// records go after six months, 'Fale Conosco' messages two years after the sender's last contact,
// and a session that can no longer be used goes with its address.

/** Rows each step acts on per run; what is left waits for the next run. */
export const RETENTION_BATCH = 1000;

const DAY_MS = 24 * 3600 * 1000;

export interface DataRetentionResult {
  accessEventsDeleted: number;
  eventOriginsCleared: number;
  sessionsDeleted: number;
  contactMessagesDeleted: number;
}

/**
 * One pass. `now` is the real clock: audit rows, sessions and messages are stamped by the database
 * and by better-auth with it, whatever clock the app's bookings run on.
 */
export async function runDataRetention(deps: { db: Executor; now: Date; sessionMaxAgeDays: number; batch?: number }): Promise<DataRetentionResult> {
  const { db, now } = deps;
  const batch = deps.batch ?? RETENTION_BATCH;
  const accessCutoff = accessLogCutoff(now);
  return {
    accessEventsDeleted: await deleteAccessEventsBefore(db, accessCutoff, batch),
    eventOriginsCleared: await clearEventOriginsBefore(db, accessCutoff, batch),
    sessionsDeleted: await deleteEndedSessions(db, now, new Date(now.getTime() - deps.sessionMaxAgeDays * DAY_MS), batch),
    contactMessagesDeleted: await deleteContactMessagesOfSendersSilentSince(db, contactMessageCutoff(now), batch),
  };
}
