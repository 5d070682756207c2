import type { ReviewDto } from '@cuidar/domain/bookings';
import type { Executor } from '../../db/client';
import { findReviewsGiven, findReviewsReceived, reviewSummary } from './repository';

type ReviewRow = Awaited<ReturnType<typeof findReviewsReceived>>[number];
const toDto = (row: ReviewRow): ReviewDto => ({
  id: row.id,
  pedidoId: row.pedidoId,
  estrelas: row.estrelas,
  comentario: row.comentario,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
});

/** A caregiver's received reviews with the average (one decimal on screen) and the count. */
export async function listReviewsReceived(db: Executor, cuidadorId: string): Promise<{ average: number | null; total: number; reviews: ReviewDto[] }> {
  const [rows, summary] = await Promise.all([findReviewsReceived(db, cuidadorId), reviewSummary(db, cuidadorId)]);
  return { ...summary, reviews: rows.map(toDto) };
}

/** The reviews a family wrote; `author` is the caregiver reviewed. */
export async function listReviewsGiven(db: Executor, familiaId: string): Promise<ReviewDto[]> {
  const rows = await findReviewsGiven(db, familiaId);
  return rows.map(toDto);
}
