import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, favoritos, profiles } from '../../db/schema';
import { caregiverCardColumns, toCaregiverCardDto, verifiedAtColumn } from '../caregivers/repository';

/** The family's favourites that are approved now; a suspended or expired caregiver drops out of the list (the row stays). */
export async function findFavoriteCaregivers(db: Executor, familiaId: string): Promise<CaregiverCardDto[]> {
  const rows = await db
    .select({ ...caregiverCardColumns, verificadoEm: verifiedAtColumn })
    .from(favoritos)
    .innerJoin(cuidadorProfiles, eq(cuidadorProfiles.id, favoritos.cuidadorId))
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(and(eq(favoritos.familiaId, familiaId), eq(cuidadorProfiles.verificacao, 'aprovado')))
    .orderBy(desc(favoritos.createdAt), favoritos.cuidadorId);
  return rows.map(toCaregiverCardDto);
}

export async function isFavorite(db: Executor, familiaId: string, cuidadorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: favoritos.cuidadorId })
    .from(favoritos)
    .where(and(eq(favoritos.familiaId, familiaId), eq(favoritos.cuidadorId, cuidadorId)))
    .limit(1);
  return Boolean(row);
}

/** Whether this id is a caregiver families may see (approved). */
export async function isApprovedCaregiver(db: Executor, cuidadorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cuidadorProfiles.id })
    .from(cuidadorProfiles)
    .where(and(eq(cuidadorProfiles.id, cuidadorId), eq(cuidadorProfiles.verificacao, 'aprovado')))
    .limit(1);
  return Boolean(row);
}

export async function insertFavorite(db: Executor, familiaId: string, cuidadorId: string, at: Date): Promise<void> {
  await db.insert(favoritos).values({ familiaId, cuidadorId, createdAt: at }).onConflictDoNothing();
}

export async function deleteFavorite(db: Executor, familiaId: string, cuidadorId: string): Promise<void> {
  await db.delete(favoritos).where(and(eq(favoritos.familiaId, familiaId), eq(favoritos.cuidadorId, cuidadorId)));
}

/** Every favourite row of a family (the data export lists them whatever the caregiver's state). */
export async function findFavoriteRows(db: Executor, familiaId: string) {
  return db
    .select({ cuidadorId: favoritos.cuidadorId, createdAt: favoritos.createdAt })
    .from(favoritos)
    .where(eq(favoritos.familiaId, familiaId))
    .orderBy(desc(favoritos.createdAt));
}
