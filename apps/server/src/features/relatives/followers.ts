import type { NotificationType } from '@cuidar/domain/constants';
import { relativeNotificationKind, type RelativeNotificationKind } from '@cuidar/domain/relatives';
import type { Executor } from '../../db/client';
import { findFollowersOfFamily, findFollowersToNotify, findFollowing, RELATIVE_COPY_PREFIX } from './repository';

// Who may read a family's care (docs/product.md#relatives, ADR 0053): the one rule other features
// call. Kept apart from service.ts (which reads bookings and visits) so that notifications, the
// care diary and the rest can import it without an import cycle.

/**
 * Whether this person may read this family's care: the family itself, or a relative whose
 * invitation it accepted and who was not removed since. Read from the database on every call, so a
 * removal takes effect on the very next request.
 */
export async function canFollowFamily(db: Executor, viewerId: string, familiaId: string): Promise<boolean> {
  if (viewerId === familiaId) return true;
  return (await findFollowing(db, viewerId, familiaId)) !== null;
}

/** Everyone who may read this family's care now: the family and its current relatives. */
export async function familyReaders(db: Executor, familiaId: string): Promise<string[]> {
  return [familiaId, ...(await findFollowersOfFamily(db, familiaId))];
}

/**
 * The relatives who get a copy of a notification sent to a family, by their own choices; null when
 * the recipient has no such relatives (a caregiver never has) or relatives never hear of the kind.
 */
export async function relativesToNotify(
  db: Executor,
  recipientId: string,
  tipo: NotificationType,
  dedupeKey: string | null | undefined,
): Promise<{ ids: string[]; kind: RelativeNotificationKind } | null> {
  const kind = relativeNotificationKind(tipo, dedupeKey);
  if (!kind) return null;
  const ids = await findFollowersToNotify(db, recipientId, kind);
  return ids.length ? { ids, kind } : null;
}

/**
 * The idempotency key of a relative's copy of a family's notification: it names the family, so the
 * copies can be taken back when the relative stops following (repository: deleteRelative).
 */
export function relativeCopyKey(familiaId: string, relativeId: string, key: string): string {
  return `${RELATIVE_COPY_PREFIX}${familiaId}:${relativeId}:${key}`;
}
