import { consentEnding, consentText } from '@cuidar/domain/consents';
import { dataExportMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { formatLongDateTime } from '@cuidar/domain/date-format';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/storage';
import {
  findAccountRows,
  findAnalyticsRows,
  findBookingRows,
  findCertificateRows,
  findConsentRows,
  findContactRows,
  findSecurityRows,
  findConversationRows,
  findHealthReadRows,
  findMailRows,
  findNotificationRows,
  findPlanRows,
  findProfileRows,
  findFamilyRatingRows,
  findReviewRows,
} from './repository';
import { reportsOfPerson } from '../reports/service';
import { disputesOfPerson } from '../disputes/service';
import { findFavoriteRows } from '../favorites/repository';
import { payoutsForExport } from '../payouts/service';
import { contractsForExport } from '../contracts/service';
import { labourLawAcknowledgementsForExport } from '../labour-law/service';
import { planAssignmentsForExport } from '../plan-care/service';
import { planSubstitutionsForExport } from '../plan-substitutes/service';
import { visitPresenceForExport } from '../visits/service';
import { emergencyCardForExport } from '../emergency-card/service';
import { relativesForExport } from '../relatives/account-data';
import { careDiaryForExport } from '../care-diary/service';
import { extensionOfMime } from '@cuidar/domain/certificates';
import { listReceipts } from '../receipts/service';
import { createZip, type ZipEntry } from './zip';

// 'Baixar meus dados' (LGPD art. 18, II and V): every row about the person as one JSON, plus the
// files they uploaded, in a zip they can open anywhere.

export interface ExportDeps {
  db: Executor;
  storage: FileStorage;
  logger: Logger;
  now: () => Date;
}

export const EXPORT_FORMAT = 'cuidar-meus-dados/1';
export const EXPORT_JSON_NAME = 'meus-dados.json';

const personName = (firstName: string | null | undefined, lastName: string | null | undefined) => fullName({ firstName, lastName });
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A file name safe inside the archive and recognisable: 'certificados/1-diploma.pdf'. */
export function archiveFileName(index: number, original: string, mime: string): string {
  const ext = extensionOfMime(mime);
  const base = original
    .replace(/\.[^.]*$/, '')
    .replace(/[\\/\p{Cc}:*?"<>|]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 80);
  return `certificados/${index}-${base || 'arquivo'}.${ext}`;
}

/** The whole document, in Portuguese section names; ids let the sections refer to each other. */
export async function collectPersonalData(deps: ExportDeps, userId: string) {
  const accountRows = await findAccountRows(deps.db, userId);
  if (!accountRows.me) throw notFound();
  const { me } = accountRows;
  const [profileRows, consentRows, bookingRows, reviewRows, familyRatingRows, conversationRows, notificationRows, analyticsRows, contactRows, planRows, certificateRows, healthRows, mailRows, securityRows, reportRows, favoriteRows] =
    await Promise.all([
      findProfileRows(deps.db, userId),
      findConsentRows(deps.db, userId),
      findBookingRows(deps.db, userId),
      findReviewRows(deps.db, userId),
      findFamilyRatingRows(deps.db, userId),
      findConversationRows(deps.db, userId),
      findNotificationRows(deps.db, userId),
      findAnalyticsRows(deps.db, userId),
      findContactRows(deps.db, userId),
      findPlanRows(deps.db, userId),
      findCertificateRows(deps.db, userId),
      findHealthReadRows(deps.db, userId),
      findMailRows(deps.db, me.email),
      findSecurityRows(deps.db, userId),
      reportsOfPerson(deps.db, userId),
      findFavoriteRows(deps.db, userId),
    ]);
  // 'Tive um problema' (docs/product.md#disputes): what the family reported and what was decided.
  const disputeRows = await disputesOfPerson(deps.db, userId);
  const payoutRows = await payoutsForExport(deps.db, userId);
  const [contracts, receiptRows, diary] = await Promise.all([contractsForExport(deps.db, userId), listReceipts({ db: deps.db }, userId), careDiaryForExport(deps.db, userId)]);

  const document = {
    formato: EXPORT_FORMAT,
    geradoEm: deps.now().toISOString(),
    conta: {
      id: me.id,
      nome: me.name,
      email: me.email,
      emailVerificado: me.emailVerified,
      criadaEm: iso(me.createdAt),
      atualizadaEm: iso(me.updatedAt),
      formasDeAcesso: accountRows.credentials.map((c) => ({ tipo: c.providerId === 'credential' ? 'email e senha' : c.providerId, criadaEm: iso(c.createdAt), senhaAlteradaEm: iso(c.updatedAt) })),
      sessoes: accountRows.sessions.map((row) => ({
        abertaEm: iso(row.createdAt),
        ultimaRenovacao: iso(row.updatedAt),
        expiraEm: iso(row.expiresAt),
        enderecoIp: row.ipAddress,
        navegador: row.userAgent,
      })),
    },
    perfil: profileRows.profile
      ? {
          tipo: profileRows.profile.role,
          nome: profileRows.profile.firstName,
          sobrenome: profileRows.profile.lastName,
          foto: profileRows.profile.avatarUrl,
          criadoEm: iso(profileRows.profile.createdAt),
          atualizadoEm: iso(profileRows.profile.updatedAt),
        }
      : null,
    perfilFamilia: profileRows.familia
      ? { ...profileRows.familia, createdAt: iso(profileRows.familia.createdAt), updatedAt: iso(profileRows.familia.updatedAt) }
      : null,
    perfilCuidador: profileRows.cuidador
      ? {
          ...profileRows.cuidador,
          rating: profileRows.cuidador.rating === null ? null : Number(profileRows.cuidador.rating),
          verificacaoDesde: iso(profileRows.cuidador.verificacaoDesde),
          referencias: profileRows.referencias,
          decisoesDeVerificacao: profileRows.decisoes.map((d) => ({ ...d, em: iso(d.em) })),
          renovacoesDeAntecedentes: profileRows.renovacoes.map((r) => ({ ...r, enviadaEm: iso(r.enviadaEm), decididaEm: iso(r.decididaEm) })),
          createdAt: iso(profileRows.cuidador.createdAt),
          updatedAt: iso(profileRows.cuidador.updatedAt),
        }
      : null,
    disponibilidade: profileRows.slots.map((slot) => ({ inicio: iso(slot.startDatetime), fim: iso(slot.endDatetime), criadaEm: iso(slot.createdAt) })),
    repeticaoSemanal: profileRows.padroes.map((row) => ({ faixas: row.faixas, validoDe: row.validoDe, validoAte: row.validoAte, criadaEm: iso(row.createdAt) })),
    folgas: profileRows.folgas.map((row) => ({ dataInicio: row.dataInicio, dataFim: row.dataFim, criadaEm: iso(row.createdAt) })),
    favoritos: favoriteRows.map((row) => ({ cuidadorId: row.cuidadorId, adicionadoEm: iso(row.createdAt) })),
    recebimentos: payoutRows,
    consentimentos: consentRows.map((row) => {
      const ended = consentEnding(row);
      return {
        tipo: row.kind,
        versao: row.version,
        texto: consentText(row.kind, row.version),
        aceitoEm: iso(row.acceptedAt),
        retiradoEm: iso(ended.withdrawnAt),
        substituidoPorNovoTextoEm: iso(ended.replacedAt),
      };
    }),
    reservas: bookingRows.pedidos.map((p) => ({
      id: p.id,
      status: p.status,
      familia: { id: p.familiaId, nome: personName(p.familiaFirstName, p.familiaLastName) },
      cuidador: { id: p.cuidadorId, nome: personName(p.cuidadorFirstName, p.cuidadorLastName) },
      dataInicio: p.dataInicio,
      dataFim: p.dataFim,
      horaInicio: p.horaInicio,
      horaFim: p.horaFim,
      dias: p.dias,
      // A weekly series: its weekdays (0 = domingo) and, if chosen so, its number of weeks.
      diasSemana: p.diasSemana,
      semanas: p.semanas,
      precoHoraCentavos: p.precoHoraCentavos,
      precoTotalCentavos: p.precoTotalCentavos,
      motivoCancelamento: p.motivoCancelamento,
      respondidaEm: iso(p.respondedAt),
      criadaEm: iso(p.createdAt),
      atualizadaEm: iso(p.updatedAt),
      diasReservados: bookingRows.days
        .filter((d) => d.pedidoId === p.id)
        .map((d) => ({
          data: d.dataReserva,
          horaInicio: d.horaInicio,
          horaFim: d.horaFim,
          inicio: iso(d.startDatetime),
          fim: iso(d.endDatetime),
          status: d.status,
          precoCentavos: d.precoTotalCentavos,
          // A day of a series cancelled on its own (ADR 0045).
          canceladoPor: d.canceladoPor,
          canceladoEm: iso(d.canceladoEm),
          motivoCancelamento: d.motivoCancelamento,
        })),
    })),
    avaliacoesFeitas: reviewRows
      .filter((r) => r.familiaId === userId)
      .map((r) => ({
        reserva: r.pedidoId,
        cuidador: { id: r.cuidadorId, nome: personName(r.cuidadorFirstName, r.cuidadorLastName) },
        estrelas: r.estrelas,
        comentario: r.comentario,
        criadaEm: iso(r.createdAt),
        publicadaEm: iso(r.publicadaEm),
        respostaDoCuidador: r.resposta,
      })),
    // Only published reviews: a hidden one is not the caregiver's to read yet (double-blind).
    avaliacoesRecebidas: reviewRows
      .filter((r) => r.cuidadorId === userId && r.publicadaEm !== null)
      .map((r) => ({
        reserva: r.pedidoId,
        familia: { id: r.familiaId, nome: personName(r.familiaFirstName, r.familiaLastName) },
        estrelas: r.estrelas,
        comentario: r.comentario,
        criadaEm: iso(r.createdAt),
        suaResposta: r.resposta,
        respondidaEm: iso(r.respostaEm),
      })),
    avaliacoesDeFamilias: familyRatingRows.map((r) => ({
      reserva: r.pedidoId,
      familia: { id: r.familiaId, nome: personName(r.familiaFirstName, r.familiaLastName) },
      estrelas: r.estrelas,
      observacaoPrivada: r.nota,
      criadaEm: iso(r.createdAt),
    })),
    conversas: conversationRows.conversations.map((c) => {
      const otherId = c.familiaId === userId ? c.cuidadorId : c.familiaId;
      const otherName = personName(c.otherFirstName, c.otherLastName);
      return {
        id: c.id,
        com: { id: otherId, nome: otherName },
        iniciadaEm: iso(c.createdAt),
        mensagens: conversationRows.messages
          .filter((m) => m.conversaId === c.id)
          .map((m) => ({ de: m.senderId === userId ? dataExportMessages.you : otherName, conteudo: m.content, enviadaEm: iso(m.createdAt), lidaEm: iso(m.readAt) })),
      };
    }),
    notificacoes: notificationRows.map((n) => ({ tipo: n.tipo, mensagem: n.mensagem, link: n.link, lida: n.lida, criadaEm: iso(n.createdAt) })),
    eventosDeUso: analyticsRows.map((e) => ({ evento: e.eventName, dados: e.metadata, tipoUsuario: e.tipoUsuario, em: iso(e.createdAt) })),
    seguranca: {
      verificacaoEmDuasEtapas: securityRows.twoFactorEnabled,
      trocaDeEmailPendente: securityRows.emailChange
        ? { de: securityRows.emailChange.previousEmail, para: securityRows.emailChange.requestedEmail, pedidaEm: iso(securityRows.emailChange.requestedAt) }
        : null,
      eventos: securityRows.events.map((e) => ({ evento: e.action, ip: e.ipAddress, navegador: e.userAgent, em: iso(e.createdAt) })),
    },
    mensagensFaleConosco: contactRows.map((m) => ({
      nome: m.nome,
      email: m.email,
      mensagem: m.mensagem,
      envioAoSuporte: m.emailStatus,
      enviadaEm: iso(m.createdAt),
      resposta: m.respostaTexto,
      respondidaEm: iso(m.respondidaEm),
    })),
    denuncias: reportRows,
    problemasRelatados: disputeRows,
    planos: planRows.plans.map((plan) => ({
      ...plan,
      activatedAt: iso(plan.activatedAt),
      currentPeriodEnd: iso(plan.currentPeriodEnd),
      endsAt: iso(plan.endsAt),
      canceledAt: iso(plan.canceledAt),
      refundedAt: iso(plan.refundedAt),
      createdAt: iso(plan.createdAt),
      updatedAt: iso(plan.updatedAt),
      eventosDePagamento: planRows.events
        .filter((e) => e.subscriptionId === plan.id)
        .map((e) => ({ provedor: e.provider, tipo: e.type, resultado: e.outcome, recebidoEm: iso(e.receivedAt) })),
    })),
    certificados: certificateRows.map((c, i) => ({
      id: c.id,
      nome: c.nomeOriginal,
      tipo: c.mime,
      documento: c.documento,
      emitidoEm: c.emitidoEm,
      tamanhoBytes: c.tamanhoBytes,
      enviadoEm: iso(c.createdAt),
      anexadoAoPerfilEm: iso(c.anexadoEm),
      arquivoNoZip: archiveFileName(i + 1, c.nomeOriginal, c.mime),
    })),
    leiturasDeDadosDeSaude: healthRows.map((r) => ({
      familia: { id: r.familiaId, nome: personName(r.familiaFirstName, r.familiaLastName) },
      cuidador: { id: r.cuidadorId, nome: personName(r.cuidadorFirstName, r.cuidadorLastName) },
      reserva: r.pedidoId,
      campos: r.fields,
      em: iso(r.readAt),
    })),
    emailsEnviados: mailRows.map((m) => ({ tipo: m.kind, assunto: m.subject, situacao: m.status, criadoEm: iso(m.createdAt), enviadoEm: iso(m.sentAt) })),
    // The booking contracts (their PDFs are files of the archive) and the receipts (ADR 0037).
    contratos: contracts.map((c) => ({ ...c.data, arquivoNoZip: c.file?.name ?? null })),
    // What a family chose after the labour-law warning (docs/product.md#labour-law), to both parties.
    avisosDeVinculoEmpregaticio: await labourLawAcknowledgementsForExport(deps.db, userId),
    // A plan's caregivers (docs/product.md#plan-care), to both parties.
    propostasDePlano: await planAssignmentsForExport(deps.db, userId),
    // Arrivals and departures of the person's booking days (docs/product.md#visits).
    presencasNasVisitas: await visitPresenceForExport(deps.db, userId),
    // The family's emergency card (docs/product.md#emergency-card); null for a caregiver or before it is filled in.
    cartaoDeEmergencia: await emergencyCardForExport(deps.db, userId),
    // Substitutes for a plan's shifts (docs/product.md#plan-substitutes), to both parties.
    substituicoesDePlano: await planSubstitutionsForExport(deps.db, userId),
    // Relatives the family invited, and the families a relative follows (docs/product.md#relatives).
    familiaresConvidados: await relativesForExport(deps.db, userId),
    // The care diary's entries and corrections, written by the caregiver or about the family's patient (docs/product.md#care-diary).
    diarioDeCuidados: diary.entries,
    recibos: receiptRows.map((r) => ({ numero: r.number, tipo: r.kind, titulo: r.title, valorCentavos: r.amountCents, referente: r.description, emitidoEm: r.issuedAt })),
  };
  return { document, certificates: certificateRows, contractFiles: contracts.flatMap((c) => (c.file ? [c.file] : [])), diaryPhotos: diary.photoFiles };
}

const README = (generatedAt: string) => dataExportMessages.readme(generatedAt, EXPORT_JSON_NAME).join('\r\n');

/** The archive: README, the JSON and every uploaded file (read through the storage adapter). */
export async function buildPersonalDataExport(deps: ExportDeps, userId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const now = deps.now();
  const { document, certificates, contractFiles, diaryPhotos } = await collectPersonalData(deps, userId);
  const files: ZipEntry[] = [];
  // The care diary's photos (docs/product.md#care-diary), each named in its entry's 'fotos'.
  for (const photo of diaryPhotos) {
    const bytes = await deps.storage.get(photo.storageKey);
    if (bytes) {
      files.push({ name: photo.name, data: bytes, modifiedAt: photo.createdAt });
      continue;
    }
    deps.logger.error(`[data-export] arquivo ausente no armazenamento: ${photo.storageKey}`);
    for (const entry of document.diarioDeCuidados) {
      for (const foto of entry.fotos) if (foto.id === photo.id) Object.assign(foto, { arquivoNoZip: null, observacao: dataExportMessages.fileMissing });
    }
  }
  for (const [i, cert] of certificates.entries()) {
    const bytes = await deps.storage.get(cert.storageKey);
    const entry = document.certificados[i]!;
    if (!bytes) {
      // Say so in the document rather than fail the whole export.
      deps.logger.error(`[data-export] arquivo ausente no armazenamento: ${cert.storageKey}`);
      Object.assign(entry, { arquivoNoZip: null, observacao: dataExportMessages.fileMissing });
      continue;
    }
    files.push({ name: entry.arquivoNoZip, data: bytes, modifiedAt: cert.createdAt });
  }
  const encoder = new TextEncoder();
  const generatedAt = formatLongDateTime(now);
  const bytes = createZip(
    [
      { name: 'LEIA-ME.txt', data: encoder.encode(README(generatedAt)) },
      { name: EXPORT_JSON_NAME, data: encoder.encode(JSON.stringify(document, null, 2)) },
      ...files,
      ...contractFiles.map((f) => ({ name: f.name, data: f.bytes })),
    ],
    now,
  );
  return { fileName: `cuidar-meus-dados-${todayInSaoPaulo(now)}.zip`, bytes };
}
