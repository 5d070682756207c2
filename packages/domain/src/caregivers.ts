import { GENEROS } from './constants';
import { centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { z } from './validation';

// Caregiver card rules shared by the landing, the recommendations and the dashboards.

/** What a family may see of a caregiver on a card. No contact data, no exact address. */
export const caregiverCardDtoSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  precoHoraCentavos: centsSchema,
  competencias: z.array(z.string()),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  bairro: z.string().nullable(),
  /** Average of the reviews (1–5), null while there is none. */
  rating: z.number().nullable(),
  totalAvaliacoes: countSchema,
  genero: z.enum(GENEROS),
  /** When an operator approved the caregiver; null for anyone not approved (no badge). */
  verificadoEm: instantSchema.nullable(),
  /** Reliability (docs/product.md#caregiver-page): measured from the caregiver's own requests. */
  confiabilidade: z.object({
    concluidas: countSchema,
    cancelamentos: countSchema,
    /** Median minutes from a paid request to the caregiver's answer; null before the first answer. */
    respostaMedianaMin: countSchema.nullable(),
  }),
});
export type CaregiverCardDto = z.infer<typeof caregiverCardDtoSchema>;
/** GET /api/caregivers/featured */
export const featuredCaregiversResponseSchema = z.object({ caregivers: z.array(caregiverCardDtoSchema) });

// The card's display rules live in caregiver-display.ts (no zod: the public pages' islands use them).
export {
  avatarSrc,
  avatarSrcSet,
  avatarVariant,
  filledStars,
  formatRating,
  formatResponseTime,
  initials,
  placeLabel,
  ratingSummary,
  reliabilityLines,
  skillsPreview,
  type RatingSummary,
} from './caregiver-display';
