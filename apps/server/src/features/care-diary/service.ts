import {
  CARE_DIARY_RULES,
  describeEntry,
  diaryWriteRefusal,
  entryFields,
  occurredAtRefusal,
  type CareDiaryCorrectionInput,
  type CareDiaryDayResponse,
  type CareDiaryEntryDto,
  type CareDiaryEntryInput,
  type CareDiaryItem,
  type CareDiaryQuery,
  type CareDiaryType,
} from '@cuidar/domain/care-diary';
import type { DiaryReadField } from '@cuidar/domain/account-settings';
import { formatDateTime, formatLongDate, formatShortDate, formatTime, toSaoPauloParts } from '@cuidar/domain/date-format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { addDaysToDate, saoPauloToInstant } from '@cuidar/domain/time';
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_MIME, detectCertificateKind, extensionOfMime } from '@cuidar/domain/certificates';
import { CERTIFICATE_MAX_BYTES, type AccountRole } from '@cuidar/domain/constants';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { careDiaryIncidentMail } from '../../mail/templates';
import { renderPdf, type PdfSection } from '../../pdf/render';
import { publish, transactionWithEvents } from '../../realtime/events';
import type { FileStorage } from '../../storage/storage';
import { partyNames } from '../bookings/repository';
import { findHealthConsentState } from '../consents/repository';
import { insertRelativeDiaryRead } from '../health-data-reads/repository';
import { createNotification } from '../notifications/service';
import { canFollowFamily } from '../relatives/followers';
import {
  deleteEntriesOfFamily,
  findDiaryDayOfCaregiver,
  findEntriesOfDay,
  findEntriesOfFamily,
  findEntriesOfPerson,
  findFamilyName,
  countPhotosOf,
  findPhoto,
  findPhotoIds,
  findPhotosOfPerson,
  insertDiaryPhoto,
  hasCorrection,
  insertDiaryEntry,
  lockEntryOfCaregiver,
  type DiaryDayRow,
  type DiaryRow,
} from './repository';

// The care diary (docs/product.md#care-diary, ADR 0050): the day's caregiver writes structured
// entries from her check-in until 12 h after her check-out; nothing is deleted, a correction is a
// new version; an incident tells the family at once; the family reads the diary live and exports a
// period as 'Relatório para o médico'.

export interface CareDiaryDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  storage: FileStorage;
}

/** Who is asking: a signed-in person and the role they act in. */
export interface Viewer {
  id: string;
  role: AccountRole | null;
}

const d = messages.careDiary;
const HOUR = 3_600_000;

/**
 * THE family-side access rule (docs/product.md#care-diary): who may read a family's diary — the
 * family itself, and a relative it invited who still follows it (docs/product.md#relatives; the
 * relative also needs the family's health-data consent in force: see familyDiaryOf).
 */
export async function canReadFamilyDiary(db: Executor, viewer: Viewer, familiaId: string): Promise<boolean> {
  if (viewer.role === 'familia') return viewer.id === familiaId;
  if (viewer.role === 'familiar') return canFollowFamily(db, viewer.id, familiaId);
  return false;
}

/**
 * The family whose diary this viewer reads: the family itself, or (a relative) the family in the
 * path. A relative who does not follow it gets 404, like a family that does not exist; a relative
 * reads health data only while the family's health-data consent is in force.
 */
async function familyDiaryOf(db: Executor, viewer: Viewer, familiaId: string): Promise<string> {
  if (!(await canReadFamilyDiary(db, viewer, familiaId))) throw viewer.role === 'familiar' ? notFound() : forbidden();
  if (viewer.role === 'familiar') {
    const consent = await findHealthConsentState(db, familiaId, 'diario');
    if (consent === 'desatualizado') throw conflict(d.relativeConsentOutdated);
    if (consent !== 'ativo') throw conflict(d.relativeNeedsConsent);
  }
  return familiaId;
}

/** A relative's reads of the diary stay within this window as one line of the family's read log. */
const RELATIVE_READ_WINDOW_MS = HOUR;

/**
 * A relative's read of the diary goes to the family's health-read log ('Quem viu os dados de
 * saúde', docs/product.md#relatives) before the data go out: the entries and photos once per hour
 * of reading, every report downloaded. The family's own reads are not logged.
 */
async function logRelativeRead(deps: Pick<CareDiaryDeps, 'db' | 'now'>, viewer: Viewer, familiaId: string, field: DiaryReadField): Promise<void> {
  if (viewer.role !== 'familiar') return;
  await insertRelativeDiaryRead(deps.db, { familiaId, relativeId: viewer.id, field, at: deps.now(), within: field === 'diario' ? RELATIVE_READ_WINDOW_MS : 0 });
}

// ── DTOs ───────────────────────────────────────────────────────────────────────────────────────

function toEntryDto(row: DiaryRow, corrected: boolean, photos: ReadonlyMap<string, string[]> = new Map()): CareDiaryEntryDto {
  const f = row.dados;
  return {
    id: row.id,
    reservaId: row.reservaId,
    tipo: row.tipo,
    ocorridoEm: row.ocorridoEm.toISOString(),
    nome: f.nome ?? null,
    dose: f.dose ?? null,
    situacao: f.situacao === 'dada' || f.situacao === 'recusada' ? f.situacao : null,
    descricao: f.descricao ?? null,
    quantidade: f.quantidade ?? null,
    autorNome: row.autorNome,
    registradoEm: row.createdAt.toISOString(),
    corrigeId: row.corrigeId,
    motivoCorrecao: row.motivoCorrecao,
    corrigida: corrected,
    fotos: photos.get(row.id) ?? [],
  };
}

/**
 * The versions as entries: each original followed along its corrections to the current version;
 * newest moment first. Pure, so the chains are unit-testable.
 */
export function chainEntries(rows: readonly DiaryRow[], photos: ReadonlyMap<string, string[]> = new Map()): CareDiaryItem[] {
  const correctionOf = new Map(rows.filter((r) => r.corrigeId).map((r) => [r.corrigeId!, r]));
  const items: CareDiaryItem[] = [];
  for (const original of rows.filter((r) => !r.corrigeId)) {
    const versions = [original];
    for (let next = correctionOf.get(original.id); next; next = correctionOf.get(next.id)) versions.push(next);
    const current = versions[versions.length - 1]!;
    items.push({ atual: toEntryDto(current, false, photos), historico: versions.slice(0, -1).map((v) => toEntryDto(v, true, photos)) });
  }
  return items.sort((a, b) => b.atual.ocorridoEm.localeCompare(a.atual.ocorridoEm));
}

async function withPhotos(db: Executor, rows: readonly DiaryRow[]): Promise<CareDiaryItem[]> {
  return chainEntries(rows, await findPhotoIds(db, rows.map((r) => r.id)));
}

const presenceOf = (day: DiaryDayRow) => ({ checkInAt: day.checkInAt, checkOutAt: day.checkOutAt });

function writableUntil(day: DiaryDayRow): string | null {
  return day.checkOutAt ? new Date(day.checkOutAt.getTime() + CARE_DIARY_RULES.writeClosesHoursAfterCheckOut * HOUR).toISOString() : null;
}

// ── The caregiver ───────────────────────────────────────────────────────────────────────────────

async function caregiverDay(deps: Pick<CareDiaryDeps, 'db'>, cuidadorId: string, reservaId: string): Promise<DiaryDayRow> {
  const day = await findDiaryDayOfCaregiver(deps.db, reservaId, cuidadorId);
  if (!day) throw notFound();
  return day;
}

/**
 * The caregiver's day: her entries while she may write (from her check-in until 12 h after her
 * check-out); after that the diary is the family's alone (data minimisation, ADR 0050). Without the
 * family's health-data consent in force the diary is closed to caregivers.
 */
export async function getCaregiverDiaryDay(deps: Pick<CareDiaryDeps, 'db' | 'now'>, cuidadorId: string, reservaId: string): Promise<CareDiaryDayResponse> {
  const day = await caregiverDay(deps, cuidadorId, reservaId);
  const now = deps.now();
  const consent = await findHealthConsentState(deps.db, day.familiaId, 'diario');
  const open = consent === 'ativo' && diaryWriteRefusal(presenceOf(day), now) === null;
  return {
    reservaId: day.reservaId,
    start: day.start.toISOString(),
    end: day.end.toISOString(),
    checkInAt: day.checkInAt?.toISOString() ?? null,
    checkOutAt: day.checkOutAt?.toISOString() ?? null,
    canWrite: open,
    consentimento: consent,
    writableUntil: writableUntil(day),
    items: open ? await withPhotos(deps.db, await findEntriesOfDay(deps.db, day.reservaId, cuidadorId)) : [],
  };
}

/** The window and the moment, in the refusals the caregiver reads (409). */
async function assertWritable(db: Executor, day: DiaryDayRow, occurredAt: Date, now: Date): Promise<void> {
  // Health data only with the family's consent in force (the privacy policy's section 4).
  const consent = await findHealthConsentState(db, day.familiaId, 'diario');
  if (consent === 'desatualizado') throw conflict(d.consentOutdatedError);
  if (consent === 'retirado') throw conflict(d.consentWithdrawnError);
  if (consent === 'nunca') throw conflict(d.consentMissingError);
  const refusal = diaryWriteRefusal(presenceOf(day), now);
  if (refusal === 'sem-chegada') throw conflict(d.notStartedError);
  if (refusal === 'encerrado') throw conflict(d.closedError);
  const when = occurredAtRefusal(presenceOf(day), occurredAt, now);
  if (when === 'futuro') throw conflict(d.futureError, 'ocorridoEm');
  if (when === 'fora-da-visita') throw conflict(d.outsideVisitError, 'ocorridoEm');
}

/** Inside the write's transaction: the family is told of an incident at once (notification + live event). */
async function tellFamily(tx: Executor, day: DiaryDayRow, entryId: string, input: CareDiaryEntryInput, occurredAt: Date) {
  await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
  if (input.tipo !== 'incidente') return null;
  const who = await partyNames(tx, day.familiaId, day.cuidadorId);
  const caregiverFirst = who.cuidador?.firstName ?? '';
  await createNotification(tx, {
    userId: day.familiaId,
    tipo: 'visita',
    mensagem: notificationMessages.careDiaryIncident(caregiverFirst, formatTime(occurredAt), input.descricao),
    link: paths.dashboardPage('familia', 'reservas'),
    dedupeKey: `diario:incidente:${entryId}`,
  });
  return who.familia ? { email: who.familia.email, name: who.familia.firstName ?? '', caregiverFirst } : null;
}

/** After the commit: the incident's e-mail to the family. */
function mailIncident(deps: CareDiaryDeps, to: { email: string; name: string; caregiverFirst: string } | null, input: CareDiaryEntryInput, occurredAt: Date) {
  if (!to || input.tipo !== 'incidente') return;
  const rendered = careDiaryIncidentMail({
    name: to.name,
    caregiverName: to.caregiverFirst,
    when: formatDateTime(occurredAt),
    description: input.descricao,
    url: `${deps.publicUrl}${paths.dashboardPage('familia', 'reservas')}`,
  });
  inBackground(
    deps.mailer.send({ ...rendered, to: to.email, kind: 'diario-incidente' }).catch((error: unknown) => {
      deps.logger.warn('[diário] e-mail de ocorrência não enviado', error);
    }),
  );
}

async function entryDto(db: Executor, day: DiaryDayRow, id: string): Promise<CareDiaryEntryDto> {
  const row = (await findEntriesOfDay(db, day.reservaId, day.cuidadorId)).find((r) => r.id === id)!;
  return toEntryDto(row, false, await findPhotoIds(db, [id]));
}

/** A new entry on the caregiver's day (docs/product.md#care-diary). */
export async function writeDiaryEntry(deps: CareDiaryDeps, cuidadorId: string, reservaId: string, input: CareDiaryEntryInput): Promise<CareDiaryEntryDto> {
  const day = await caregiverDay(deps, cuidadorId, reservaId);
  const now = deps.now();
  const occurredAt = input.ocorridoEm ? new Date(input.ocorridoEm) : now;
  const { id, told } = await transactionWithEvents(deps.db, async (tx) => {
    await assertWritable(tx, day, occurredAt, now);
    const id = await insertDiaryEntry(tx, {
      reservaId: day.reservaId,
      familiaId: day.familiaId,
      cuidadorId,
      tipo: input.tipo,
      ocorridoEm: occurredAt,
      dados: entryFields(input),
      createdAt: now,
    });
    return { id, told: await tellFamily(tx, day, id, input, occurredAt) };
  });
  mailIncident(deps, told, input, occurredAt);
  return entryDto(deps.db, day, id);
}

/**
 * A correction: a new version pointing at the one it replaces, with the reason; the replaced one
 * stays stored and shown as 'corrigido'. Only the latest version is corrected, by its writer, in the
 * same window; the type stays. The row itself is the audit record: who, when, why.
 */
export async function correctDiaryEntry(deps: CareDiaryDeps, cuidadorId: string, entryId: string, input: CareDiaryCorrectionInput): Promise<CareDiaryEntryDto> {
  const now = deps.now();
  const { id, day } = await transactionWithEvents(deps.db, async (tx) => {
    const original = await lockEntryOfCaregiver(tx, entryId, cuidadorId);
    if (!original) throw notFound();
    const day = await findDiaryDayOfCaregiver(tx, original.reservaId, cuidadorId);
    if (!day) throw notFound();
    if (await hasCorrection(tx, original.id)) throw conflict(d.alreadyCorrected);
    if (input.entrada.tipo !== original.tipo) throw conflict(d.sameTypeError, 'tipo');
    const occurredAt = input.entrada.ocorridoEm ? new Date(input.entrada.ocorridoEm) : original.ocorridoEm;
    await assertWritable(tx, day, occurredAt, now);
    const id = await insertDiaryEntry(tx, {
      reservaId: day.reservaId,
      familiaId: day.familiaId,
      cuidadorId,
      tipo: input.entrada.tipo,
      ocorridoEm: occurredAt,
      dados: entryFields(input.entrada),
      corrigeId: original.id,
      motivoCorrecao: input.motivo,
      createdAt: now,
    });
    await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
    return { id, day };
  });
  return entryDto(deps.db, day, id);
}

// ── Photos ──────────────────────────────────────────────────────────────────────────────────────

const PHOTO_KINDS = new Set(['png', 'jpg', 'webp']);

/**
 * Adds a photo to the caregiver's entry (docs/product.md#care-diary): the latest version only, in
 * her window, at most 3; checked like certificates: at most 5 MB and an image by its bytes (JPEG,
 * PNG or WebP), whatever its name or declared type. Stored privately under a key of our own.
 */
export async function addDiaryPhoto(deps: CareDiaryDeps, cuidadorId: string, entryId: string, file: { size: number; bytes: Uint8Array }): Promise<{ id: string }> {
  if (file.size > CERTIFICATE_MAX_BYTES || file.bytes.byteLength > CERTIFICATE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, d.photoTooLarge, 'file');
  const kind = detectCertificateKind(file.bytes);
  if (!kind || !PHOTO_KINDS.has(kind)) throw badRequest(d.photoNotImage, 'file');
  const now = deps.now();
  const storageKey = `diario/${cuidadorId}-${now.getTime()}-${randomBytes(8).toString('hex')}.${kind}`;
  let stored = false;
  try {
    return await transactionWithEvents(deps.db, async (tx) => {
      const entry = await lockEntryOfCaregiver(tx, entryId, cuidadorId);
      if (!entry) throw notFound();
      const day = await findDiaryDayOfCaregiver(tx, entry.reservaId, cuidadorId);
      if (!day) throw notFound();
      await assertWritable(tx, day, entry.ocorridoEm, now);
      if (await hasCorrection(tx, entry.id)) throw conflict(d.photoCorrected);
      if ((await countPhotosOf(tx, entry.id)) >= CARE_DIARY_RULES.maxPhotos) throw conflict(d.photoTooMany(CARE_DIARY_RULES.maxPhotos), 'file');
      await deps.storage.put(storageKey, file.bytes, CERTIFICATE_MIME[kind]);
      stored = true;
      const id = await insertDiaryPhoto(tx, { entradaId: entry.id, familiaId: day.familiaId, cuidadorId, storageKey, mime: CERTIFICATE_MIME[kind], tamanhoBytes: file.bytes.byteLength, createdAt: now });
      await publish(tx, { type: 'booking', id: day.pedidoId, userIds: [day.familiaId, day.cuidadorId] });
      return { id };
    });
  } catch (error) {
    // No row, no file: never leave bytes nobody can reach.
    if (stored) await deps.storage.delete(storageKey).catch((e: unknown) => deps.logger.error(`[diário] foto órfã ${storageKey}`, e));
    throw error;
  }
}

/** A photo's bytes: for the family of its day (canReadFamilyDiary) and the caregiver who wrote it; anyone else 404. */
export async function readDiaryPhoto(deps: Pick<CareDiaryDeps, 'db' | 'storage' | 'now'>, viewer: Viewer, id: string): Promise<{ bytes: Uint8Array; mime: string }> {
  const photo = await findPhoto(deps.db, id);
  if (!photo) throw notFound();
  const allowed =
    viewer.role === 'cuidador'
      ? photo.cuidadorId === viewer.id
      : (await canReadFamilyDiary(deps.db, viewer, photo.familiaId)) && (viewer.role !== 'familiar' || (await findHealthConsentState(deps.db, photo.familiaId, 'diario')) === 'ativo');
  if (!allowed) throw notFound();
  await logRelativeRead(deps, viewer, photo.familiaId, 'diario');
  const bytes = await deps.storage.get(photo.storageKey);
  if (!bytes) throw notFound();
  return { bytes, mime: photo.mime };
}

// ── The family ──────────────────────────────────────────────────────────────────────────────────

/** The period's bounds in São Paulo: [first day 00:00, day after the last 00:00). */
function period(inicio: string, days: number) {
  const from = saoPauloToInstant(inicio, '00:00');
  const to = saoPauloToInstant(addDaysToDate(inicio, days), '00:00');
  return { from, to };
}

async function familyItems(db: Executor, familiaId: string, inicio: string, days: number, tipo?: CareDiaryType): Promise<CareDiaryItem[]> {
  const { from, to } = period(inicio, days);
  // Days that started up to two days before (a night shift, a late note) may hold entries of the period.
  const rows = await findEntriesOfFamily(db, familiaId, new Date(from.getTime() - 48 * HOUR), to);
  return (await withPhotos(db, rows)).filter((item) => {
    const at = Date.parse(item.atual.ocorridoEm);
    return at >= from.getTime() && at < to.getTime() && (!tipo || item.atual.tipo === tipo);
  });
}

/** The family's diary for one day or one week, optionally of one type (docs/product.md#care-diary). */
export async function listFamilyDiary(deps: Pick<CareDiaryDeps, 'db' | 'now'>, viewer: Viewer, query: CareDiaryQuery, ofFamily: string = viewer.id): Promise<CareDiaryItem[]> {
  const familiaId = await familyDiaryOf(deps.db, viewer, ofFamily);
  await logRelativeRead(deps, viewer, familiaId, 'diario');
  return familyItems(deps.db, familiaId, query.inicio, Number(query.dias), query.tipo);
}

/**
 * 'Relatório para o médico': the period's medication adherence (given and refused per medication),
 * its incidents, and every entry per day, in the current version.
 */
export async function familyDiaryReportPdf(deps: Pick<CareDiaryDeps, 'db' | 'now'>, viewer: Viewer, inicio: string, fim: string, ofFamily: string = viewer.id): Promise<Uint8Array> {
  const familiaId = await familyDiaryOf(deps.db, viewer, ofFamily);
  await logRelativeRead(deps, viewer, familiaId, 'diarioRelatorio');
  const days = Math.round((Date.parse(fim) - Date.parse(inicio)) / (24 * HOUR)) + 1;
  const items = (await familyItems(deps.db, familiaId, inicio, days)).map((i) => i.atual).reverse();
  const family = await findFamilyName(deps.db, familiaId);

  const adherence = new Map<string, { dadas: number; recusadas: number }>();
  for (const e of items.filter((i) => i.tipo === 'medicacao')) {
    const key = `${e.nome ?? ''} (${e.dose ?? ''})`;
    const count = adherence.get(key) ?? { dadas: 0, recusadas: 0 };
    if (e.situacao === 'dada') count.dadas += 1;
    else count.recusadas += 1;
    adherence.set(key, count);
  }
  const cols = d.pdfAdherenceColumns;
  const sections: PdfSection[] = [
    {
      heading: d.pdfAdherence,
      table: {
        columns: [
          { header: cols.medicamento, share: 0.6 },
          { header: cols.dadas, share: 0.2, align: 'right' },
          { header: cols.recusadas, share: 0.2, align: 'right' },
        ],
        rows: [...adherence.entries()].sort(([a], [b]) => a.localeCompare(b, 'pt-BR')).map(([name, c]) => [name, String(c.dadas), String(c.recusadas)]),
        empty: d.pdfNoMedication,
      },
    },
    {
      heading: d.pdfIncidents,
      paragraphs: (() => {
        const incidents = items.filter((i) => i.tipo === 'incidente');
        return incidents.length ? incidents.map((i) => `${formatDateTime(i.ocorridoEm)} — ${i.descricao ?? ''} (${i.autorNome})`) : [d.pdfNoIncidents];
      })(),
    },
  ];
  for (let n = 0; n < days; n += 1) {
    const date = addDaysToDate(inicio, n);
    const ofDay = items.filter((i) => toSaoPauloParts(new Date(i.ocorridoEm)).date === date);
    if (!ofDay.length) continue;
    sections.push({
      heading: formatLongDate(date),
      table: {
        columns: [
          { header: d.pdfDayColumns.hora, share: 0.12 },
          { header: d.pdfDayColumns.tipo, share: 0.28 },
          { header: d.pdfDayColumns.registro, share: 0.6 },
        ],
        rows: ofDay.map((i) => [formatTime(i.ocorridoEm), d.types[i.tipo], describeEntry(i)]),
        empty: d.pdfNoEntries,
      },
    });
  }
  if (sections.length === 2) sections.push({ heading: d.pdfDays, paragraphs: [d.empty] });
  const name = [family?.firstName, family?.lastName].filter(Boolean).join(' ');
  return renderPdf({
    title: d.pdfTitle,
    preamble: [d.pdfPatient(name), d.pdfPeriod(formatShortDate(inicio), formatShortDate(fim)), d.pdfIntro],
    sections,
    footer: d.pdfFooter,
    createdAt: deps.now(),
  });
}

// ── The person's data (docs/product.md#care-diary) ──────────────────────────────────────────────

/**
 * Inside the account deletion's transaction: a family's diary (its patient's health data) goes; a
 * caregiver's entries stay with the family. Answers the photos' storage keys, deleted after the commit.
 */
export async function forgetFamilyDiary(tx: Executor, userId: string): Promise<string[]> {
  return deleteEntriesOfFamily(tx, userId);
}

/**
 * The care diary in a person's export (docs/product.md#care-diary): its entries and corrections,
 * written by the caregiver or about the family's patient, each photo named by the file that carries
 * its image in the archive; and those files, read from storage by the export.
 */
export async function careDiaryForExport(db: Executor, userId: string) {
  const photos = (await findPhotosOfPerson(db, userId)).map((p) => ({ ...p, arquivoNoZip: `diario-de-cuidados/foto-${p.id}.${extensionOfMime(p.mime)}` }));
  const entries = (await findEntriesOfPerson(db, userId)).map((r) => ({
    fotos: photos
      .filter((p) => p.entradaId === r.id)
      .map((p): { id: string; tipo: string; tamanhoBytes: number; enviadaEm: string; arquivoNoZip: string | null; observacao?: string } => ({
        id: p.id,
        tipo: p.mime,
        tamanhoBytes: p.tamanhoBytes,
        enviadaEm: p.createdAt.toISOString(),
        arquivoNoZip: p.arquivoNoZip,
      })),
    id: r.id,
    diaDaReserva: r.reservaId,
    familia: r.familiaId,
    cuidador: r.cuidadorId,
    tipo: r.tipo,
    ocorridoEm: r.ocorridoEm.toISOString(),
    registro: r.dados,
    corrige: r.corrigeId,
    motivoDaCorrecao: r.motivoCorrecao,
    registradoEm: r.createdAt.toISOString(),
  }));
  return { entries, photoFiles: photos.map((p) => ({ id: p.id, name: p.arquivoNoZip, storageKey: p.storageKey, createdAt: p.createdAt })) };
}
