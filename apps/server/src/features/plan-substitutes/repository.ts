import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familiaProfiles, pedidosReserva, planAssignments, planSubstitutions, profiles, reservas, user } from '../../db/schema';

// Every query of substitutes for plan shifts (docs/product.md#plan-substitutes, ADR 0052).

/**
 * The plan's shifts not started yet that their caregiver gave up: a day the caregiver cancelled on
 * its own, or the days of a plan booking cancelled by anyone but the family (the caregiver, a
 * suspension, an account deleted). A family's own cancellation is not a shift to substitute.
 */
export async function findGivenUpPlanShifts(db: Executor, subscriptionId: string, now: Date) {
  return db
    .select({ date: reservas.dataReserva, start: reservas.startDatetime, cuidadorId: reservas.cuidadorId, horaInicio: reservas.horaInicio })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(
      and(
        eq(pedidosReserva.planSubscriptionId, subscriptionId),
        eq(reservas.status, 'cancelada'),
        gt(reservas.startDatetime, now),
        sql`(${reservas.canceladoPor} = 'cuidador' or (${reservas.canceladoEm} is null and ${pedidosReserva.canceladoPor} is distinct from 'familia'))`,
      ),
    );
}

const substitutionColumns = {
  id: planSubstitutions.id,
  subscriptionId: planSubstitutions.subscriptionId,
  familiaId: planSubstitutions.familiaId,
  cuidadorId: planSubstitutions.cuidadorId,
  datas: planSubstitutions.datas,
  turno: planSubstitutions.turno,
  status: planSubstitutions.status,
  valorDiariaCentavos: planSubstitutions.valorDiariaCentavos,
  taxaCentavos: planSubstitutions.taxaCentavos,
  repasseCentavos: planSubstitutions.repasseCentavos,
  vinculoEscolha: planSubstitutions.vinculoEscolha,
  pedidoId: planSubstitutions.pedidoId,
  expiraEm: planSubstitutions.expiraEm,
  createdAt: planSubstitutions.createdAt,
  respondedAt: planSubstitutions.respondedAt,
};
export type SubstitutionRow = typeof planSubstitutions.$inferSelect;

/** The dates held by proposals of the plan still waiting for an answer. */
export async function findPendingSubstitutionDates(db: Executor, subscriptionId: string, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ datas: planSubstitutions.datas })
    .from(planSubstitutions)
    .where(and(eq(planSubstitutions.subscriptionId, subscriptionId), eq(planSubstitutions.status, 'proposta'), gt(planSubstitutions.expiraEm, now)));
  return new Set(rows.flatMap((r) => r.datas));
}

export async function insertSubstitution(db: Executor, row: typeof planSubstitutions.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(planSubstitutions).values(row).returning({ id: planSubstitutions.id });
  return inserted!.id;
}

/** The plan's substitutions, newest first, with the substitute's name. */
export async function findSubstitutionsOfPlan(db: Executor, subscriptionId: string) {
  return db
    .select({ ...substitutionColumns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(planSubstitutions)
    .innerJoin(profiles, eq(profiles.id, planSubstitutions.cuidadorId))
    .where(eq(planSubstitutions.subscriptionId, subscriptionId))
    .orderBy(desc(planSubstitutions.createdAt))
    .limit(20);
}

/** One of the caregiver's substitutions, locked (another caregiver's reads as missing). */
export async function lockSubstitutionOf(db: Executor, id: string, cuidadorId: string) {
  const [row] = await db
    .select(substitutionColumns)
    .from(planSubstitutions)
    .where(and(eq(planSubstitutions.id, id), eq(planSubstitutions.cuidadorId, cuidadorId)))
    .for('update');
  return row;
}

export async function findSubstitutionOf(db: Executor, id: string, cuidadorId: string) {
  const [row] = await db
    .select(substitutionColumns)
    .from(planSubstitutions)
    .where(and(eq(planSubstitutions.id, id), eq(planSubstitutions.cuidadorId, cuidadorId)));
  return row;
}

export async function updateSubstitution(db: Executor, id: string, from: SubstitutionRow['status'], patch: Partial<Pick<SubstitutionRow, 'status' | 'pedidoId' | 'respondedAt'>>): Promise<boolean> {
  const rows = await db
    .update(planSubstitutions)
    .set(patch)
    .where(and(eq(planSubstitutions.id, id), eq(planSubstitutions.status, from)))
    .returning({ id: planSubstitutions.id });
  return rows.length > 0;
}

/** A caregiver's substitutions (waiting or accepted), with the family's first name and place. */
export async function findSubstitutionsOf(db: Executor, cuidadorId: string) {
  return db
    .select({ ...substitutionColumns, familyFirstName: profiles.firstName, bairro: familiaProfiles.bairro, cidade: familiaProfiles.cidade })
    .from(planSubstitutions)
    .innerJoin(profiles, eq(profiles.id, planSubstitutions.familiaId))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, planSubstitutions.familiaId))
    .where(and(eq(planSubstitutions.cuidadorId, cuidadorId), inArray(planSubstitutions.status, ['proposta', 'aceita'])))
    .orderBy(desc(planSubstitutions.createdAt))
    .limit(20);
}

/** 'Baixar meus dados': the substitutions the person is a party of. */
export async function findSubstitutionsOfParty(db: Executor, userId: string) {
  return db
    .select(substitutionColumns)
    .from(planSubstitutions)
    .where(sql`${planSubstitutions.familiaId} = ${userId} or ${planSubstitutions.cuidadorId} = ${userId}`)
    .orderBy(planSubstitutions.createdAt);
}

// ── Shifts given up ───────────────────────────────────────────────────────────────────────

/** A plan booking's family, and its given-up days not started yet (dates, sorted). */
export async function findGivenUpOfPedido(db: Executor, pedidoId: string, at: Date) {
  const rows = await db
    .select({ familiaId: pedidosReserva.familiaId, cuidadorId: pedidosReserva.cuidadorId, subscriptionId: pedidosReserva.planSubscriptionId, date: reservas.dataReserva })
    .from(pedidosReserva)
    .innerJoin(reservas, eq(reservas.pedidoId, pedidosReserva.id))
    .where(and(eq(pedidosReserva.id, pedidoId), eq(reservas.status, 'cancelada'), gt(reservas.startDatetime, at)))
    .orderBy(reservas.startDatetime);
  const first = rows[0];
  if (!first?.subscriptionId) return null;
  return { familiaId: first.familiaId, cuidadorId: first.cuidadorId, dates: [...new Set(rows.map((r) => r.date))] };
}

/** A caregiver's confirmed plan bookings with days not started (what a suspension or leaving gives up). */
export async function findLivePlanPedidosOf(db: Executor, cuidadorId: string, at: Date) {
  const rows = await db
    .select({
      pedidoId: pedidosReserva.id,
      familiaId: pedidosReserva.familiaId,
      subscriptionId: pedidosReserva.planSubscriptionId,
      futureCents: sql<string>`coalesce(sum(${reservas.precoTotalCentavos} + ${reservas.taxaServicoCentavos}) filter (where ${reservas.startDatetime} > ${at} and ${reservas.canceladoEm} is null), 0)`,
    })
    .from(pedidosReserva)
    .innerJoin(reservas, eq(reservas.pedidoId, pedidosReserva.id))
    .where(and(eq(pedidosReserva.cuidadorId, cuidadorId), eq(pedidosReserva.status, 'confirmada'), sql`${pedidosReserva.planSubscriptionId} is not null`))
    .groupBy(pedidosReserva.id, pedidosReserva.familiaId, pedidosReserva.planSubscriptionId);
  return rows.filter((r) => Number(r.futureCents) > 0).map((r) => ({ pedidoId: r.pedidoId, familiaId: r.familiaId, subscriptionId: r.subscriptionId!, futureCents: Number(r.futureCents) }));
}

/**
 * Cancels a suspended caregiver's plan booking on the caregiver's side: the request, and its days
 * not started (those started stay for their release); the assignment that booked it ends.
 */
export async function cancelPlanPedidoAsCaregiver(db: Executor, pedidoId: string, motivo: string, at: Date): Promise<boolean> {
  const moved = await db
    .update(pedidosReserva)
    .set({ status: 'cancelada', canceladoPor: 'cuidador', canceladoEm: at, motivoCancelamento: motivo, updatedAt: at })
    .where(and(eq(pedidosReserva.id, pedidoId), eq(pedidosReserva.status, 'confirmada')))
    .returning({ id: pedidosReserva.id });
  if (!moved.length) return false;
  await db
    .update(reservas)
    .set({ status: 'cancelada', updatedAt: at })
    .where(and(eq(reservas.pedidoId, pedidoId), gt(reservas.startDatetime, at), isNull(reservas.canceladoEm)));
  await db.update(planAssignments).set({ status: 'encerrada', endedAt: at }).where(and(eq(planAssignments.pedidoId, pedidoId), eq(planAssignments.status, 'aceita')));
  return true;
}

/** Proposals nobody answered before their first shift began, expired in (since, now]. */
export async function findExpiredProposals(db: Executor, since: Date, now: Date, limit = 200) {
  return db
    .select({ id: planSubstitutions.id, familiaId: planSubstitutions.familiaId, cuidadorId: planSubstitutions.cuidadorId })
    .from(planSubstitutions)
    .where(and(eq(planSubstitutions.status, 'proposta'), gt(planSubstitutions.expiraEm, since), lte(planSubstitutions.expiraEm, now)))
    .limit(limit);
}

/** Whom a notice goes to: first name and e-mail, never shown to the other party. */
export async function findNamesOf(db: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  return db.select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, deletedAt: profiles.deletedAt }).from(profiles).where(inArray(profiles.id, [...ids]));
}

/** Whom an e-mail goes to (never shown to the other party); nobody once the account was deleted. */
export async function findEmailOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row && !row.deletedAt ? { email: row.email, name: row.firstName } : null;
}

/** Whether a booking was paid from a care plan. */
export async function findIsPlanPedido(db: Executor, pedidoId: string): Promise<boolean> {
  const [row] = await db.select({ plan: pedidosReserva.planSubscriptionId }).from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId));
  return Boolean(row?.plan);
}
