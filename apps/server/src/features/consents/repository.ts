import { healthConsentState, type ConsentDto, type ConsentKind, type HealthConsentState, type HealthDataUse } from '@cuidar/domain/consents';
import { and, desc, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { consents, familiaProfiles, notificacoes, profiles, user } from '../../db/schema';

/** The consent of a kind in force for a person, if any. */
export async function findActiveConsent(db: Executor, userId: string, kind: ConsentKind): Promise<ConsentDto | null> {
  const [row] = await db
    .select({ kind: consents.kind, version: consents.version, acceptedAt: consents.acceptedAt })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind), isNull(consents.withdrawnAt)));
  return row ? { kind: row.kind, version: row.version, acceptedAt: row.acceptedAt.toISOString() } : null;
}

/** Records an acceptance (version and time). A consent already in force is left as it is. */
export async function acceptConsent(db: Executor, input: { userId: string; kind: ConsentKind; version: string; at: Date }): Promise<void> {
  await db
    .insert(consents)
    .values({ userId: input.userId, kind: input.kind, version: input.version, acceptedAt: input.at })
    .onConflictDoNothing({ target: [consents.userId, consents.kind], where: isNull(consents.withdrawnAt) });
}

/**
 * Accepting a newer text while an older one is in force: the older acceptance ends as replaced
 * (not withdrawn: nothing is erased) and the new one is recorded, in the caller's transaction. The
 * row in force is locked first, so two acceptances at once record one.
 */
export async function replaceConsent(db: Executor, input: { userId: string; kind: ConsentKind; version: string; at: Date }): Promise<void> {
  const [inForce] = await db
    .select({ id: consents.id, version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, input.userId), eq(consents.kind, input.kind), isNull(consents.withdrawnAt)))
    .for('update');
  if (inForce?.version === input.version) return;
  if (inForce) {
    await db
      .update(consents)
      .set({ withdrawnAt: sql`greatest(${input.at.toISOString()}::timestamptz, ${consents.acceptedAt})`, replaced: true })
      .where(and(eq(consents.id, inForce.id), isNull(consents.withdrawnAt)));
  }
  await acceptConsent(db, input);
}

/**
 * Stamps the consent in force as withdrawn. Returns whether there was one. Never before its
 * acceptance (consents_withdrawn_check): an instance whose clock is a little behind the one that
 * recorded the acceptance must not turn a withdrawal into an error.
 */
export async function withdrawConsent(db: Executor, input: { userId: string; kind: ConsentKind; at: Date }): Promise<boolean> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: sql`greatest(${input.at.toISOString()}::timestamptz, ${consents.acceptedAt})` })
    .where(and(eq(consents.userId, input.userId), eq(consents.kind, input.kind), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  return rows.length > 0;
}

/** Every acceptance of a kind by a person, newest first (the history shown in Configurações). */
export async function findConsentHistory(db: Executor, userId: string, kind: ConsentKind) {
  return db
    .select({ version: consents.version, acceptedAt: consents.acceptedAt, withdrawnAt: consents.withdrawnAt, replaced: consents.replaced })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.acceptedAt));
}

/** Withdrawing the health-data consent erases the condition it covered. */
export async function clearPatientCondition(db: Executor, userId: string): Promise<void> {
  await db.update(familiaProfiles).set({ pacienteCondicao: null }).where(eq(familiaProfiles.id, userId));
}

/** The family's health-data consent as one use sees it (in force naming it, on an older text, withdrawn, never given). */
export async function findHealthConsentState(db: Executor, familiaId: string, use: HealthDataUse): Promise<HealthConsentState> {
  const rows = await db
    .select({ version: consents.version, withdrawnAt: consents.withdrawnAt })
    .from(consents)
    .where(and(eq(consents.userId, familiaId), eq(consents.kind, 'dados_saude')));
  return healthConsentState(rows, use);
}

const newTextNoticePrefix = (kind: ConsentKind, version: string) => `consentimento:novo-texto:${kind}:${version}:`;
/** The idempotency key of the notice telling a family of a new text of a consent (one per version and person). */
export const newTextNoticeKey = (kind: ConsentKind, version: string, userId: string) => newTextNoticePrefix(kind, version) + userId;

/**
 * Families whose consent of this kind in force is on another text than `version` and who were not
 * told of `version` yet (no notification with its key), with what the e-mail needs.
 */
export async function findFamiliesToTellOfNewText(db: Executor, kind: ConsentKind, version: string, limit: number) {
  return db
    .select({ userId: consents.userId, email: user.email, firstName: profiles.firstName })
    .from(consents)
    .innerJoin(user, eq(user.id, consents.userId))
    .innerJoin(profiles, eq(profiles.id, consents.userId))
    .where(
      and(
        eq(consents.kind, kind),
        isNull(consents.withdrawnAt),
        ne(consents.version, version),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificacoes)
            .where(eq(notificacoes.dedupeKey, sql`${newTextNoticePrefix(kind, version)} || ${consents.userId}`)),
        ),
      ),
    )
    .limit(limit);
}
