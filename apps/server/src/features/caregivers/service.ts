import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { AVAILABILITY_OPTIONS, type DisponibilidadeOpcao } from '@cuidar/domain/constants';
import { testimonialAuthor } from '@cuidar/domain/testimonials';
import type { Executor } from '../../db/client';
import { isFavorite } from '../favorites/repository';
import { countCompletedBookings, findApprovedCaregiver, findFeaturedCaregivers, findPublicReviews, toCaregiverCardDto } from './repository';

/** The landing page's featured caregivers: highest-rated complete profiles first. */
export function listFeaturedCaregivers(db: Executor, limit: number): Promise<CaregiverCardDto[]> {
  return findFeaturedCaregivers(db, limit);
}

const isShift = (value: string): value is DisponibilidadeOpcao => (AVAILABILITY_OPTIONS as readonly string[]).includes(value);

/**
 * The caregiver's public page (docs/product.md#caregiver-page), or null when there is no approved
 * caregiver with this id. Signed-in families get the details (experience, shifts, history, every
 * review, their favourite); anyone else the short version.
 */
export async function getCaregiverPage(
  db: Executor,
  id: string,
  viewer: { id: string; role: string | null } | null,
  now: Date,
): Promise<CaregiverPageDto | null> {
  const row = await findApprovedCaregiver(db, id);
  if (!row) return null;
  const card = toCaregiverCardDto(row);
  if (viewer?.role !== 'familia') return { ...card, details: null };
  const [reservasConcluidas, reviews, favorito] = await Promise.all([
    countCompletedBookings(db, id),
    findPublicReviews(db, id, now),
    isFavorite(db, viewer.id, id),
  ]);
  return {
    ...card,
    details: {
      experiencia: row.experiencia ?? null,
      turnos: (row.disponibilidade ?? []).filter(isShift),
      reservasConcluidas,
      reviews: reviews.map((review) => ({
        id: review.id,
        estrelas: review.estrelas,
        comentario: review.comentario?.trim() || null,
        autor: testimonialAuthor(review.authorFirstName, review.authorLastName),
        createdAt: new Date(review.createdAt).toISOString(),
        resposta: review.resposta && review.respostaEm ? { texto: review.resposta, createdAt: new Date(review.respostaEm).toISOString() } : null,
      })),
      favorito,
    },
  };
}
