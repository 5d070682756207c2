import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  account,
  analyticsEvents,
  antecedentesRenovacoes,
  avaliacoes,
  avaliacoesFamilias,
  certificados,
  consents,
  auditLog,
  contactMessages,
  emailChanges,
  conversas,
  cuidadorProfiles,
  caregiverReferences,
  verificationDecisions,
  disponibilidade,
  disponibilidadeFolgas,
  disponibilidadePadroes,
  emailOutbox,
  familiaProfiles,
  healthDataReads,
  mensagens,
  notificacoes,
  paymentEvents,
  pedidosReserva,
  planSubscriptions,
  profiles,
  reservas,
  session,
  user,
} from '../../db/schema';

// Every row about one person, each query carrying the condition that ties it to them. Columns are
// listed one by one: secrets (password hash, session tokens, checkout links) never leave.

const familiaP = alias(profiles, 'familia_p');
const cuidadorP = alias(profiles, 'cuidador_p');
const otherP = alias(profiles, 'other_p');

export async function findAccountRows(db: Executor, userId: string) {
  const [me] = await db
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt, updatedAt: user.updatedAt })
    .from(user)
    .where(eq(user.id, userId));
  const credentials = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
    .from(account)
    .where(eq(account.userId, userId));
  const sessions = await db
    .select({ createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  return { me, credentials, sessions };
}

export async function findProfileRows(db: Executor, userId: string) {
  const [profile] = await db
    .select({ role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName, avatarUrl: profiles.avatarUrl, createdAt: profiles.createdAt, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [familia] = await db
    .select({
      rua: familiaProfiles.rua,
      numero: familiaProfiles.numero,
      complemento: familiaProfiles.complemento,
      bairro: familiaProfiles.bairro,
      cidade: familiaProfiles.cidade,
      estado: familiaProfiles.estado,
      cep: familiaProfiles.cep,
      pacienteNome: familiaProfiles.pacienteNome,
      pacienteIdade: familiaProfiles.pacienteIdade,
      pacienteCondicao: familiaProfiles.pacienteCondicao,
      diasDesejados: familiaProfiles.diasDesejados,
      createdAt: familiaProfiles.createdAt,
      updatedAt: familiaProfiles.updatedAt,
    })
    .from(familiaProfiles)
    .where(eq(familiaProfiles.id, userId));
  const [cuidador] = await db
    .select({
      bio: cuidadorProfiles.bio,
      precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
      competencias: cuidadorProfiles.competencias,
      disponibilidade: cuidadorProfiles.disponibilidade,
      genero: cuidadorProfiles.genero,
      experiencia: cuidadorProfiles.experiencia,
      dataNascimento: cuidadorProfiles.dataNascimento,
      telefone: cuidadorProfiles.telefone,
      cep: cuidadorProfiles.cep,
      rua: cuidadorProfiles.rua,
      numero: cuidadorProfiles.numero,
      complemento: cuidadorProfiles.complemento,
      bairro: cuidadorProfiles.bairro,
      cidade: cuidadorProfiles.cidade,
      estado: cuidadorProfiles.estado,
      rating: cuidadorProfiles.rating,
      totalAvaliacoes: cuidadorProfiles.totalAvaliacoes,
      // Verification (docs/product.md#verification): the whole CPF goes back to its owner only.
      cpf: cuidadorProfiles.cpf,
      verificacao: cuidadorProfiles.verificacao,
      verificacaoDesde: cuidadorProfiles.verificacaoDesde,
      antecedentesEmitidaEm: cuidadorProfiles.antecedentesEmitidaEm,
      antecedentesValidaAte: cuidadorProfiles.antecedentesValidaAte,
      createdAt: cuidadorProfiles.createdAt,
      updatedAt: cuidadorProfiles.updatedAt,
    })
    .from(cuidadorProfiles)
    .where(eq(cuidadorProfiles.id, userId));
  const referencias = await db
    .select({ posicao: caregiverReferences.posicao, nome: caregiverReferences.nome, relacao: caregiverReferences.relacao, telefone: caregiverReferences.telefone })
    .from(caregiverReferences)
    .where(eq(caregiverReferences.cuidadorId, userId))
    .orderBy(asc(caregiverReferences.posicao));
  const decisoes = await db
    .select({ de: verificationDecisions.deEstado, para: verificationDecisions.paraEstado, motivo: verificationDecisions.motivo, observacao: verificationDecisions.observacao, em: verificationDecisions.createdAt })
    .from(verificationDecisions)
    .where(eq(verificationDecisions.cuidadorId, userId))
    .orderBy(asc(verificationDecisions.createdAt));
  const renovacoes = await db
    .select({ emitidoEm: antecedentesRenovacoes.emitidoEm, status: antecedentesRenovacoes.status, motivo: antecedentesRenovacoes.motivo, observacao: antecedentesRenovacoes.observacao, enviadaEm: antecedentesRenovacoes.createdAt, decididaEm: antecedentesRenovacoes.decididaEm })
    .from(antecedentesRenovacoes)
    .where(eq(antecedentesRenovacoes.cuidadorId, userId))
    .orderBy(asc(antecedentesRenovacoes.createdAt));
  const slots = await db
    .select({ startDatetime: disponibilidade.startDatetime, endDatetime: disponibilidade.endDatetime, createdAt: disponibilidade.createdAt })
    .from(disponibilidade)
    .where(eq(disponibilidade.cuidadorId, userId))
    .orderBy(asc(disponibilidade.startDatetime));
  const padroes = await db
    .select({ faixas: disponibilidadePadroes.faixas, validoDe: disponibilidadePadroes.validoDe, validoAte: disponibilidadePadroes.validoAte, createdAt: disponibilidadePadroes.createdAt })
    .from(disponibilidadePadroes)
    .where(eq(disponibilidadePadroes.cuidadorId, userId));
  const folgas = await db
    .select({ dataInicio: disponibilidadeFolgas.dataInicio, dataFim: disponibilidadeFolgas.dataFim, createdAt: disponibilidadeFolgas.createdAt })
    .from(disponibilidadeFolgas)
    .where(eq(disponibilidadeFolgas.cuidadorId, userId))
    .orderBy(asc(disponibilidadeFolgas.dataInicio));
  return { profile, familia, cuidador, slots, padroes, folgas, referencias, decisoes, renovacoes };
}

export function findConsentRows(db: Executor, userId: string) {
  return db
    .select({ kind: consents.kind, version: consents.version, acceptedAt: consents.acceptedAt, withdrawnAt: consents.withdrawnAt, replaced: consents.replaced })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.acceptedAt));
}

/** The person's booking requests (either side) with both parties' names, and their day rows. */
export async function findBookingRows(db: Executor, userId: string) {
  const pedidos = await db
    .select({
      id: pedidosReserva.id,
      status: pedidosReserva.status,
      dias: pedidosReserva.dias,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      horaInicio: pedidosReserva.horaInicio,
      horaFim: pedidosReserva.horaFim,
      diasSemana: pedidosReserva.diasSemana,
      semanas: pedidosReserva.semanas,
      precoHoraCentavos: pedidosReserva.precoHoraCentavos,
      precoTotalCentavos: pedidosReserva.precoTotalCentavos,
      motivoCancelamento: pedidosReserva.motivoCancelamento,
      respondedAt: pedidosReserva.respondedAt,
      createdAt: pedidosReserva.createdAt,
      updatedAt: pedidosReserva.updatedAt,
      familiaId: pedidosReserva.familiaId,
      familiaFirstName: familiaP.firstName,
      familiaLastName: familiaP.lastName,
      cuidadorId: pedidosReserva.cuidadorId,
      cuidadorFirstName: cuidadorP.firstName,
      cuidadorLastName: cuidadorP.lastName,
    })
    .from(pedidosReserva)
    .innerJoin(familiaP, eq(familiaP.id, pedidosReserva.familiaId))
    .innerJoin(cuidadorP, eq(cuidadorP.id, pedidosReserva.cuidadorId))
    .where(or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId)))
    .orderBy(asc(pedidosReserva.dataInicio), asc(pedidosReserva.createdAt));
  const days = pedidos.length
    ? await db
        .select({
          pedidoId: reservas.pedidoId,
          dataReserva: reservas.dataReserva,
          horaInicio: reservas.horaInicio,
          horaFim: reservas.horaFim,
          startDatetime: reservas.startDatetime,
          endDatetime: reservas.endDatetime,
          status: reservas.status,
          precoTotalCentavos: reservas.precoTotalCentavos,
          canceladoPor: reservas.canceladoPor,
          canceladoEm: reservas.canceladoEm,
          motivoCancelamento: reservas.motivoCancelamento,
        })
        .from(reservas)
        .where(
          and(
            inArray(reservas.pedidoId, pedidos.map((p) => p.id)),
            or(eq(reservas.familiaId, userId), eq(reservas.cuidadorId, userId)),
          ),
        )
        .orderBy(asc(reservas.startDatetime))
    : [];
  return { pedidos, days };
}

/** Reviews the person gave (as a family) or received (as a caregiver), with the other's name. */
export function findReviewRows(db: Executor, userId: string) {
  return db
    .select({
      pedidoId: avaliacoes.pedidoId,
      familiaId: avaliacoes.familiaId,
      cuidadorId: avaliacoes.cuidadorId,
      familiaFirstName: familiaP.firstName,
      familiaLastName: familiaP.lastName,
      cuidadorFirstName: cuidadorP.firstName,
      cuidadorLastName: cuidadorP.lastName,
      estrelas: avaliacoes.estrelas,
      comentario: avaliacoes.comentario,
      createdAt: avaliacoes.createdAt,
      publicadaEm: avaliacoes.publicadaEm,
      resposta: avaliacoes.resposta,
      respostaEm: avaliacoes.respostaEm,
    })
    .from(avaliacoes)
    .innerJoin(familiaP, eq(familiaP.id, avaliacoes.familiaId))
    .innerJoin(cuidadorP, eq(cuidadorP.id, avaliacoes.cuidadorId))
    .where(or(eq(avaliacoes.familiaId, userId), eq(avaliacoes.cuidadorId, userId)))
    .orderBy(asc(avaliacoes.createdAt));
}

/**
 * The private ratings the person gave families as a caregiver (their own words). The ratings
 * families received are not exported to them: they are caregivers' private notes, shown to other
 * caregivers only as a count and an average (docs/product.md#reviews, ADR 0038).
 */
export function findFamilyRatingRows(db: Executor, userId: string) {
  return db
    .select({
      pedidoId: avaliacoesFamilias.pedidoId,
      familiaId: avaliacoesFamilias.familiaId,
      familiaFirstName: familiaP.firstName,
      familiaLastName: familiaP.lastName,
      estrelas: avaliacoesFamilias.estrelas,
      nota: avaliacoesFamilias.nota,
      createdAt: avaliacoesFamilias.createdAt,
    })
    .from(avaliacoesFamilias)
    .innerJoin(familiaP, eq(familiaP.id, avaliacoesFamilias.familiaId))
    .where(eq(avaliacoesFamilias.cuidadorId, userId))
    .orderBy(asc(avaliacoesFamilias.createdAt));
}

/** The person's conversations with the other participant's name, and every message in them. */
export async function findConversationRows(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: conversas.id,
      createdAt: conversas.createdAt,
      familiaId: conversas.familiaId,
      cuidadorId: conversas.cuidadorId,
      otherFirstName: otherP.firstName,
      otherLastName: otherP.lastName,
    })
    .from(conversas)
    .innerJoin(
      otherP,
      or(
        and(eq(conversas.familiaId, userId), eq(otherP.id, conversas.cuidadorId)),
        and(eq(conversas.cuidadorId, userId), eq(otherP.id, conversas.familiaId)),
      ),
    )
    .where(or(eq(conversas.familiaId, userId), eq(conversas.cuidadorId, userId)))
    .orderBy(asc(conversas.createdAt));
  const messages = rows.length
    ? await db
        .select({
          conversaId: mensagens.conversaId,
          senderId: mensagens.senderId,
          content: mensagens.content,
          createdAt: mensagens.createdAt,
          readAt: mensagens.readAt,
        })
        .from(mensagens)
        .where(
          and(
            inArray(mensagens.conversaId, rows.map((r) => r.id)),
            or(eq(mensagens.senderId, userId), eq(mensagens.receiverId, userId)),
          ),
        )
        .orderBy(asc(mensagens.createdAt), asc(mensagens.id))
    : [];
  return { conversations: rows, messages };
}

export function findNotificationRows(db: Executor, userId: string) {
  return db
    .select({ tipo: notificacoes.tipo, mensagem: notificacoes.mensagem, link: notificacoes.link, lida: notificacoes.lida, createdAt: notificacoes.createdAt })
    .from(notificacoes)
    .where(eq(notificacoes.userId, userId))
    .orderBy(asc(notificacoes.createdAt));
}

export function findAnalyticsRows(db: Executor, userId: string) {
  return db
    .select({ eventName: analyticsEvents.eventName, metadata: analyticsEvents.metadata, tipoUsuario: analyticsEvents.tipoUsuario, createdAt: analyticsEvents.createdAt })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(asc(analyticsEvents.createdAt));
}

/** Security events about the person (sign-ins, changes) and a pending e-mail change. */
export async function findSecurityRows(db: Executor, userId: string) {
  const events = await db
    .select({ action: auditLog.action, ipAddress: auditLog.ipAddress, userAgent: auditLog.userAgent, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.subjectId, userId))
    .orderBy(asc(auditLog.createdAt));
  const [emailChange] = await db
    .select({ previousEmail: emailChanges.previousEmail, requestedEmail: emailChanges.requestedEmail, requestedAt: emailChanges.requestedAt })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));
  const [twoFactorRow] = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return { events, emailChange, twoFactorEnabled: twoFactorRow?.enabled ?? false };
}

export function findContactRows(db: Executor, userId: string) {
  return db
    .select({
      nome: contactMessages.nome,
      email: contactMessages.email,
      mensagem: contactMessages.mensagem,
      emailStatus: contactMessages.emailStatus,
      createdAt: contactMessages.createdAt,
      respostaTexto: contactMessages.respostaTexto,
      respondidaEm: contactMessages.respondidaEm,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
}

/** Care plans and the payment events of each (the checkout link itself is left out). */
export async function findPlanRows(db: Executor, userId: string) {
  const plans = await db
    .select({
      id: planSubscriptions.id,
      planId: planSubscriptions.planId,
      provider: planSubscriptions.provider,
      status: planSubscriptions.status,
      monthlyAmountCents: planSubscriptions.monthlyAmountCents,
      durationMonths: planSubscriptions.durationMonths,
      providerCustomerId: planSubscriptions.providerCustomerId,
      providerSubscriptionId: planSubscriptions.providerSubscriptionId,
      activatedAt: planSubscriptions.activatedAt,
      currentPeriodEnd: planSubscriptions.currentPeriodEnd,
      endsAt: planSubscriptions.endsAt,
      canceledAt: planSubscriptions.canceledAt,
      refundedAt: planSubscriptions.refundedAt,
      refundedAmountCents: planSubscriptions.refundedAmountCents,
      createdAt: planSubscriptions.createdAt,
      updatedAt: planSubscriptions.updatedAt,
    })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.familiaId, userId))
    .orderBy(asc(planSubscriptions.createdAt));
  const events = plans.length
    ? await db
        .select({
          subscriptionId: paymentEvents.subscriptionId,
          provider: paymentEvents.provider,
          type: paymentEvents.type,
          outcome: paymentEvents.outcome,
          receivedAt: paymentEvents.receivedAt,
        })
        .from(paymentEvents)
        .innerJoin(planSubscriptions, eq(planSubscriptions.id, paymentEvents.subscriptionId))
        .where(eq(planSubscriptions.familiaId, userId))
        .orderBy(asc(paymentEvents.receivedAt))
    : [];
  return { plans, events };
}

export function findCertificateRows(db: Executor, userId: string) {
  return db
    .select({
      id: certificados.id,
      storageKey: certificados.storageKey,
      nomeOriginal: certificados.nomeOriginal,
      mime: certificados.mime,
      tamanhoBytes: certificados.tamanhoBytes,
      documento: certificados.tipo,
      emitidoEm: certificados.emitidoEm,
      anexadoEm: certificados.anexadoEm,
      createdAt: certificados.createdAt,
    })
    .from(certificados)
    .where(eq(certificados.cuidadorId, userId))
    .orderBy(asc(certificados.createdAt));
}

/** Reads of health data the person is part of: of their patient (family) or done by them (caregiver). */
export function findHealthReadRows(db: Executor, userId: string) {
  return db
    .select({
      familiaId: healthDataReads.familiaId,
      cuidadorId: healthDataReads.cuidadorId,
      familiaFirstName: familiaP.firstName,
      familiaLastName: familiaP.lastName,
      cuidadorFirstName: cuidadorP.firstName,
      cuidadorLastName: cuidadorP.lastName,
      pedidoId: healthDataReads.pedidoId,
      fields: healthDataReads.fields,
      readAt: healthDataReads.readAt,
    })
    .from(healthDataReads)
    .innerJoin(familiaP, eq(familiaP.id, healthDataReads.familiaId))
    .innerJoin(cuidadorP, eq(cuidadorP.id, healthDataReads.cuidadorId))
    .where(or(eq(healthDataReads.familiaId, userId), eq(healthDataReads.cuidadorId, userId)))
    .orderBy(asc(healthDataReads.readAt));
}

/** E-mails sent to the person's address: what and when (not the body: its links carry tokens). */
export function findMailRows(db: Executor, email: string) {
  return db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.createdAt));
}
