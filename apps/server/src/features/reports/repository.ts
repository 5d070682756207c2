import type { ReportOutcome, ReportReason, ReportStatus, ReportTarget } from '@cuidar/domain/reports';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { conversas, cuidadorProfiles, mensagens, pedidosReserva, profiles, reports, user } from '../../db/schema';

// Reports ('Denunciar') and what the operator reads around them. Every read for a reporter carries
// the condition that they take part in the object (docs/product.md#reports).

/** A message in a conversation the user takes part in: who wrote it. */
export async function findMessageForParticipant(db: Executor, messageId: string, userId: string) {
  const [row] = await db
    .select({ senderId: mensagens.senderId })
    .from(mensagens)
    .innerJoin(conversas, eq(conversas.id, mensagens.conversaId))
    .where(and(eq(mensagens.id, messageId), or(eq(conversas.familiaId, userId), eq(conversas.cuidadorId, userId))));
  return row;
}

/** A booking request the user is a party to: both parties. */
export async function findBookingForParty(db: Executor, pedidoId: string, userId: string) {
  const [row] = await db
    .select({ familiaId: pedidosReserva.familiaId, cuidadorId: pedidosReserva.cuidadorId })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.id, pedidoId), or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId))));
  return row;
}

/** A member's profile as a target: role, whether deleted, and (caregivers) the verification state. */
export async function findProfileTarget(db: Executor, profileId: string) {
  const [row] = await db
    .select({ role: profiles.role, deletedAt: profiles.deletedAt, verificacao: cuidadorProfiles.verificacao })
    .from(profiles)
    .leftJoin(cuidadorProfiles, eq(cuidadorProfiles.id, profiles.id))
    .where(eq(profiles.id, profileId));
  return row;
}

/** Whether a family and a caregiver have a conversation or a booking request together. */
export async function haveContact(db: Executor, familiaId: string, cuidadorId: string): Promise<boolean> {
  const [conversation] = await db
    .select({ id: conversas.id })
    .from(conversas)
    .where(and(eq(conversas.familiaId, familiaId), eq(conversas.cuidadorId, cuidadorId)))
    .limit(1);
  if (conversation) return true;
  const [booking] = await db
    .select({ id: pedidosReserva.id })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.familiaId, familiaId), eq(pedidosReserva.cuidadorId, cuidadorId)))
    .limit(1);
  return Boolean(booking);
}

export interface NewReport {
  reporterId: string;
  reportedId: string;
  alvoTipo: ReportTarget;
  alvoId: string;
  motivo: ReportReason;
  descricao: string | null;
  createdAt: Date;
}

/** Inserts the report unless this reporter has one open on the same target (null then). */
export async function insertReport(db: Executor, report: NewReport): Promise<string | null> {
  const rows = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
  return rows[0]?.id ?? null;
}

export async function findOpenReport(db: Executor, reporterId: string, alvoTipo: ReportTarget, alvoId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.alvoTipo, alvoTipo), eq(reports.alvoId, alvoId), eq(reports.status, 'aberta')));
  return row?.id ?? null;
}

// ── The operator's desk ───────────────────────────────────────────────────────────────────

const reporterProfile = alias(profiles, 'reporter_profile');
const reportedProfile = alias(profiles, 'reported_profile');
const handlerProfile = alias(profiles, 'handler_profile');

const listColumns = {
  id: reports.id,
  alvoTipo: reports.alvoTipo,
  alvoId: reports.alvoId,
  motivo: reports.motivo,
  status: reports.status,
  resultado: reports.resultado,
  createdAt: reports.createdAt,
  reporterId: reports.reporterId,
  reporterFirstName: reporterProfile.firstName,
  reporterLastName: reporterProfile.lastName,
  reporterRole: reporterProfile.role,
  reportedId: reports.reportedId,
  reportedFirstName: reportedProfile.firstName,
  reportedLastName: reportedProfile.lastName,
  reportedRole: reportedProfile.role,
};

function listQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(reports)
    .leftJoin(reporterProfile, eq(reporterProfile.id, reports.reporterId))
    .innerJoin(reportedProfile, eq(reportedProfile.id, reports.reportedId))
    .where(where);
}

/** Open ones first, oldest first within each status (the queue order). */
export async function listReports(db: Executor, status: ReportStatus | undefined, limit: number) {
  return listQuery(db, status ? eq(reports.status, status) : undefined)
    .orderBy(sql`case when ${reports.status} = 'aberta' then 0 else 1 end`, asc(reports.createdAt))
    .limit(limit);
}

export type ReportListRow = Awaited<ReturnType<typeof listReports>>[number];

export async function findReport(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      descricao: reports.descricao,
      resultadoNota: reports.resultadoNota,
      tratadaEm: reports.tratadaEm,
      handlerFirstName: handlerProfile.firstName,
      handlerLastName: handlerProfile.lastName,
    })
    .from(reports)
    .leftJoin(reporterProfile, eq(reporterProfile.id, reports.reporterId))
    .innerJoin(reportedProfile, eq(reportedProfile.id, reports.reportedId))
    .leftJoin(handlerProfile, eq(handlerProfile.id, reports.tratadaPor))
    .where(eq(reports.id, id));
  return row;
}

/** The reported person as the platform shows them, and how many reports they have. */
export async function findProfileSummary(db: Executor, profileId: string) {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      role: profiles.role,
      deletedAt: profiles.deletedAt,
      memberSince: user.createdAt,
      verificacao: cuidadorProfiles.verificacao,
      cidade: cuidadorProfiles.cidade,
      estado: cuidadorProfiles.estado,
      bio: cuidadorProfiles.bio,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(cuidadorProfiles, eq(cuidadorProfiles.id, profiles.id))
    .where(eq(profiles.id, profileId));
  if (!row) return undefined;
  const [counted] = await db.select({ n: count() }).from(reports).where(eq(reports.reportedId, profileId));
  return { ...row, reportsAgainst: counted?.n ?? 0 };
}

const senderProfile = alias(profiles, 'sender_profile');

/** The reported message and up to `around` messages before and after it in its conversation. */
export async function findMessagesAround(db: Executor, messageId: string, around: number) {
  const [target] = await db.select({ conversaId: mensagens.conversaId }).from(mensagens).where(eq(mensagens.id, messageId));
  if (!target) return [];
  const columns = {
    id: mensagens.id,
    senderId: mensagens.senderId,
    content: mensagens.content,
    createdAt: mensagens.createdAt,
    senderFirstName: senderProfile.firstName,
    senderLastName: senderProfile.lastName,
  };
  // Compared in SQL: the database keeps microseconds a JavaScript Date would drop.
  const position = sql`(select m.created_at, m.id from ${mensagens} m where m.id = ${messageId})`;
  const inConversation = eq(mensagens.conversaId, target.conversaId);
  const [before, self, after] = await Promise.all([
    db
      .select(columns)
      .from(mensagens)
      .innerJoin(senderProfile, eq(senderProfile.id, mensagens.senderId))
      .where(and(inConversation, sql`(${mensagens.createdAt}, ${mensagens.id}) < ${position}`))
      .orderBy(desc(mensagens.createdAt), desc(mensagens.id))
      .limit(around),
    db.select(columns).from(mensagens).innerJoin(senderProfile, eq(senderProfile.id, mensagens.senderId)).where(eq(mensagens.id, messageId)),
    db
      .select(columns)
      .from(mensagens)
      .innerJoin(senderProfile, eq(senderProfile.id, mensagens.senderId))
      .where(and(inConversation, sql`(${mensagens.createdAt}, ${mensagens.id}) > ${position}`))
      .orderBy(asc(mensagens.createdAt), asc(mensagens.id))
      .limit(around),
  ]);
  return [...before.reverse(), ...self, ...after];
}

const familiaProfile = alias(profiles, 'familia_profile');
const cuidadorProfile = alias(profiles, 'cuidador_profile');

export async function findBookingSummary(db: Executor, pedidoId: string) {
  const [row] = await db
    .select({
      id: pedidosReserva.id,
      status: pedidosReserva.status,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      precoTotalCentavos: pedidosReserva.precoTotalCentavos,
      diasSemana: pedidosReserva.diasSemana,
      familiaFirstName: familiaProfile.firstName,
      familiaLastName: familiaProfile.lastName,
      cuidadorFirstName: cuidadorProfile.firstName,
      cuidadorLastName: cuidadorProfile.lastName,
    })
    .from(pedidosReserva)
    .innerJoin(familiaProfile, eq(familiaProfile.id, pedidosReserva.familiaId))
    .innerJoin(cuidadorProfile, eq(cuidadorProfile.id, pedidosReserva.cuidadorId))
    .where(eq(pedidosReserva.id, pedidoId));
  return row;
}

/** Marks an open report resolved; undefined when it was not open (handled meanwhile) or is unknown. */
export async function resolveOpenReport(
  db: Executor,
  id: string,
  decision: { resultado: ReportOutcome; resultadoNota: string; tratadaPor: string; tratadaEm: Date },
) {
  const [row] = await db
    .update(reports)
    .set({ status: 'resolvida', ...decision })
    .where(and(eq(reports.id, id), eq(reports.status, 'aberta')))
    .returning({ reporterId: reports.reporterId, reportedId: reports.reportedId, alvoTipo: reports.alvoTipo, createdAt: reports.createdAt });
  return row;
}

/** Whom an e-mail goes to: first name, address, role, and whether the account still exists. */
export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, email: user.email, role: profiles.role, deletedAt: profiles.deletedAt })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

export async function findCaregiverState(db: Executor, cuidadorId: string) {
  const [row] = await db.select({ verificacao: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId));
  return row?.verificacao;
}

// ── The person's own data (export, deletion) ─────────────────────────────────────────────

/** Reports the person made: what they wrote and what became of it (never who else was involved). */
export async function findReportsMadeBy(db: Executor, userId: string) {
  return db
    .select({ alvoTipo: reports.alvoTipo, motivo: reports.motivo, descricao: reports.descricao, status: reports.status, resultado: reports.resultado, createdAt: reports.createdAt, tratadaEm: reports.tratadaEm })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
}

/** Reports about the person: the reason and the outcome, without the reporter or their words. */
export async function findReportsAbout(db: Executor, userId: string) {
  return db
    .select({ alvoTipo: reports.alvoTipo, motivo: reports.motivo, status: reports.status, resultado: reports.resultado, createdAt: reports.createdAt, tratadaEm: reports.tratadaEm })
    .from(reports)
    .where(eq(reports.reportedId, userId))
    .orderBy(asc(reports.createdAt));
}

/** On account deletion: the person's reports stay for the operators, without them or their words. */
export async function unlinkReportsMadeBy(db: Executor, userId: string): Promise<void> {
  await db.update(reports).set({ reporterId: null, descricao: null }).where(eq(reports.reporterId, userId));
}
