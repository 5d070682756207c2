import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { messages } from '@cuidar/domain/messages';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/errors';
import { deleteFavorite, findFavoriteCaregivers, insertFavorite, isApprovedCaregiver } from './repository';

// 'Favoritos' (docs/product.md#favorites): only families keep favourites, each only their own.

export function listFavorites(db: Executor, familiaId: string): Promise<CaregiverCardDto[]> {
  return findFavoriteCaregivers(db, familiaId);
}

/** Saving twice is one favourite; only a caregiver families can see may be saved (404 otherwise, as their page). */
export async function addFavorite(db: Executor, familiaId: string, cuidadorId: string, at: Date): Promise<void> {
  if (!(await isApprovedCaregiver(db, cuidadorId))) throw notFound(messages.favorites.caregiverNotFound);
  await insertFavorite(db, familiaId, cuidadorId, at);
}

/** Removing always works, also for a caregiver who was suspended since (they are hidden, not gone). */
export function removeFavorite(db: Executor, familiaId: string, cuidadorId: string): Promise<void> {
  return deleteFavorite(db, familiaId, cuidadorId);
}
