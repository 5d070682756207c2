import { AVATAR_VARIANTS, MAX_CARD_SKILLS } from './constants';
import type { CaregiverCardDto } from './caregivers';
import { ratingsMessages, reliabilityMessages } from './messages/cards';
import { caregiverDisplayLabels } from './messages/labels/caregiver-display';

// How a caregiver card reads (avatar, rating, skills, place), without the schemas: the public
// pages' islands show cards without downloading zod (docs/decisions/0039). caregivers.ts re-exports
// all of it.
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

/**
 * The illustrated avatar as WebP at 128 and 256 px (a 64 px avatar on 1× and 2× screens), for an
 * <img srcset>; undefined for a photo the caregiver sent (one size only). docs/decisions/0039.
 */
export function avatarSrcSet(card: Pick<CaregiverCardDto, 'id' | 'avatarUrl'>): string | undefined {
  if (card.avatarUrl) return undefined;
  const base = `/avatars/caregiver-${avatarVariant(card.id)}`;
  return `${base}-128.webp 128w, ${base}-256.webp 256w`;
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
    return { isNew: true, text: ratingsMessages.new, label: ratingsMessages.newLabel };
  }
  const value = formatRating(average);
  const countText = caregiverDisplayLabels.reviewCount(count);
  return { isNew: false, average, value, countText, text: ratingsMessages.summary(value, countText), label: ratingsMessages.summaryLabel(value, countText) };
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
  const l = caregiverDisplayLabels.responseTime;
  if (minutes <= 60) return l.withinAnHour;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return l.hours(hours);
  return l.days(Math.round(hours / 24));
}

/**
 * The reliability lines shown on the caregiver's page and cards, honest about having nothing
 * yet: ['Ainda sem histórico'] for a caregiver with no concluded, cancelled or answered request.
 */
export function reliabilityLines(r: { concluidas: number; cancelamentos: number; respostaMedianaMin: number | null }): string[] {
  const m = reliabilityMessages;
  if (r.concluidas === 0 && r.cancelamentos === 0 && r.respostaMedianaMin === null) return [m.none];
  // No answer time measured yet (e.g. requests from before it was recorded): the line is left out.
  return [
    m.completed(r.concluidas),
    r.cancelamentos === 0 ? m.noCancellations : m.cancellations(r.cancelamentos),
    ...(r.respostaMedianaMin === null ? [] : [m.answers(formatResponseTime(r.respostaMedianaMin))]),
  ];
}
