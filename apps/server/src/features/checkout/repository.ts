import { OPEN_PLAN_STATUSES, type PaymentProviderKind, type PlanSubscriptionStatus } from '@cuidar/domain/checkout';
import type { PlanId } from '@cuidar/domain/plans';
import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentEvents, planSubscriptions } from '../../db/schema';

// Every query about care plans. Reads for a family always carry familia_id; the webhook side finds
// a plan by the provider's ids, which only the provider (through a verified event) can name.

const planColumns = {
  id: planSubscriptions.id,
  familiaId: planSubscriptions.familiaId,
  planId: planSubscriptions.planId,
  provider: planSubscriptions.provider,
  status: planSubscriptions.status,
  monthlyAmountCents: planSubscriptions.monthlyAmountCents,
  durationMonths: planSubscriptions.durationMonths,
  providerSessionId: planSubscriptions.providerSessionId,
  sessionUrl: planSubscriptions.sessionUrl,
  sessionExpiresAt: planSubscriptions.sessionExpiresAt,
  providerCustomerId: planSubscriptions.providerCustomerId,
  providerSubscriptionId: planSubscriptions.providerSubscriptionId,
  latestInvoiceId: planSubscriptions.latestInvoiceId,
  activatedAt: planSubscriptions.activatedAt,
  currentPeriodEnd: planSubscriptions.currentPeriodEnd,
  endsAt: planSubscriptions.endsAt,
  canceledAt: planSubscriptions.canceledAt,
  refundedAt: planSubscriptions.refundedAt,
  refundedAmountCents: planSubscriptions.refundedAmountCents,
  createdAt: planSubscriptions.createdAt,
};

export type PlanRow = {
  [K in keyof typeof planColumns]: (typeof planSubscriptions.$inferSelect)[K];
};

export type PlanPatch = Partial<
  Pick<
    typeof planSubscriptions.$inferInsert,
    | 'status'
    | 'providerSessionId'
    | 'sessionUrl'
    | 'sessionExpiresAt'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
    | 'latestInvoiceId'
    | 'activatedAt'
    | 'currentPeriodEnd'
    | 'endsAt'
    | 'canceledAt'
    | 'refundedAt'
    | 'refundedAmountCents'
    | 'providerRefundId'
  >
>;

/** The family's open plan (pending, active or ending), if any: at most one exists. */
export async function findOpenPlan(db: Executor, familiaId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.familiaId, familiaId), inArray(planSubscriptions.status, [...OPEN_PLAN_STATUSES])));
  return row;
}

/** The plan the dashboard shows: the newest one that was ever paid. */
export async function findLatestPaidPlan(db: Executor, familiaId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.familiaId, familiaId), isNotNull(planSubscriptions.activatedAt)))
    .orderBy(desc(planSubscriptions.activatedAt))
    .limit(1);
  return row;
}

export async function findFamilyPlan(db: Executor, familiaId: string, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.id, id), eq(planSubscriptions.familiaId, familiaId)));
  return row;
}

export async function findFamilyPlanBySession(db: Executor, familiaId: string, sessionId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.providerSessionId, sessionId), eq(planSubscriptions.familiaId, familiaId)));
  return row;
}

/** The provider customer of the family's last purchase with this provider, to reuse it. */
export async function findCustomerId(db: Executor, familiaId: string, provider: PaymentProviderKind): Promise<string | null> {
  const [row] = await db
    .select({ customerId: planSubscriptions.providerCustomerId })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.familiaId, familiaId),
        eq(planSubscriptions.provider, provider),
        isNotNull(planSubscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(planSubscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** Claims the family's one open slot; the unique index refuses a second open plan. */
export async function insertPendingPlan(
  db: Executor,
  values: {
    id: string;
    familiaId: string;
    planId: PlanId;
    provider: PaymentProviderKind;
    monthlyAmountCents: number;
    durationMonths: number;
    sessionExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(planSubscriptions).values({ ...values, status: 'pending' });
}

/**
 * Changes a plan only while it is in one of `from` statuses (the row is locked by the update, so two
 * deliveries of a state change cannot both apply). Answers whether it changed.
 */
export async function updatePlan(db: Executor, id: string, from: readonly PlanSubscriptionStatus[], patch: PlanPatch): Promise<boolean> {
  const rows = await db
    .update(planSubscriptions)
    .set(patch)
    .where(and(eq(planSubscriptions.id, id), inArray(planSubscriptions.status, [...from])))
    .returning({ id: planSubscriptions.id });
  return rows.length > 0;
}

/** The plan a verified provider event is about: by our id carried in it, else by the provider's ids. */
export async function findPlanForEvent(
  db: Executor,
  provider: PaymentProviderKind,
  refs: { rowId?: string | null; sessionId?: string | null; subscriptionId?: string | null },
): Promise<PlanRow | undefined> {
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const lookups: SQL[] = [];
  if (refs.rowId && uuidPattern.test(refs.rowId)) lookups.push(eq(planSubscriptions.id, refs.rowId));
  if (refs.sessionId) lookups.push(eq(planSubscriptions.providerSessionId, refs.sessionId));
  if (refs.subscriptionId) lookups.push(eq(planSubscriptions.providerSubscriptionId, refs.subscriptionId));
  for (const condition of lookups) {
    const [row] = await db
      .select(planColumns)
      .from(planSubscriptions)
      .where(and(eq(planSubscriptions.provider, provider), condition));
    if (row) return row;
  }
  return undefined;
}

/** Reads a plan and locks its row until the transaction ends (one event applies at a time). */
export async function lockPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select(planColumns).from(planSubscriptions).where(eq(planSubscriptions.id, id)).for('update');
  return row;
}

export async function isEventRecorded(db: Executor, provider: PaymentProviderKind, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId)));
  return Boolean(row);
}

/** Records an event id; false when it was already there (another delivery won). */
export async function recordEvent(
  db: Executor,
  values: { provider: PaymentProviderKind; providerEventId: string; type: string; receivedAt: Date },
): Promise<string | null> {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...values, outcome: 'ignored' })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] })
    .returning({ id: paymentEvents.id });
  return rows[0]?.id ?? null;
}

export async function finishEvent(
  db: Executor,
  id: string,
  result: { outcome: 'applied' | 'ignored'; subscriptionId: string | null; processedAt: Date },
): Promise<void> {
  await db.update(paymentEvents).set(result).where(eq(paymentEvents.id, id));
}
