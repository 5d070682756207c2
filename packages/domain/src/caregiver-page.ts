import { caregiverCardDtoSchema } from './caregivers';
import { AVAILABILITY_OPTIONS } from './constants';
import { countSchema, idSchema, instantSchema } from './dto';
import { toSaoPauloParts } from './date-format';
import { mergeIntervals, subtractIntervals, type Interval } from './intervals';
import { pricePerDayCents } from './pricing';
import { reviewReplyDtoSchema } from './reviews';
import { addDaysToDate, saoPauloToInstant } from './time';
import { z } from './validation';

// The caregiver's public page, /cuidadores/:id (docs/product.md#caregiver-page).

/** The day lengths the page prices, in hours. */
export const DAY_PRICE_HOURS = [4, 8, 12] as const;

/**
 * What a 4, 8 and 12 hour day with this caregiver costs, by the booking's own rule (round(hours ×
 * rate) in whole reais: docs/product.md#booking-price), so the page and the booking agree.
 */
export function dayPrices(hourlyRateCents: number): { hours: number; cents: number }[] {
  return DAY_PRICE_HOURS.map((hours) => ({ hours, cents: pricePerDayCents(hourlyRateCents, hours * 60) }));
}

/** One review as anyone may read it: the family signs 'Helena L.', nothing else about them. */
export const publicReviewDtoSchema = z.object({
  id: idSchema,
  estrelas: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  autor: z.string(),
  createdAt: instantSchema,
  /** The caregiver's one public reply (docs/product.md#reviews). */
  resposta: reviewReplyDtoSchema.nullable(),
});
export type PublicReviewDto = z.infer<typeof publicReviewDtoSchema>;

/**
 * The public profile. Everyone gets the card (photo, name, city and neighbourhood, verified badge,
 * bio, skills, rate, rating); signed-in families also get `details`. Never street, CPF, phone,
 * birth date, e-mail or documents: the repository selects columns, and a test checks the answer.
 */
export const caregiverPageDtoSchema = caregiverCardDtoSchema.extend({
  details: z
    .object({
      experiencia: z.string().nullable(),
      /** The shifts the caregiver declares ('Manhã', '24h'…). */
      turnos: z.array(z.enum(AVAILABILITY_OPTIONS)),
      /** Booking requests the caregiver saw through to the end ('concluida'). */
      reservasConcluidas: countSchema,
      reviews: z.array(publicReviewDtoSchema),
      /** Whether the signed-in family keeps this caregiver in 'Favoritos'. */
      favorito: z.boolean(),
    })
    .nullable(),
});
export type CaregiverPageDto = z.infer<typeof caregiverPageDtoSchema>;
/** GET /api/caregivers/:id */
export const caregiverPageResponseSchema = z.object({ caregiver: caregiverPageDtoSchema });

/** How many days ahead the page lists the caregiver's free times. */
export const AVAILABILITY_PREVIEW_DAYS = 21;

/** A booking calendar's free time: the declared slots minus the booked times, as instants. */
export function calendarFreeTime(calendar: { slots: readonly { start: string; end: string }[]; busy: readonly { start: string; end: string }[] }): Interval[] {
  const toInterval = (i: { start: string; end: string }) => ({ start: new Date(i.start), end: new Date(i.end) });
  return subtractIntervals(mergeIntervals(calendar.slots.map(toInterval)), calendar.busy.map(toInterval));
}

/**
 * The free times of each São Paulo day from `today` for `days` days, as the booking calendar
 * answers them (declared slots minus confirmed work): [{ date: '2026-11-30', times: [{ start:
 * '08:00', end: '12:00' }] }]. Days without free time are left out; a stretch that runs past
 * midnight shows on each day it touches ('00:00'/'24:00' at the edges).
 */
export function freeTimesByDay(
  calendar: { slots: readonly { start: string; end: string }[]; busy: readonly { start: string; end: string }[] },
  today: string,
  days: number = AVAILABILITY_PREVIEW_DAYS,
): { date: string; times: { start: string; end: string }[] }[] {
  const free = calendarFreeTime(calendar);
  const result: { date: string; times: { start: string; end: string }[] }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDaysToDate(today, i);
    const dayStart = saoPauloToInstant(date, '00:00');
    const dayEnd = saoPauloToInstant(addDaysToDate(date, 1), '00:00');
    const times = free
      .filter((piece) => piece.start < dayEnd && piece.end > dayStart)
      .map((piece) => ({
        start: piece.start <= dayStart ? '00:00' : toSaoPauloParts(piece.start).time,
        end: piece.end >= dayEnd ? '24:00' : toSaoPauloParts(piece.end).time,
      }));
    if (times.length) result.push({ date, times });
  }
  return result;
}
