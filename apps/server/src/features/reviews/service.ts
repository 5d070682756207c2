import type { ReviewDto, ReviewsReceivedDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { REVIEW_WINDOW_DAYS, reviewWindowClosesAt, type reviewReplySchema } from '@cuidar/domain/reviews';
import type { z } from '@cuidar/domain/validation';
import type { Executor } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { publish, transactionWithEvents } from '../../realtime/events';
import type { Database } from '../../db/client';
import {
  familyRatingSummary,
  findBookingsToRate,
  findReviewOfCaregiver,
  findReviewsGiven,
  findReviewsReceived,
  hasFamilyReview,
  insertFamilyReview,
  publishDueReviews,
  publishReviewOf,
  refreshCaregiverRating,
  reviewSummary,
  setReviewReply,
} from './repository';

const m = messages.reviews;

type ReviewRow = Awaited<ReturnType<typeof findReviewsReceived>>[number];
const toDto = (row: ReviewRow, now: Date): ReviewDto => ({
  id: row.id,
  pedidoId: row.pedidoId,
  estrelas: row.estrelas,
  comentario: row.comentario,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
  publicada: row.publicadaEm !== null || row.publicarEm <= now,
  publicarEm: row.publicarEm.toISOString(),
  resposta: row.resposta && row.respostaEm ? { texto: row.resposta, createdAt: row.respostaEm.toISOString() } : null,
});

/**
 * A caregiver's public reviews with the average and count, and the bookings they may still rate
 * (docs/product.md#reviews). A review still hidden is neither listed nor counted.
 */
export async function listReviewsReceived(db: Executor, cuidadorId: string, now: Date): Promise<ReviewsReceivedDto> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 24 * 3600 * 1000);
  const [rows, summary, toRate] = await Promise.all([
    findReviewsReceived(db, cuidadorId, now),
    reviewSummary(db, cuidadorId, now),
    findBookingsToRate(db, cuidadorId, windowStart, now),
  ]);
  return {
    ...summary,
    reviews: rows.map((row) => toDto(row, now)),
    toRate: toRate.map((row) => ({
      pedidoId: row.pedidoId,
      familia: { id: row.familiaId, firstName: row.firstName, lastName: row.lastName },
      dataInicio: row.dataInicio,
      dataFim: row.dataFim,
      prazo: reviewWindowClosesAt(new Date(row.end)).toISOString(),
      familiaAvaliou: Boolean(row.familiaAvaliou),
    })),
  };
}

/** The reviews a family wrote (hidden ones too, with when they will be shown); `author` is the caregiver. */
export async function listReviewsGiven(db: Executor, familiaId: string, now: Date): Promise<ReviewDto[]> {
  const rows = await findReviewsGiven(db, familiaId);
  return rows.map((row) => toDto(row, now));
}

/** The caregiver's one public reply to a published review of theirs. */
export async function replyToReview(deps: { db: Database; now: () => Date }, cuidadorId: string, reviewId: string, input: z.output<typeof reviewReplySchema>) {
  const now = deps.now();
  const review = await findReviewOfCaregiver(deps.db, reviewId, cuidadorId);
  if (!review) throw notFound(m.reviewNotFound);
  if (review.publicadaEm === null && review.publicarEm > now) throw conflict(m.replyNotVisible);
  if (review.resposta !== null) throw conflict(m.replyExists);
  const written = await transactionWithEvents(deps.db, async (tx) => {
    if (!(await setReviewReply(tx, reviewId, cuidadorId, input.resposta, now))) return false;
    await publish(tx, { type: 'review', id: reviewId, userIds: [cuidadorId, review.familiaId] });
    return true;
  });
  if (!written) throw conflict(m.replyExists);
}

/** What other caregivers may know of a family's ratings (count and average; never to the family). */
export function getFamilyRating(db: Executor, familiaId: string) {
  return familyRatingSummary(db, familiaId);
}

/**
 * Publishes the family's review of a booking the caregiver has just rated, and moves the
 * caregiver's rating in the same transaction. Answers the review's id when one was published.
 */
export async function publishReviewOfBooking(tx: Executor, pedidoId: string, now: Date): Promise<string | null> {
  const published = await publishReviewOf(tx, pedidoId, now);
  if (!published) return null;
  await refreshCaregiverRating(tx, published.cuidadorId);
  return published.id;
}

/** The job: reviews whose window closed become public and count in the caregiver's rating. */
export async function publishReviewsDue(db: Database, now: Date): Promise<number> {
  return transactionWithEvents(db, async (tx) => {
    const rows = await publishDueReviews(tx, now);
    for (const cuidadorId of new Set(rows.map((r) => r.cuidadorId))) await refreshCaregiverRating(tx, cuidadorId);
    for (const row of rows) await publish(tx, { type: 'review', id: row.id, userIds: [row.cuidadorId, row.familiaId] });
    return rows.length;
  });
}


/** Whether the caregiver already rated the family for this booking. */
export function hasCaregiverRatedBooking(db: Executor, pedidoId: string): Promise<boolean> {
  return hasFamilyReview(db, pedidoId);
}

/** Stores the caregiver's private rating of the family (unique per booking: a second one fails). */
export function recordFamilyRating(
  tx: Executor,
  input: { pedidoId: string; cuidadorId: string; familiaId: string; estrelas: number; nota: string | null },
): Promise<string> {
  return insertFamilyReview(tx, input);
}
