import { caregiverCardDtoSchema } from './caregivers';
import { AVAILABILITY_OPTIONS } from './constants';
import { countSchema, idSchema, instantSchema } from './dto';
import { pricePerDayCents } from './pricing';
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
