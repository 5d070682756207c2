import type { VerificationCheck, VerificationState } from '@cuidar/domain/verification';
import { and, asc, count, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  caregiverReferences,
  certificados,
  cuidadorProfiles,
  emailOutbox,
  pedidosReserva,
  profiles,
  reports,
  user,
  verificationChecks,
  verificationDecisions,
} from '../../db/schema';

// The operator desk reads every caregiver (that is its job); the ownership condition here is the
// operator guard on the routes (auth/session.ts requireOperator). Documents are read by caregiver
// AND document id, so a document is only ever reached through the caregiver it belongs to.

// ── Home counts ─────────────────────────────────────────────────────────────────────────────

export async function countWaiting(db: Executor): Promise<{ total: number; oldest: Date | null }> {
  const [row] = await db
    .select({ total: count(), oldest: min(cuidadorProfiles.verificacaoDesde) })
    .from(cuidadorProfiles)
    .where(eq(cuidadorProfiles.verificacao, 'em_analise'));
  return { total: row?.total ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reports).where(eq(reports.status, 'aberta'));
  return row?.total ?? 0;
}

/** Requests still pending since before `createdBefore` whose first day has not begun. */
export async function countOldPendingBookings(db: Executor, createdBefore: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pedidosReserva)
    .where(
      and(
        eq(pedidosReserva.status, 'pendente'),
        lte(pedidosReserva.createdAt, createdBefore),
        sql`(select min(r.start_datetime) from reservas r where r.pedido_id = ${pedidosReserva.id} and r.cancelado_em is null) > ${now.toISOString()}`,
      ),
    );
  return row?.total ?? 0;
}

export async function countFailedEmails(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed'));
  return row?.total ?? 0;
}

// ── Queue ───────────────────────────────────────────────────────────────────────────────────

/** One page of caregivers in a state since before `since` (null: any time), oldest first. */
export async function findQueuePage(db: Executor, input: { estado: VerificationState; since: Date | null; limit: number; offset: number }) {
  const where = and(eq(cuidadorProfiles.verificacao, input.estado), input.since ? lte(cuidadorProfiles.verificacaoDesde, input.since) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cuidadorProfiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        cidade: cuidadorProfiles.cidade,
        uf: cuidadorProfiles.estado,
        verificacao: cuidadorProfiles.verificacao,
        desde: cuidadorProfiles.verificacaoDesde,
      })
      .from(cuidadorProfiles)
      .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
      .where(where)
      .orderBy(asc(cuidadorProfiles.verificacaoDesde), asc(cuidadorProfiles.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(cuidadorProfiles).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

// ── Review ──────────────────────────────────────────────────────────────────────────────────

export async function findCaregiverForReview(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({
      id: cuidadorProfiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      email: user.email,
      telefone: cuidadorProfiles.telefone,
      dataNascimento: cuidadorProfiles.dataNascimento,
      bairro: cuidadorProfiles.bairro,
      cidade: cuidadorProfiles.cidade,
      uf: cuidadorProfiles.estado,
      bio: cuidadorProfiles.bio,
      experiencia: cuidadorProfiles.experiencia,
      competencias: cuidadorProfiles.competencias,
      precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
      cpf: cuidadorProfiles.cpf,
      verificacao: cuidadorProfiles.verificacao,
      verificacaoDesde: cuidadorProfiles.verificacaoDesde,
      antecedentesEmitidaEm: cuidadorProfiles.antecedentesEmitidaEm,
      antecedentesValidaAte: cuidadorProfiles.antecedentesValidaAte,
    })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .innerJoin(user, eq(user.id, cuidadorProfiles.id))
    .where(eq(cuidadorProfiles.id, cuidadorId));
  return row;
}

export async function findCpf(db: Executor, cuidadorId: string): Promise<{ cpf: string | null } | undefined> {
  const [row] = await db.select({ cpf: cuidadorProfiles.cpf }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId));
  return row;
}

/** Verification documents first, then course certificates adopted by the profile. */
export async function findDocuments(db: Executor, cuidadorId: string) {
  return db
    .select({
      id: certificados.id,
      tipo: certificados.tipo,
      nome: certificados.nomeOriginal,
      mime: certificados.mime,
      tamanhoBytes: certificados.tamanhoBytes,
      emitidoEm: certificados.emitidoEm,
      createdAt: certificados.createdAt,
    })
    .from(certificados)
    .where(and(eq(certificados.cuidadorId, cuidadorId), sql`(${certificados.tipo} <> 'certificado' or ${certificados.anexadoEm} is not null)`))
    .orderBy(sql`${certificados.tipo} = 'certificado'`, desc(certificados.createdAt));
}

export async function findDocumentFile(db: Executor, cuidadorId: string, documentId: string) {
  const [row] = await db
    .select({ storageKey: certificados.storageKey, nome: certificados.nomeOriginal, mime: certificados.mime, tipo: certificados.tipo })
    .from(certificados)
    .where(and(eq(certificados.id, documentId), eq(certificados.cuidadorId, cuidadorId)));
  return row;
}

export async function findReferences(db: Executor, cuidadorId: string) {
  return db
    .select({ posicao: caregiverReferences.posicao, nome: caregiverReferences.nome, relacao: caregiverReferences.relacao, telefone: caregiverReferences.telefone })
    .from(caregiverReferences)
    .where(eq(caregiverReferences.cuidadorId, cuidadorId))
    .orderBy(asc(caregiverReferences.posicao));
}

const marker = alias(profiles, 'marker');

export async function findChecks(db: Executor, cuidadorId: string) {
  return db
    .select({
      item: verificationChecks.item,
      nota: verificationChecks.nota,
      realizadaEm: verificationChecks.realizadaEm,
      marcadoEm: verificationChecks.marcadoEm,
      markerFirstName: marker.firstName,
      markerLastName: marker.lastName,
    })
    .from(verificationChecks)
    .leftJoin(marker, eq(marker.id, verificationChecks.marcadoPor))
    .where(eq(verificationChecks.cuidadorId, cuidadorId));
}

export async function upsertCheck(
  db: Executor,
  row: { cuidadorId: string; item: VerificationCheck; nota: string | null; realizadaEm: string | null; marcadoPor: string; marcadoEm: Date },
): Promise<void> {
  await db
    .insert(verificationChecks)
    .values(row)
    .onConflictDoUpdate({
      target: [verificationChecks.cuidadorId, verificationChecks.item],
      set: { nota: row.nota, realizadaEm: row.realizadaEm, marcadoPor: row.marcadoPor, marcadoEm: row.marcadoEm },
    });
}

export async function deleteCheck(db: Executor, cuidadorId: string, item: VerificationCheck): Promise<boolean> {
  const rows = await db
    .delete(verificationChecks)
    .where(and(eq(verificationChecks.cuidadorId, cuidadorId), eq(verificationChecks.item, item)))
    .returning({ item: verificationChecks.item });
  return rows.length > 0;
}

const decider = alias(profiles, 'decider');

export async function findDecisions(db: Executor, cuidadorId: string) {
  return db
    .select({
      id: verificationDecisions.id,
      deEstado: verificationDecisions.deEstado,
      paraEstado: verificationDecisions.paraEstado,
      motivo: verificationDecisions.motivo,
      observacao: verificationDecisions.observacao,
      operadorId: verificationDecisions.operadorId,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      createdAt: verificationDecisions.createdAt,
    })
    .from(verificationDecisions)
    .leftJoin(decider, eq(decider.id, verificationDecisions.operadorId))
    .where(eq(verificationDecisions.cuidadorId, cuidadorId))
    .orderBy(desc(verificationDecisions.createdAt), desc(verificationDecisions.id));
}

const family = alias(profiles, 'family');

/** The caregiver's confirmed bookings that have not ended yet. */
export async function findOpenConfirmedBookings(db: Executor, cuidadorId: string, now: Date) {
  return db
    .select({
      id: pedidosReserva.id,
      familyFirstName: family.firstName,
      familyLastName: family.lastName,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      precoTotalCentavos: pedidosReserva.precoTotalCentavos,
      diasSemana: pedidosReserva.diasSemana,
    })
    .from(pedidosReserva)
    .innerJoin(family, eq(family.id, pedidosReserva.familiaId))
    .where(
      and(
        eq(pedidosReserva.cuidadorId, cuidadorId),
        inArray(pedidosReserva.status, ['confirmada']),
        sql`(select max(r.end_datetime) from reservas r where r.pedido_id = ${pedidosReserva.id} and r.cancelado_em is null) > ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(pedidosReserva.dataInicio));
}

/** Name and address of the caregiver, for the decision's e-mail. */
export async function findCaregiverContact(db: Executor, cuidadorId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, email: user.email, antecedentesValidaAte: cuidadorProfiles.antecedentesValidaAte })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .innerJoin(user, eq(user.id, cuidadorProfiles.id))
    .where(eq(cuidadorProfiles.id, cuidadorId));
  return row;
}
