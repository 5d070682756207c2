import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, user, familiaProfiles, pedidosReserva, planAssignments, planSubscriptions, profiles, reservas } from '../../db/schema';

// Every query of a care plan's caregivers (docs/product.md#plan-care, ADR 0047).

const planColumns = {
  id: planSubscriptions.id,
  familiaId: planSubscriptions.familiaId,
  planId: planSubscriptions.planId,
  status: planSubscriptions.status,
  activatedAt: planSubscriptions.activatedAt,
  currentPeriodEnd: planSubscriptions.currentPeriodEnd,
  endsAt: planSubscriptions.endsAt,
  canceledAt: planSubscriptions.canceledAt,
  refundedAt: planSubscriptions.refundedAt,
  monthlyAmountCents: planSubscriptions.monthlyAmountCents,
  durationMonths: planSubscriptions.durationMonths,
  createdAt: planSubscriptions.createdAt,
};
export type CarePlanRow = Awaited<ReturnType<typeof findPaidOpenPlan>> & {};

/** The family's paid plan that is still running (active or ending at the period's end). */
export async function findPaidOpenPlan(db: Executor, familiaId: string) {
  const [row] = await db
    .select(planColumns)
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.familiaId, familiaId), inArray(planSubscriptions.status, ['active', 'cancel_at_period_end']), isNotNull(planSubscriptions.activatedAt)))
    .limit(1);
  return row;
}

/** Locks a plan's row until the transaction ends: its assignments are judged one after the other. */
export async function lockPlan(db: Executor, id: string) {
  const [row] = await db.select(planColumns).from(planSubscriptions).where(eq(planSubscriptions.id, id)).for('update');
  return row;
}

const assignmentColumns = {
  id: planAssignments.id,
  subscriptionId: planAssignments.subscriptionId,
  familiaId: planAssignments.familiaId,
  cuidadorId: planAssignments.cuidadorId,
  diasSemana: planAssignments.diasSemana,
  turno: planAssignments.turno,
  status: planAssignments.status,
  valorDiariaCentavos: planAssignments.valorDiariaCentavos,
  taxaCentavos: planAssignments.taxaCentavos,
  repasseCentavos: planAssignments.repasseCentavos,
  vinculoEscolha: planAssignments.vinculoEscolha,
  pedidoId: planAssignments.pedidoId,
  createdAt: planAssignments.createdAt,
  respondedAt: planAssignments.respondedAt,
};
export type AssignmentRow = typeof planAssignments.$inferSelect;

/** A plan's assignments with the caregiver's name, oldest first. */
export async function findAssignmentsOfPlan(db: Executor, subscriptionId: string) {
  return db
    .select({ ...assignmentColumns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(planAssignments)
    .innerJoin(profiles, eq(profiles.id, planAssignments.cuidadorId))
    .where(eq(planAssignments.subscriptionId, subscriptionId))
    .orderBy(asc(planAssignments.createdAt));
}

export async function insertAssignment(db: Executor, row: typeof planAssignments.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(planAssignments).values(row).returning({ id: planAssignments.id });
  return inserted!.id;
}

/** Locks one of the caregiver's assignments (another caregiver's reads as missing). */
export async function lockAssignmentOf(db: Executor, id: string, cuidadorId: string) {
  const [row] = await db
    .select(assignmentColumns)
    .from(planAssignments)
    .where(and(eq(planAssignments.id, id), eq(planAssignments.cuidadorId, cuidadorId)))
    .for('update');
  return row;
}

export async function findAssignmentOf(db: Executor, id: string, cuidadorId: string) {
  const [row] = await db
    .select(assignmentColumns)
    .from(planAssignments)
    .where(and(eq(planAssignments.id, id), eq(planAssignments.cuidadorId, cuidadorId)));
  return row;
}

export async function updateAssignment(
  db: Executor,
  id: string,
  from: readonly AssignmentRow['status'][],
  patch: Partial<Pick<AssignmentRow, 'status' | 'pedidoId' | 'respondedAt' | 'endedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(planAssignments)
    .set(patch)
    .where(and(eq(planAssignments.id, id), inArray(planAssignments.status, [...from])))
    .returning({ id: planAssignments.id });
  return rows.length > 0;
}

/** A leaving caregiver's proposals still waiting for her answer are declined; answers them. */
export async function declineWaitingProposalsOf(db: Executor, cuidadorId: string, at: Date) {
  return db
    .update(planAssignments)
    .set({ status: 'recusada', respondedAt: at })
    .where(and(eq(planAssignments.cuidadorId, cuidadorId), eq(planAssignments.status, 'proposta')))
    .returning({ familiaId: planAssignments.familiaId, diasSemana: planAssignments.diasSemana });
}

/** The plan's live assignments end with it (answers those that were proposed or accepted). */
export async function endAssignmentsOfPlan(db: Executor, subscriptionId: string, at: Date) {
  return db
    .update(planAssignments)
    .set({ status: 'encerrada', endedAt: at })
    .where(and(eq(planAssignments.subscriptionId, subscriptionId), inArray(planAssignments.status, ['proposta', 'aceita'])))
    .returning({ id: planAssignments.id, cuidadorId: planAssignments.cuidadorId, status: planAssignments.status });
}

/** A caregiver's proposals and accepted assignments, with the family's first name and place. */
export async function findProposalsOf(db: Executor, cuidadorId: string) {
  return db
    .select({
      ...assignmentColumns,
      familyFirstName: profiles.firstName,
      bairro: familiaProfiles.bairro,
      cidade: familiaProfiles.cidade,
      activatedAt: planSubscriptions.activatedAt,
      currentPeriodEnd: planSubscriptions.currentPeriodEnd,
      planId: planSubscriptions.planId,
    })
    .from(planAssignments)
    .innerJoin(profiles, eq(profiles.id, planAssignments.familiaId))
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planAssignments.subscriptionId))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, planAssignments.familiaId))
    .where(and(eq(planAssignments.cuidadorId, cuidadorId), inArray(planAssignments.status, ['proposta', 'aceita'])))
    .orderBy(desc(planAssignments.createdAt));
}

/** Where the family lives (the candidates near it rank first). */
export async function findFamilyPlace(db: Executor, familiaId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, bairro: familiaProfiles.bairro, cidade: familiaProfiles.cidade, estado: familiaProfiles.estado })
    .from(profiles)
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, profiles.id))
    .where(eq(profiles.id, familiaId));
  return row;
}

/**
 * Approved caregivers to check against the plan's shifts: same neighbourhood first, then the same
 * city, then the state, each by the ranking's quality score (ADR 0038).
 */
export async function findApprovedCaregivers(db: Executor, place: { bairro: string | null; cidade: string | null; estado: string | null }, limit: number, offset = 0) {
  // Near the family first (only when its address says where: a constant cannot order rows).
  const nearFirst = [
    ...(place.bairro ? [desc(sql`(lower(${cuidadorProfiles.bairro}) = lower(${place.bairro}))`)] : []),
    ...(place.cidade ? [desc(sql`(lower(${cuidadorProfiles.cidade}) = lower(${place.cidade}))`)] : []),
  ];
  return db
    .select({
      id: cuidadorProfiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      bairro: cuidadorProfiles.bairro,
      cidade: cuidadorProfiles.cidade,
      rating: cuidadorProfiles.rating,
      totalAvaliacoes: cuidadorProfiles.totalAvaliacoes,
      precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
    })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(
      and(
        eq(cuidadorProfiles.verificacao, 'aprovado'),
        eq(profiles.role, 'cuidador'),
        isNull(profiles.deletedAt),
        place.estado ? eq(cuidadorProfiles.estado, place.estado) : undefined,
      ),
    )
    .orderBy(...nearFirst, desc(cuidadorProfiles.qualidade), asc(cuidadorProfiles.id))
    .limit(limit)
    .offset(offset);
}

/** Whether this caregiver can be booked now (approved, a caregiver account not deleted). */
export async function isBookableCaregiver(db: Executor, cuidadorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(and(eq(cuidadorProfiles.id, cuidadorId), eq(cuidadorProfiles.verificacao, 'aprovado'), eq(profiles.role, 'cuidador'), isNull(profiles.deletedAt)));
  return Boolean(row);
}

export type NewPlanPedido = typeof pedidosReserva.$inferInsert;
export type NewPlanDay = typeof reservas.$inferInsert;

export async function insertPlanPedido(db: Executor, pedido: NewPlanPedido): Promise<string> {
  const [row] = await db.insert(pedidosReserva).values(pedido).returning({ id: pedidosReserva.id });
  return row!.id;
}

export async function insertPlanDays(db: Executor, days: NewPlanDay[]): Promise<void> {
  if (days.length) await db.insert(reservas).values(days);
}

/** The plan's confirmed bookings, each with what its days not yet started are worth. */
export async function findPlanBookingsWithFutureDays(db: Executor, subscriptionId: string, at: Date) {
  const rows = await db
    .select({
      pedidoId: pedidosReserva.id,
      cuidadorId: pedidosReserva.cuidadorId,
      // A day cancelled on its own (ADR 0045) was settled then: it is not worth anything here.
      futureDays: sql<string>`count(${reservas.id}) filter (where ${reservas.startDatetime} > ${at} and ${reservas.canceladoEm} is null)`,
      futureCents: sql<string>`coalesce(sum(${reservas.precoTotalCentavos} + ${reservas.taxaServicoCentavos}) filter (where ${reservas.startDatetime} > ${at} and ${reservas.canceladoEm} is null), 0)`,
    })
    .from(pedidosReserva)
    .innerJoin(reservas, eq(reservas.pedidoId, pedidosReserva.id))
    .where(and(eq(pedidosReserva.planSubscriptionId, subscriptionId), eq(pedidosReserva.status, 'confirmada')))
    .groupBy(pedidosReserva.id, pedidosReserva.cuidadorId);
  return rows.map((r) => ({ pedidoId: r.pedidoId, cuidadorId: r.cuidadorId, futureDays: Number(r.futureDays), futureCents: Number(r.futureCents) }));
}

/**
 * Cancels a plan booking with the plan (docs/product.md#plan-care): its days not yet started are
 * cancelled; those already started stay and are released as usual (start ≤ canceladoEm).
 */
export async function cancelPlanBooking(db: Executor, pedidoId: string, at: Date): Promise<void> {
  await db
    .update(pedidosReserva)
    .set({ status: 'cancelada', canceladoPor: 'familia', canceladoEm: at, updatedAt: at })
    .where(and(eq(pedidosReserva.id, pedidoId), eq(pedidosReserva.status, 'confirmada')));
  await db
    .update(reservas)
    .set({ status: 'cancelada', updatedAt: at })
    .where(and(eq(reservas.pedidoId, pedidoId), gt(reservas.startDatetime, at), isNull(reservas.canceladoEm)));
}

/** Whom an e-mail about a plan goes to (never shown to the other party). */
export async function findEmailOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row && !row.deletedAt ? { email: row.email, name: row.firstName } : null;
}

/** 'Baixar meus dados': the plan assignments the person is a party of (family or caregiver). */
export async function findAssignmentsOfParty(db: Executor, userId: string) {
  return db
    .select(assignmentColumns)
    .from(planAssignments)
    .where(or(eq(planAssignments.familiaId, userId), eq(planAssignments.cuidadorId, userId)))
    .orderBy(asc(planAssignments.createdAt));
}

/** The dates among these that a standing shift of the plan covers (whoever the caregiver). */
export async function findCoveredPlanDates(db: Executor, subscriptionId: string, dates: readonly string[]): Promise<Set<string>> {
  if (!dates.length) return new Set();
  const rows = await db
    .select({ date: reservas.dataReserva })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .where(
      and(
        eq(pedidosReserva.planSubscriptionId, subscriptionId),
        inArray(pedidosReserva.status, ['pendente', 'confirmada']),
        inArray(reservas.status, ['pendente', 'confirmada']),
        isNull(reservas.canceladoEm),
        inArray(reservas.dataReserva, [...dates]),
      ),
    );
  return new Set(rows.map((r) => r.date));
}
