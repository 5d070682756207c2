import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { pedidosReserva, profiles, session, user } from '../../db/schema';

// A family account's suspension (docs/product.md#family-suspension). Every query is keyed by the
// family's id and its role, so an id of anyone else is, to these queries, nobody.

const caregiver = alias(profiles, 'caregiver');
const isFamily = (id: string) => and(eq(profiles.id, id), eq(profiles.role, 'familia'), isNull(profiles.deletedAt));

export async function findFamilyAccount(db: Executor, familiaId: string) {
  const [row] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, suspensaEm: profiles.suspensaEm, motivo: profiles.suspensaoMotivo, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(isFamily(familiaId));
  return row;
}

/** Suspends the family's account if it was not; false when it already was (or is not a family). */
export async function markSuspended(tx: Executor, familiaId: string, motivo: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(profiles)
    .set({ suspensaEm: at, suspensaoMotivo: motivo, updatedAt: at })
    .where(and(isFamily(familiaId), isNull(profiles.suspensaEm)))
    .returning({ id: profiles.id });
  return rows.length === 1;
}

export async function clearSuspension(tx: Executor, familiaId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(profiles)
    .set({ suspensaEm: null, suspensaoMotivo: null, updatedAt: at })
    .where(and(isFamily(familiaId), isNotNull(profiles.suspensaEm)))
    .returning({ id: profiles.id });
  return rows.length === 1;
}

/** Every signed-in device of the account ends now (sessions are rows: no cached copy outlives this). */
export async function deleteSessionsOf(tx: Executor, userId: string): Promise<number> {
  const rows = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.length;
}

/** The family's confirmed bookings not yet over, for the operator to handle one by one. */
export async function findOpenConfirmedOfFamily(db: Executor, familiaId: string, now: Date) {
  return db
    .select({
      id: pedidosReserva.id,
      caregiverFirstName: caregiver.firstName,
      caregiverLastName: caregiver.lastName,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
    })
    .from(pedidosReserva)
    .innerJoin(caregiver, eq(caregiver.id, pedidosReserva.cuidadorId))
    .where(
      and(
        eq(pedidosReserva.familiaId, familiaId),
        eq(pedidosReserva.status, 'confirmada'),
        sql`(select max(r.end_datetime) from reservas r where r.pedido_id = ${pedidosReserva.id} and r.cancelado_em is null) > ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(pedidosReserva.dataInicio));
}
