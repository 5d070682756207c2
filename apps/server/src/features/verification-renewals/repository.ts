import type { RenewalStatus, VerificationReason, VerificationState } from '@cuidar/domain/verification';
import { and, asc, count, desc, eq, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { antecedentesRenovacoes, certificados, cuidadorProfiles, profiles, user } from '../../db/schema';

// Renewed criminal-records certificates (docs/product.md#verification-renewal). The caregiver's
// queries carry their id; the operator's reach a renewal by its id (operators see every caregiver).

export async function findRenewalState(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({ verificacao: cuidadorProfiles.verificacao, emitidaEm: cuidadorProfiles.antecedentesEmitidaEm })
    .from(cuidadorProfiles)
    .where(eq(cuidadorProfiles.id, cuidadorId));
  return row;
}

export async function hasPendingRenewal(db: Executor, cuidadorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: antecedentesRenovacoes.id })
    .from(antecedentesRenovacoes)
    .where(and(eq(antecedentesRenovacoes.cuidadorId, cuidadorId), eq(antecedentesRenovacoes.status, 'pendente')));
  return Boolean(row);
}

/** Throws the driver's unique violation when one is already waiting (the caller words it). */
export async function insertRenewal(
  db: Executor,
  input: { cuidadorId: string; certificadoId: string; emitidoEm: string; deEstado: VerificationState; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(antecedentesRenovacoes).values(input).returning({ id: antecedentesRenovacoes.id });
  return row!.id;
}

/** The caregiver's latest renewal, for their verification page. */
export async function findLatestRenewal(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({
      id: antecedentesRenovacoes.id,
      emitidoEm: antecedentesRenovacoes.emitidoEm,
      status: antecedentesRenovacoes.status,
      motivo: antecedentesRenovacoes.motivo,
      observacao: antecedentesRenovacoes.observacao,
      createdAt: antecedentesRenovacoes.createdAt,
      decididaEm: antecedentesRenovacoes.decididaEm,
    })
    .from(antecedentesRenovacoes)
    .where(eq(antecedentesRenovacoes.cuidadorId, cuidadorId))
    .orderBy(desc(antecedentesRenovacoes.createdAt), desc(antecedentesRenovacoes.id))
    .limit(1);
  return row ? { ...row, motivo: row.motivo as VerificationReason | null } : undefined;
}

/** Waiting renewals, oldest first, optionally only those sent before `before`. */
export async function findPendingPage(db: Executor, input: { before: Date | null; limit: number; offset: number }) {
  const where = and(eq(antecedentesRenovacoes.status, 'pendente'), input.before ? lte(antecedentesRenovacoes.createdAt, input.before) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: antecedentesRenovacoes.id,
        cuidadorId: antecedentesRenovacoes.cuidadorId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        cidade: cuidadorProfiles.cidade,
        uf: cuidadorProfiles.estado,
        verificacao: cuidadorProfiles.verificacao,
        emitidoEm: antecedentesRenovacoes.emitidoEm,
        validaAteAtual: cuidadorProfiles.antecedentesValidaAte,
        createdAt: antecedentesRenovacoes.createdAt,
      })
      .from(antecedentesRenovacoes)
      .innerJoin(cuidadorProfiles, eq(cuidadorProfiles.id, antecedentesRenovacoes.cuidadorId))
      .innerJoin(profiles, eq(profiles.id, antecedentesRenovacoes.cuidadorId))
      .where(where)
      .orderBy(asc(antecedentesRenovacoes.createdAt), asc(antecedentesRenovacoes.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(antecedentesRenovacoes).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function countPendingRenewals(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(antecedentesRenovacoes).where(eq(antecedentesRenovacoes.status, 'pendente'));
  return row?.total ?? 0;
}

/** One renewal with its caregiver and its file, for the operator's screen. */
export async function findRenewalDetail(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: antecedentesRenovacoes.id,
      cuidadorId: antecedentesRenovacoes.cuidadorId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      verificacao: cuidadorProfiles.verificacao,
      emitidaEmAtual: cuidadorProfiles.antecedentesEmitidaEm,
      validaAteAtual: cuidadorProfiles.antecedentesValidaAte,
      emitidoEm: antecedentesRenovacoes.emitidoEm,
      deEstado: antecedentesRenovacoes.deEstado,
      status: antecedentesRenovacoes.status,
      motivo: antecedentesRenovacoes.motivo,
      observacao: antecedentesRenovacoes.observacao,
      decididaEm: antecedentesRenovacoes.decididaEm,
      createdAt: antecedentesRenovacoes.createdAt,
      certificadoId: certificados.id,
      nome: certificados.nomeOriginal,
      mime: certificados.mime,
      tamanhoBytes: certificados.tamanhoBytes,
    })
    .from(antecedentesRenovacoes)
    .innerJoin(cuidadorProfiles, eq(cuidadorProfiles.id, antecedentesRenovacoes.cuidadorId))
    .innerJoin(profiles, eq(profiles.id, antecedentesRenovacoes.cuidadorId))
    .leftJoin(certificados, eq(certificados.id, antecedentesRenovacoes.certificadoId))
    .where(eq(antecedentesRenovacoes.id, id));
  return row;
}

/** The renewal's row, locked for the decision's transaction. */
export async function lockRenewal(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: antecedentesRenovacoes.id,
      cuidadorId: antecedentesRenovacoes.cuidadorId,
      certificadoId: antecedentesRenovacoes.certificadoId,
      emitidoEm: antecedentesRenovacoes.emitidoEm,
      status: antecedentesRenovacoes.status,
    })
    .from(antecedentesRenovacoes)
    .where(eq(antecedentesRenovacoes.id, id))
    .for('update');
  return row;
}

export async function markRenewalDecided(
  tx: Executor,
  id: string,
  input: { status: Exclude<RenewalStatus, 'pendente'>; motivo: string | null; observacao: string | null; decididaPor: string; decididaEm: Date },
): Promise<boolean> {
  const rows = await tx
    .update(antecedentesRenovacoes)
    .set(input)
    .where(and(eq(antecedentesRenovacoes.id, id), eq(antecedentesRenovacoes.status, 'pendente')))
    .returning({ id: antecedentesRenovacoes.id });
  return rows.length === 1;
}

/**
 * The accepted certificate becomes the caregiver's federal one: the old file's row goes (its
 * storage keys are answered, to delete after the commit) and the validity columns move, with the
 * expiry warning cleared so the new date is warned about again.
 */
export async function promoteRenewal(
  tx: Executor,
  input: { cuidadorId: string; certificadoId: string; emitidaEm: string; validaAte: string },
): Promise<string[]> {
  const old = await tx
    .delete(certificados)
    .where(and(eq(certificados.cuidadorId, input.cuidadorId), eq(certificados.tipo, 'antecedentes_federal'), ne(certificados.id, input.certificadoId)))
    .returning({ storageKey: certificados.storageKey });
  await tx
    .update(certificados)
    .set({ tipo: 'antecedentes_federal' })
    .where(and(eq(certificados.id, input.certificadoId), eq(certificados.cuidadorId, input.cuidadorId)));
  await tx
    .update(cuidadorProfiles)
    .set({ antecedentesEmitidaEm: input.emitidaEm, antecedentesValidaAte: input.validaAte, antecedentesAvisoEm: null })
    .where(eq(cuidadorProfiles.id, input.cuidadorId));
  return old.map((row) => row.storageKey);
}

/** A refused certificate is not kept (a criminal-records document nobody relies on): answers its storage key. */
export async function deleteRenewalFile(tx: Executor, cuidadorId: string, certificadoId: string): Promise<string | null> {
  const [row] = await tx
    .delete(certificados)
    .where(and(eq(certificados.id, certificadoId), eq(certificados.cuidadorId, cuidadorId), eq(certificados.tipo, 'antecedentes_renovacao')))
    .returning({ storageKey: certificados.storageKey });
  return row?.storageKey ?? null;
}

export async function findValidity(tx: Executor, cuidadorId: string) {
  const [row] = await tx.select({ validaAte: cuidadorProfiles.antecedentesValidaAte }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId));
  return row?.validaAte ?? null;
}

export async function findContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}
