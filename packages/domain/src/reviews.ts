// Reviews both ways and when they are shown (docs/product.md#reviews): the family reviews the
// caregiver publicly, the caregiver rates the family privately, and neither reads the other's
// review before writing their own (double-blind, as Airbnb and Sharetribe do).
import { countSchema, idSchema, instantSchema, calendarDaySchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

const m = messages.reviews;

/** Days after a booking ends during which both sides may review it; then the reviews are shown. */
export const REVIEW_WINDOW_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** When the review window of a booking that ended at `end` closes (and its reviews are published). */
export function reviewWindowClosesAt(end: Date): Date {
  return new Date(end.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** A booking can be reviewed from its end until the window closes. */
export function isReviewWindowOpen(end: Date, now: Date): boolean {
  return now >= end && now < reviewWindowClosesAt(end);
}

/**
 * Whether a family's review is public: once published (both sides reviewed, or the job saw the
 * window close) or as soon as the window has closed, whoever reads first.
 */
export function isReviewVisible(review: { publicadaEm: Date | null; publicarEm: Date }, now: Date): boolean {
  return review.publicadaEm !== null || review.publicarEm <= now;
}

/**
 * The rating used to rank caregivers: a Bayesian average that starts every caregiver at the
 * platform's prior and lets their own reviews pull it away as they accumulate, so 5,0 from one
 * review does not beat 4,8 from forty. (C·m + Σ stars) / (C + n).
 */
export const BAYES_PRIOR_MEAN = 4.2;
export const BAYES_PRIOR_WEIGHT = 5;
export function bayesianRating(average: number | null, count: number, priorMean: number = BAYES_PRIOR_MEAN, priorWeight: number = BAYES_PRIOR_WEIGHT): number {
  if (average === null || count <= 0) return priorMean;
  return (priorWeight * priorMean + average * count) / (priorWeight + count);
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

export const REVIEW_TEXT_MAX = 1000;

/** POST /api/bookings/:id/family-review: the caregiver's private rating of the family. */
export const familyReviewSchema = z.strictObject({
  estrelas: z.number({ error: messages.booking.reviewStars }).int(messages.booking.reviewStars).min(1, messages.booking.reviewStars).max(5, messages.booking.reviewStars),
  nota: z.string().trim().max(REVIEW_TEXT_MAX, m.tooLong).optional(),
});

/** POST /api/reviews/:id/reply: the caregiver's one public reply. */
export const reviewReplySchema = z.strictObject({
  resposta: z.string({ error: m.replyEmpty }).trim().min(1, m.replyEmpty).max(REVIEW_TEXT_MAX, m.tooLong),
});

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

/** The caregiver's public reply under a review. */
export const reviewReplyDtoSchema = z.object({ texto: z.string(), createdAt: instantSchema });

/** What other caregivers may know of a family's ratings: a count and an average, nothing else. */
export const familyRatingDtoSchema = z.object({ average: z.number().nullable(), total: countSchema });
export type FamilyRatingDto = z.infer<typeof familyRatingDtoSchema>;

/** A concluded booking the caregiver can still rate (the family's review of it stays hidden until then). */
export const bookingToRateDtoSchema = z.object({
  pedidoId: idSchema,
  familia: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  dataInicio: calendarDaySchema,
  dataFim: calendarDaySchema,
  /** When the window closes: the family's review, if any, is shown then anyway. */
  prazo: instantSchema,
  /** The family already reviewed (not what they wrote). */
  familiaAvaliou: z.boolean(),
});
export type BookingToRateDto = z.infer<typeof bookingToRateDtoSchema>;
