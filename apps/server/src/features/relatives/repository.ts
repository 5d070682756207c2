import { and, asc, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familiaresConvidados, notificacoes, profiles, user } from '../../db/schema';

// The only place that reads or writes familiares_convidados (docs/product.md#relatives). Every
// query carries the family's id or the relative's id: nobody reaches another family's rows.

const t = familiaresConvidados;

/** Relatives' copies of a family's notifications carry keys 'familiar:<familia>:<relative>:…'. */
export const RELATIVE_COPY_PREFIX = 'familiar:';

/** Takes back what a relative was told of a family (they no longer follow it). */
async function deleteCopies(db: Executor, familiaId: string, familiarId: string): Promise<void> {
  await db.delete(notificacoes).where(and(eq(notificacoes.userId, familiarId), like(notificacoes.dedupeKey, `${RELATIVE_COPY_PREFIX}${familiaId}:${familiarId}:%`)));
}

const relativeColumns = {
  id: t.id,
  familiaId: t.familiaId,
  email: t.email,
  familiarId: t.familiarId,
  expiresAt: t.expiresAt,
  convidadoEm: t.convidadoEm,
  aceitoEm: t.aceitoEm,
  podeConfirmarPresenca: t.podeConfirmarPresenca,
  notificaChegadas: t.notificaChegadas,
  notificaAlertas: t.notificaAlertas,
  notificaReservas: t.notificaReservas,
};

export async function findRelativesOfFamily(db: Executor, familiaId: string) {
  return db
    .select({ ...relativeColumns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(t)
    .leftJoin(profiles, eq(profiles.id, t.familiarId))
    .where(eq(t.familiaId, familiaId))
    .orderBy(asc(t.convidadoEm));
}
export type RelativeRow = Awaited<ReturnType<typeof findRelativesOfFamily>>[number];

export async function findRelativeOfFamily(db: Executor, familiaId: string, id: string): Promise<RelativeRow | null> {
  const [row] = await db
    .select({ ...relativeColumns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(t)
    .leftJoin(profiles, eq(profiles.id, t.familiarId))
    .where(and(eq(t.familiaId, familiaId), eq(t.id, id)));
  return row ?? null;
}

export async function countRelativesOfFamily(db: Executor, familiaId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.familiaId, familiaId));
  return row?.n ?? 0;
}

/** Inserts an invitation; null when the family invited this address already. */
export async function insertInvitation(
  db: Executor,
  input: { familiaId: string; email: string; tokenHash: string; expiresAt: Date; at: Date; podeConfirmarPresenca: boolean },
): Promise<string | null> {
  const rows = await db
    .insert(t)
    .values({ familiaId: input.familiaId, email: input.email, tokenHash: input.tokenHash, expiresAt: input.expiresAt, convidadoEm: input.at, podeConfirmarPresenca: input.podeConfirmarPresenca })
    .onConflictDoNothing()
    .returning({ id: t.id });
  return rows[0]?.id ?? null;
}

/** A new token and expiry for a pending invitation of the family (the old link stops working). */
export async function renewInvitation(db: Executor, familiaId: string, id: string, tokenHash: string, expiresAt: Date, at: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ tokenHash, expiresAt, convidadoEm: at })
    .where(and(eq(t.familiaId, familiaId), eq(t.id, id), sql`${t.familiarId} is null`))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function updateGrant(db: Executor, familiaId: string, id: string, podeConfirmarPresenca: boolean): Promise<boolean> {
  const rows = await db.update(t).set({ podeConfirmarPresenca }).where(and(eq(t.familiaId, familiaId), eq(t.id, id))).returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Cancels an invitation or removes a relative: the row goes, and with it every access, and the
 * copies of the family's notifications the relative had.
 */
export async function deleteRelative(db: Executor, familiaId: string, id: string): Promise<boolean> {
  const rows = await db.delete(t).where(and(eq(t.familiaId, familiaId), eq(t.id, id))).returning({ familiarId: t.familiarId });
  if (rows[0]?.familiarId) await deleteCopies(db, familiaId, rows[0].familiarId);
  return rows.length > 0;
}

/** The pending, unexpired invitation of a token hash, with the inviting family's name. */
export async function findOpenInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: t.id, familiaId: t.familiaId, email: t.email, expiresAt: t.expiresAt, firstName: profiles.firstName, lastName: profiles.lastName, deletedAt: profiles.deletedAt })
    .from(t)
    .innerJoin(profiles, eq(profiles.id, t.familiaId))
    .where(and(eq(t.tokenHash, tokenHash), sql`${t.familiarId} is null`, sql`${t.expiresAt} > ${now}`));
  return row ?? null;
}

/**
 * Uses the invitation once: the relative is linked and the token cleared in one statement, so two
 * requests with the same link cannot both succeed. False when it was used, cancelled or expired.
 */
export async function acceptInvitation(db: Executor, id: string, tokenHash: string, familiarId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ familiarId, aceitoEm: now, tokenHash: null })
    .where(and(eq(t.id, id), eq(t.tokenHash, tokenHash), sql`${t.familiarId} is null`, sql`${t.expiresAt} > ${now}`))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** The access of this account to this family (an accepted invitation), or null. */
export async function findFollowing(db: Executor, familiarId: string, familiaId: string) {
  const [row] = await db
    .select({ podeConfirmarPresenca: t.podeConfirmarPresenca })
    .from(t)
    .where(and(eq(t.familiaId, familiaId), eq(t.familiarId, familiarId)));
  return row ?? null;
}

export async function findFollowersOfFamily(db: Executor, familiaId: string): Promise<string[]> {
  const rows = await db
    .select({ familiarId: t.familiarId })
    .from(t)
    .where(and(eq(t.familiaId, familiaId), isNotNull(t.familiarId)));
  return rows.flatMap((row) => (row.familiarId ? [row.familiarId] : []));
}

/** The followers of a family who chose to hear of this kind of notification. */
export async function findFollowersToNotify(db: Executor, familiaId: string, kind: 'chegadas' | 'alertas' | 'reservas'): Promise<string[]> {
  const column = kind === 'chegadas' ? t.notificaChegadas : kind === 'alertas' ? t.notificaAlertas : t.notificaReservas;
  const rows = await db
    .select({ familiarId: t.familiarId })
    .from(t)
    .where(and(eq(t.familiaId, familiaId), isNotNull(t.familiarId), eq(column, true)));
  return rows.flatMap((row) => (row.familiarId ? [row.familiarId] : []));
}

/** The families a relative follows, with their names. */
export async function findFollowedFamilies(db: Executor, familiarId: string) {
  return db
    .select({
      familiaId: t.familiaId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      podeConfirmarPresenca: t.podeConfirmarPresenca,
      notificaChegadas: t.notificaChegadas,
      notificaAlertas: t.notificaAlertas,
      notificaReservas: t.notificaReservas,
      aceitoEm: t.aceitoEm,
    })
    .from(t)
    .innerJoin(profiles, eq(profiles.id, t.familiaId))
    .where(eq(t.familiarId, familiarId))
    .orderBy(asc(t.aceitoEm));
}

export async function updateNotificationChoices(
  db: Executor,
  familiarId: string,
  familiaId: string,
  choices: { chegadas: boolean; alertas: boolean; reservas: boolean },
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ notificaChegadas: choices.chegadas, notificaAlertas: choices.alertas, notificaReservas: choices.reservas })
    .where(and(eq(t.familiaId, familiaId), eq(t.familiarId, familiarId)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** The account's e-mail and name. */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  return row ?? null;
}

/** The family's display name, for the e-mail. */
export async function findFamilyName(db: Executor, familiaId: string) {
  const [row] = await db.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(eq(profiles.id, familiaId));
  return row ?? null;
}

/**
 * The invitation link proved the address: an account made through it starts verified (the same
 * proof better-auth's verification e-mail would ask for).
 */
export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Account deletion: every row where the person is the family or the relative. */
export async function deleteRelativeLinksOf(db: Executor, userId: string): Promise<void> {
  const followers = await db.delete(t).where(eq(t.familiaId, userId)).returning({ familiarId: t.familiarId });
  for (const { familiarId } of followers) if (familiarId) await deleteCopies(db, userId, familiarId);
  await db.delete(t).where(eq(t.familiarId, userId));
}

/** The data export: the person's rows, on either side. */
export async function findRelativeRowsForExport(db: Executor, userId: string) {
  const asFamily = await db.select(relativeColumns).from(t).where(eq(t.familiaId, userId)).orderBy(asc(t.convidadoEm));
  const asRelative = await db
    .select({ ...relativeColumns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(t)
    .innerJoin(profiles, eq(profiles.id, t.familiaId))
    .where(eq(t.familiarId, userId));
  return { asFamily, asRelative };
}
