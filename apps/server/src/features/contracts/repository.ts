import { and, asc, eq, isNotNull, isNull, min, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookingContracts, bookingPayments, cuidadorProfiles, familiaProfiles, pedidosReserva, planSubscriptions, profiles, reservas } from '../../db/schema';

const family = alias(profiles, 'family');
const caregiver = alias(profiles, 'caregiver');

/** What the contract of a request says, read just before the caregiver's acceptance is written. */
export async function findContractSource(db: Executor, pedidoId: string) {
  const [row] = await db
    .select({
      id: pedidosReserva.id,
      dias: pedidosReserva.dias,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      diasSemana: pedidosReserva.diasSemana,
      precoHoraCentavos: pedidosReserva.precoHoraCentavos,
      modalidade: pedidosReserva.modalidade,
      subtotalCents: pedidosReserva.precoTotalCentavos,
      feeCents: pedidosReserva.taxaServicoCentavos,
      pagoEm: pedidosReserva.pagoEm,
      familyFirstName: family.firstName,
      familyLastName: family.lastName,
      caregiverFirstName: caregiver.firstName,
      caregiverLastName: caregiver.lastName,
      cpf: cuidadorProfiles.cpf,
      rua: familiaProfiles.rua,
      numero: familiaProfiles.numero,
      complemento: familiaProfiles.complemento,
      bairro: familiaProfiles.bairro,
      cidade: familiaProfiles.cidade,
      estado: familiaProfiles.estado,
      cep: familiaProfiles.cep,
      // A care plan's booking (ADR 0047): its contract states the plan's terms.
      planId: planSubscriptions.planId,
    })
    .from(pedidosReserva)
    .innerJoin(family, eq(family.id, pedidosReserva.familiaId))
    .innerJoin(caregiver, eq(caregiver.id, pedidosReserva.cuidadorId))
    .leftJoin(cuidadorProfiles, eq(cuidadorProfiles.id, pedidosReserva.cuidadorId))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, pedidosReserva.familiaId))
    .leftJoin(planSubscriptions, eq(planSubscriptions.id, pedidosReserva.planSubscriptionId))
    .where(eq(pedidosReserva.id, pedidoId));
  if (!row) return undefined;
  const [first] = await db.select({ start: min(reservas.startDatetime) }).from(reservas).where(and(eq(reservas.pedidoId, pedidoId), isNull(reservas.canceladoEm)));
  const [payment] = await db
    .select({ method: bookingPayments.method, paidAt: bookingPayments.paidAt })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.pedidoId, pedidoId), eq(bookingPayments.status, 'succeeded')))
    .orderBy(asc(bookingPayments.paidAt))
    .limit(1);
  return { ...row, firstStart: first?.start ? new Date(first.start) : null, payment: payment ?? null };
}

export async function insertContract(
  tx: Executor,
  row: { pedidoId: string; templateVersion: (typeof bookingContracts.$inferInsert)['templateVersion']; sha256: string; pdf: Uint8Array; createdAt: Date },
): Promise<boolean> {
  const inserted = await tx.insert(bookingContracts).values(row).onConflictDoNothing({ target: bookingContracts.pedidoId }).returning({ id: bookingContracts.id });
  return inserted.length > 0;
}

const partyOf = (pedidoId: string, userId: string) => and(eq(pedidosReserva.id, pedidoId), or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId)));

/** The request's contract (without the bytes) for one of its two parties; undefined when the caller is not one. */
export async function findContractForParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({
      pedidoId: pedidosReserva.id,
      templateVersion: bookingContracts.templateVersion,
      sha256: bookingContracts.sha256,
      createdAt: bookingContracts.createdAt,
      isAvailable: sql<boolean>`${bookingContracts.pdf} is not null`,
    })
    .from(pedidosReserva)
    .leftJoin(bookingContracts, eq(bookingContracts.pedidoId, pedidosReserva.id))
    .where(partyOf(pedidoId, userId));
  return row;
}

/** The stored PDF bytes, for one of the two parties only. */
export async function findContractPdfForParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({ pdf: bookingContracts.pdf, sha256: bookingContracts.sha256 })
    .from(bookingContracts)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingContracts.pedidoId))
    .where(and(partyOf(pedidoId, userId), isNotNull(bookingContracts.pdf)));
  return row?.pdf ? { pdf: row.pdf, sha256: row.sha256 } : undefined;
}

/** Account deletion: the PDFs of the person's contracts are erased (the only change the trigger allows). */
export async function eraseContractPdfsOf(tx: Executor, userId: string, at: Date): Promise<number> {
  const erased = await tx
    .update(bookingContracts)
    .set({ pdf: null, erasedAt: at })
    .where(
      and(
        isNull(bookingContracts.erasedAt),
        sql`${bookingContracts.pedidoId} in (select ${pedidosReserva.id} from ${pedidosReserva} where ${pedidosReserva.familiaId} = ${userId} or ${pedidosReserva.cuidadorId} = ${userId})`,
      ),
    )
    .returning({ id: bookingContracts.id });
  return erased.length;
}

/** The person's contracts as data (the export: version, date, hash; the PDFs go in as files). */
export async function findContractsOf(db: Executor, userId: string) {
  return db
    .select({ pedidoId: bookingContracts.pedidoId, templateVersion: bookingContracts.templateVersion, sha256: bookingContracts.sha256, createdAt: bookingContracts.createdAt, pdf: bookingContracts.pdf })
    .from(bookingContracts)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, bookingContracts.pedidoId))
    .where(or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId)))
    .orderBy(asc(bookingContracts.createdAt));
}
