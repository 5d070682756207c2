import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { payouts, pedidosReserva, planSubscriptions, profiles, receipts, user } from '../../db/schema';

export type ReceiptInsert = Omit<typeof receipts.$inferInsert, 'id' | 'number'>;

/** Issues a receipt once per source; answers it when new, undefined when it existed already. */
export async function insertReceipt(tx: Executor, row: ReceiptInsert) {
  const [inserted] = await tx.insert(receipts).values(row).onConflictDoNothing({ target: receipts.sourceKey }).returning();
  return inserted;
}

const owner = alias(profiles, 'owner');
const caregiver = alias(profiles, 'caregiver');

const receiptColumns = {
  id: receipts.id,
  number: receipts.number,
  kind: receipts.kind,
  ownerId: receipts.ownerId,
  pedidoId: receipts.pedidoId,
  subscriptionId: receipts.subscriptionId,
  amountCents: receipts.amountCents,
  subtotalCents: receipts.subtotalCents,
  feeCents: receipts.feeCents,
  method: receipts.method,
  provider: receipts.provider,
  providerReference: receipts.providerReference,
  settledBy: receipts.settledBy,
  reason: receipts.reason,
  issuedAt: receipts.issuedAt,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  caregiverFirstName: caregiver.firstName,
  caregiverLastName: caregiver.lastName,
  dataInicio: pedidosReserva.dataInicio,
  dataFim: pedidosReserva.dataFim,
  horaInicio: pedidosReserva.horaInicio,
  horaFim: pedidosReserva.horaFim,
  diasSemana: pedidosReserva.diasSemana,
  modalidade: pedidosReserva.modalidade,
  planId: planSubscriptions.planId,
  payoutId: receipts.payoutId,
  payoutDay: payouts.dia,
  payoutKeyMasked: payouts.keyMasked,
};

function selectReceipts(db: Executor) {
  return db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(owner, eq(owner.id, receipts.ownerId))
    .leftJoin(pedidosReserva, eq(pedidosReserva.id, receipts.pedidoId))
    .leftJoin(caregiver, eq(caregiver.id, pedidosReserva.cuidadorId))
    .leftJoin(planSubscriptions, eq(planSubscriptions.id, receipts.subscriptionId))
    .leftJoin(payouts, eq(payouts.id, receipts.payoutId));
}

export type ReceiptRow = Awaited<ReturnType<typeof findReceiptsOf>>[number];

/** Many receipts at once, without notifications (the demo seed's payments). */
export async function insertReceipts(tx: Executor, rows: readonly ReceiptInsert[]): Promise<void> {
  if (rows.length) await tx.insert(receipts).values([...rows]).onConflictDoNothing({ target: receipts.sourceKey });
}

/** The person's receipts, newest first. */
export function findReceiptsOf(db: Executor, ownerId: string, limit = 200) {
  return selectReceipts(db).where(eq(receipts.ownerId, ownerId)).orderBy(desc(receipts.issuedAt), desc(receipts.number)).limit(limit);
}

/** One receipt, only for the person it belongs to. */
export async function findReceiptOfOwner(db: Executor, id: string, ownerId: string): Promise<ReceiptRow | undefined> {
  const [row] = await selectReceipts(db).where(and(eq(receipts.id, id), eq(receipts.ownerId, ownerId)));
  return row;
}

/** One receipt by id (right after issuing it, for its notification and e-mail). */
export async function findReceiptById(db: Executor, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await selectReceipts(db).where(eq(receipts.id, id));
  return row;
}

/** Where a receipt's e-mail goes. */
export async function findOwnerContact(db: Executor, ownerId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, ownerId));
  return row;
}
