import { AVATAR_VARIANTS, GENEROS, MAX_CARD_SKILLS } from './constants';
import { centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { formatCount } from './format';
import { messages } from './messages';
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

/**
 * Which of the five /avatars/caregiver-N.jpg pictures a caregiver without a photo gets: the sum
 * of the digits of the id, modulo 5, plus 1. The same id always gets the same picture.
 */
export function avatarVariant(id: string): number {
  const sum = [...id].reduce((total, ch) => (ch >= '0' && ch <= '9' ? total + Number(ch) : total), 0);
  return (sum % AVATAR_VARIANTS) + 1;
}

export function avatarSrc(card: Pick<CaregiverCardDto, 'id' | 'avatarUrl'>): string {
  return card.avatarUrl ?? `/avatars/caregiver-${avatarVariant(card.id)}.jpg`;
}

/** 'Ana Paula Souza' → 'AS' (first and last initials) for the fallback avatar. */
export function initials(firstName: string, lastName: string): string {
  const first = firstName.trim()[0] ?? '';
  const lastWord = lastName.trim().split(/\s+/).pop() ?? '';
  return `${first}${lastWord[0] ?? ''}`.toUpperCase() || '?';
}

/** '4,7' — one decimal, Brazilian comma (by hand, not Intl: see formatCentavos in format.ts). */
export function formatRating(rating: number): string {
  // Rounds the decimal the number shows (4.05 → 4,1), as Intl does, not its binary value.
  const tenths = Math.round(Number((rating * 10).toPrecision(12)));
  return (tenths / 10).toFixed(1).replace('.', ',');
}

export type RatingSummary =
  | { isNew: true; text: string; label: string }
  | { isNew: false; average: number; value: string; countText: string; text: string; label: string };

/**
 * How a caregiver's rating reads wherever it is shown (docs/product.md#profiles): without a review,
 * 'Novo' and no stars (nothing invented); otherwise the average with one decimal and the count,
 * '4,8 (12 avaliações)'. `label` is the sentence a screen reader says.
 */
export function ratingSummary(average: number | null | undefined, count: number): RatingSummary {
  if (average === null || average === undefined || count <= 0) {
    return { isNew: true, text: messages.ratings.new, label: messages.ratings.newLabel };
  }
  const value = formatRating(average);
  const countText = formatCount(count, 'avaliação', 'avaliações');
  return { isNew: false, average, value, countText, text: messages.ratings.summary(value, countText), label: messages.ratings.summaryLabel(value, countText) };
}

/** How many of the five stars are filled: the rating rounded to the nearest whole star. */
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.round(rating)));
}

/** The first skills shown as badges and how many more there are. */
export function skillsPreview(skills: readonly string[], max: number = MAX_CARD_SKILLS): { shown: string[]; more: number } {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}

/** 'São Paulo, SP' — only the parts that exist. */
export function placeLabel(card: Pick<CaregiverCardDto, 'cidade' | 'estado'>): string {
  return [card.cidade, card.estado].filter(Boolean).join(', ');
}

/** How long a caregiver takes to answer, in words: 'em até 1 hora', 'em cerca de 5 horas', 'em cerca de 2 dias'. */
export function formatResponseTime(minutes: number): string {
  if (minutes <= 60) return 'em até 1 hora';
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `em cerca de ${formatCount(hours, 'hora', 'horas')}`;
  const days = Math.round(hours / 24);
  return `em cerca de ${formatCount(days, 'dia', 'dias')}`;
}

/**
 * The reliability lines shown on the caregiver's page and cards, honest about having nothing
 * yet: ['Ainda sem histórico'] for a caregiver with no concluded, cancelled or answered request.
 */
export function reliabilityLines(r: CaregiverCardDto['confiabilidade']): string[] {
  const m = messages.reliability;
  if (r.concluidas === 0 && r.cancelamentos === 0 && r.respostaMedianaMin === null) return [m.none];
  // No answer time measured yet (e.g. requests from before it was recorded): the line is left out.
  return [
    m.completed(r.concluidas),
    r.cancelamentos === 0 ? m.noCancellations : m.cancellations(r.cancelamentos),
    ...(r.respostaMedianaMin === null ? [] : [m.answers(formatResponseTime(r.respostaMedianaMin))]),
  ];
}
