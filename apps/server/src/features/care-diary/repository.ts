import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { diarioEntradas, diarioFotos, pedidosReserva, profiles, reservas, visitPresence } from '../../db/schema';

// The care diary (docs/product.md#care-diary): the only queries on diario_entradas. Every read
// carries its owner: the day's caregiver or the family.

export type DiaryRow = typeof diarioEntradas.$inferSelect & { autorNome: string };

export interface DiaryDayRow {
  reservaId: string;
  pedidoId: string;
  familiaId: string;
  cuidadorId: string;
  start: Date;
  end: Date;
  checkInAt: Date | null;
  checkOutAt: Date | null;
}

/** A day of a confirmed (or concluded) request not cancelled on its own, as docs/product.md#visits. */
const visitable = and(inArray(pedidosReserva.status, ['confirmada', 'concluida']), isNull(reservas.canceladoEm));

/** One day with its arrival and departure, only if the caller is its caregiver (else undefined → 404). */
export async function findDiaryDayOfCaregiver(db: Executor, reservaId: string, cuidadorId: string): Promise<DiaryDayRow | undefined> {
  const [row] = await db
    .select({
      reservaId: reservas.id,
      pedidoId: reservas.pedidoId,
      familiaId: reservas.familiaId,
      cuidadorId: reservas.cuidadorId,
      start: reservas.startDatetime,
      end: reservas.endDatetime,
      checkInAt: visitPresence.checkInAt,
      checkOutAt: visitPresence.checkOutAt,
    })
    .from(reservas)
    .innerJoin(pedidosReserva, eq(pedidosReserva.id, reservas.pedidoId))
    .leftJoin(visitPresence, eq(visitPresence.reservaId, reservas.id))
    .where(and(eq(reservas.id, reservaId), eq(reservas.cuidadorId, cuidadorId), visitable));
  return row;
}

const entryColumns = {
  id: diarioEntradas.id,
  reservaId: diarioEntradas.reservaId,
  familiaId: diarioEntradas.familiaId,
  cuidadorId: diarioEntradas.cuidadorId,
  tipo: diarioEntradas.tipo,
  ocorridoEm: diarioEntradas.ocorridoEm,
  dados: diarioEntradas.dados,
  corrigeId: diarioEntradas.corrigeId,
  motivoCorrecao: diarioEntradas.motivoCorrecao,
  createdAt: diarioEntradas.createdAt,
  autorNome: sql<string>`coalesce(${profiles.firstName}, '')`,
};

export async function insertDiaryEntry(db: Executor, row: typeof diarioEntradas.$inferInsert): Promise<string> {
  const [created] = await db.insert(diarioEntradas).values(row).returning({ id: diarioEntradas.id });
  return created!.id;
}

/** A version written by this caregiver, locked while its correction is made (one correction per version). */
export async function lockEntryOfCaregiver(db: Executor, id: string, cuidadorId: string) {
  const [row] = await db
    .select()
    .from(diarioEntradas)
    .where(and(eq(diarioEntradas.id, id), eq(diarioEntradas.cuidadorId, cuidadorId)))
    .for('update');
  return row;
}

export async function hasCorrection(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: diarioEntradas.id }).from(diarioEntradas).where(eq(diarioEntradas.corrigeId, id)).limit(1);
  return !!row;
}

/** Every version written on one day by its caregiver. */
export async function findEntriesOfDay(db: Executor, reservaId: string, cuidadorId: string): Promise<DiaryRow[]> {
  return db
    .select(entryColumns)
    .from(diarioEntradas)
    .leftJoin(profiles, eq(profiles.id, diarioEntradas.cuidadorId))
    .where(and(eq(diarioEntradas.reservaId, reservaId), eq(diarioEntradas.cuidadorId, cuidadorId)))
    .orderBy(asc(diarioEntradas.createdAt));
}

/**
 * Every version of the family's entries on days starting in [from, to): the service keeps the
 * entries whose current version happened in the period asked for.
 */
export async function findEntriesOfFamily(db: Executor, familiaId: string, daysFrom: Date, daysTo: Date): Promise<DiaryRow[]> {
  return db
    .select(entryColumns)
    .from(diarioEntradas)
    .innerJoin(reservas, eq(reservas.id, diarioEntradas.reservaId))
    .leftJoin(profiles, eq(profiles.id, diarioEntradas.cuidadorId))
    .where(and(eq(diarioEntradas.familiaId, familiaId), gte(reservas.startDatetime, daysFrom), lt(reservas.startDatetime, daysTo)))
    .orderBy(asc(diarioEntradas.createdAt))
    .limit(5000);
}

/** The family's name for the report's heading. */
export async function findFamilyName(db: Executor, familiaId: string) {
  const [row] = await db.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(eq(profiles.id, familiaId));
  return row;
}

// ── The person's data ─────────────────────────────────────────────────────────────────────────

/** 'Baixar meus dados': the versions the person wrote (caregiver) or that are about its patient (family). */
export async function findEntriesOfPerson(db: Executor, userId: string) {
  return db
    .select()
    .from(diarioEntradas)
    .where(or(eq(diarioEntradas.familiaId, userId), eq(diarioEntradas.cuidadorId, userId)))
    .orderBy(asc(diarioEntradas.createdAt));
}

/** Account deletion of a family: its patient's diary goes (one statement: the corrections' links are checked at its end); the photos' keys, to delete their files after the commit. */
export async function deleteEntriesOfFamily(db: Executor, familiaId: string): Promise<string[]> {
  const photos = await db.delete(diarioFotos).where(eq(diarioFotos.familiaId, familiaId)).returning({ key: diarioFotos.storageKey });
  await db.delete(diarioEntradas).where(eq(diarioEntradas.familiaId, familiaId));
  return photos.map((p) => p.key);
}

// ── Photos ────────────────────────────────────────────────────────────────────────────────────

export async function insertDiaryPhoto(db: Executor, row: typeof diarioFotos.$inferInsert): Promise<string> {
  const [created] = await db.insert(diarioFotos).values(row).returning({ id: diarioFotos.id });
  return created!.id;
}

export async function countPhotosOf(db: Executor, entradaId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(diarioFotos).where(eq(diarioFotos.entradaId, entradaId));
  return row?.n ?? 0;
}

/** The photos' ids per entry version, oldest first. */
export async function findPhotoIds(db: Executor, entradaIds: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (!entradaIds.length) return found;
  const rows = await db
    .select({ id: diarioFotos.id, entradaId: diarioFotos.entradaId })
    .from(diarioFotos)
    .where(inArray(diarioFotos.entradaId, [...entradaIds]))
    .orderBy(asc(diarioFotos.createdAt), asc(diarioFotos.id));
  for (const r of rows) found.set(r.entradaId, [...(found.get(r.entradaId) ?? []), r.id]);
  return found;
}

/** A photo, only for the family of its day or the caregiver who wrote it (else undefined → 404). */
/** A photo with its family and writer; who may fetch it is the service's rule (readDiaryPhoto). */
export async function findPhoto(db: Executor, id: string) {
  const [row] = await db
    .select({ storageKey: diarioFotos.storageKey, mime: diarioFotos.mime, familiaId: diarioFotos.familiaId, cuidadorId: diarioFotos.cuidadorId })
    .from(diarioFotos)
    .where(eq(diarioFotos.id, id));
  return row;
}

/** 'Baixar meus dados': the photos' records of the person's diary entries. */
export async function findPhotosOfPerson(db: Executor, userId: string) {
  return db
    .select({ id: diarioFotos.id, entradaId: diarioFotos.entradaId, mime: diarioFotos.mime, tamanhoBytes: diarioFotos.tamanhoBytes, storageKey: diarioFotos.storageKey, createdAt: diarioFotos.createdAt })
    .from(diarioFotos)
    .where(or(eq(diarioFotos.familiaId, userId), eq(diarioFotos.cuidadorId, userId)))
    .orderBy(asc(diarioFotos.createdAt));
}
