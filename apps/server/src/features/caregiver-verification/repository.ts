import type { VerificationReason, VerificationState } from '@cuidar/domain/verification';
import { and, asc, desc, eq, gt, isNull, lt, lte, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caregiverReferences, cuidadorProfiles, profiles, reservas, user, verificationDecisions } from '../../db/schema';

// The caregiver's own verification data (docs/product.md#verification). Every query is keyed by
// the caregiver's id; the daily job's queries select by date only and change rows with guards.

export async function findVerificationRow(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({
      verificacao: cuidadorProfiles.verificacao,
      verificacaoDesde: cuidadorProfiles.verificacaoDesde,
      cpf: cuidadorProfiles.cpf,
      antecedentesValidaAte: cuidadorProfiles.antecedentesValidaAte,
    })
    .from(cuidadorProfiles)
    .where(eq(cuidadorProfiles.id, cuidadorId));
  return row;
}

export async function findReferences(db: Executor, cuidadorId: string) {
  const rows = await db
    .select({ posicao: caregiverReferences.posicao, nome: caregiverReferences.nome, relacao: caregiverReferences.relacao, telefone: caregiverReferences.telefone })
    .from(caregiverReferences)
    .where(eq(caregiverReferences.cuidadorId, cuidadorId))
    .orderBy(asc(caregiverReferences.posicao));
  return rows.map((row) => ({ ...row, posicao: row.posicao as 1 | 2 }));
}

/** Throws the driver's unique violation when the CPF belongs to another caregiver (the caller words it). */
export async function updateCpf(db: Executor, cuidadorId: string, cpf: string): Promise<void> {
  await db.update(cuidadorProfiles).set({ cpf, updatedAt: new Date() }).where(eq(cuidadorProfiles.id, cuidadorId));
}

export async function upsertReferences(db: Executor, cuidadorId: string, refs: readonly { nome: string; relacao: string; telefone: string }[], at: Date): Promise<void> {
  for (const [index, ref] of refs.entries()) {
    await db
      .insert(caregiverReferences)
      .values({ cuidadorId, posicao: index + 1, ...ref })
      .onConflictDoUpdate({ target: [caregiverReferences.cuidadorId, caregiverReferences.posicao], set: { ...ref, updatedAt: at } });
  }
}

/** The certificate under review dates the approval: the daily job reads these columns. */
export async function updateAntecedentes(db: Executor, cuidadorId: string, emitidaEm: string | null, validaAte: string | null): Promise<void> {
  await db
    .update(cuidadorProfiles)
    .set({ antecedentesEmitidaEm: emitidaEm, antecedentesValidaAte: validaAte, antecedentesAvisoEm: null })
    .where(eq(cuidadorProfiles.id, cuidadorId));
}

export async function findLatestDecision(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({
      paraEstado: verificationDecisions.paraEstado,
      motivo: verificationDecisions.motivo,
      observacao: verificationDecisions.observacao,
      createdAt: verificationDecisions.createdAt,
    })
    .from(verificationDecisions)
    .where(eq(verificationDecisions.cuidadorId, cuidadorId))
    .orderBy(desc(verificationDecisions.createdAt), desc(verificationDecisions.id))
    .limit(1);
  return row ? { ...row, paraEstado: row.paraEstado as VerificationState, motivo: row.motivo as VerificationReason | null } : undefined;
}

export async function findLatestApprovalAt(db: Executor, cuidadorId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${verificationDecisions.createdAt})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)) })
    .from(verificationDecisions)
    .where(and(eq(verificationDecisions.cuidadorId, cuidadorId), eq(verificationDecisions.paraEstado, 'aprovado')));
  return row?.at ?? null;
}

/** Approved caregivers whose certificate ends within the warning window and who were not warned yet. */
export async function findCaregiversToWarn(db: Executor, today: string, lastWarnedDay: string) {
  return db
    .select({ id: cuidadorProfiles.id, validaAte: cuidadorProfiles.antecedentesValidaAte })
    .from(cuidadorProfiles)
    .where(
      and(
        eq(cuidadorProfiles.verificacao, 'aprovado'),
        isNull(cuidadorProfiles.antecedentesAvisoEm),
        gte(cuidadorProfiles.antecedentesValidaAte, today),
        lte(cuidadorProfiles.antecedentesValidaAte, lastWarnedDay),
      ),
    );
}

/** Marks the warning as given; false when another process (or an earlier run) already did. */
export async function markWarned(db: Executor, cuidadorId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(cuidadorProfiles)
    .set({ antecedentesAvisoEm: at })
    .where(and(eq(cuidadorProfiles.id, cuidadorId), isNull(cuidadorProfiles.antecedentesAvisoEm), eq(cuidadorProfiles.verificacao, 'aprovado')))
    .returning({ id: cuidadorProfiles.id });
  return rows.length === 1;
}

/** Approved caregivers whose certificate's last valid day is before today. */
export async function findExpiredApproved(db: Executor, today: string) {
  return db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .where(and(eq(cuidadorProfiles.verificacao, 'aprovado'), lt(cuidadorProfiles.antecedentesValidaAte, today)));
}

/** Still approved with a certificate whose last valid day is before today (read inside the expiry's transaction). */
export async function isStillExpired(db: Executor, cuidadorId: string, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .where(and(eq(cuidadorProfiles.id, cuidadorId), eq(cuidadorProfiles.verificacao, 'aprovado'), lt(cuidadorProfiles.antecedentesValidaAte, today)));
  return Boolean(row);
}

/** Families with a confirmed booking of this caregiver still to start, with the first day of each. */
export async function findFamiliesWithFutureConfirmed(db: Executor, cuidadorId: string, now: Date) {
  return db
    .select({ familiaId: reservas.familiaId, pedidoId: reservas.pedidoId, start: sql<Date>`min(${reservas.startDatetime})`.mapWith((v: string | Date) => new Date(v)) })
    .from(reservas)
    .where(and(eq(reservas.cuidadorId, cuidadorId), eq(reservas.status, 'confirmada'), gt(reservas.startDatetime, now)))
    .groupBy(reservas.familiaId, reservas.pedidoId);
}

export async function findContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}
