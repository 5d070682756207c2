import { caregiverCardDtoSchema } from './caregivers';
import { type DisponibilidadeOpcao, type Turno } from './constants';
import { countSchema } from './dto';
import { messages } from './messages';
import { recommendationsLabels } from './messages/labels/recommendations';
import { placeWithPreposition } from './place-names';
import { bayesianRating } from './reviews';
import { z } from './validation';

// Recommendation rules shared by the server (search) and the web app (cards and notices).
//
// Candidates (docs/product.md#recommendations): suggestible caregivers of the family's state and
// gender preference (unless 'indiferente'), within the price range and minimum rating the family
// chose, offering at least one of the chosen skills. Every candidate of the family's city is
// scored; the neighbourhood is a strong signal, not a filter. When the city has few, the best of
// the rest of the state are added; when the state has nobody with any chosen skill, anybody of the
// state is shown. Gender and state are never relaxed.
//
// Ranking: more of the chosen skills first, then available in the chosen shift, then same
// neighbourhood, then quality: the Bayesian rating adjusted by reliability (qualityScore).

export const RELAXATION_STEPS = ['cidade', 'estado', 'sem-competencia'] as const;
export type RelaxationStep = (typeof RELAXATION_STEPS)[number];

/** Which filters a step applies, on top of gender, state, price and rating which always apply. */
export const STEP_FILTERS: Record<RelaxationStep, { cidade: boolean; competencia: boolean }> = {
  cidade: { cidade: true, competencia: true },
  estado: { cidade: false, competencia: true },
  'sem-competencia': { cidade: false, competencia: false },
};

/**
 * What each step already knows about the place: at 'cidade' everyone is in the family's city (the
 * neighbourhood is measured); at 'estado' the search is used for caregivers of other cities (those
 * of the city, if any, were found by the first step). The last step measures both.
 */
export const KNOWN_PLACE_MATCH: Record<RelaxationStep, { sameBairro: boolean; sameCidade: boolean } | null> = {
  cidade: null,
  estado: { sameBairro: false, sameCidade: false },
  'sem-competencia': null,
};

/** Below this many caregivers in the city, the best of the rest of the state are added. */
export const FEW_IN_CITY = 3;

/** The line shown above the results when the search had to be relaxed (null when it did not). */
export function relaxationNotice(
  step: RelaxationStep,
  request: { cidade: string; estado: string; competencias: readonly string[] },
  addedFromState = false,
): string | null {
  const m = messages.recommendations;
  switch (step) {
    case 'cidade':
      return addedFromState ? m.fewInCity(placeWithPreposition(request.estado, 'estado')) : null;
    case 'estado':
      return m.relaxedCidade(placeWithPreposition(request.estado, 'estado'));
    case 'sem-competencia':
      return m.relaxedCompetencias(request.competencias.join(recommendationsLabels.skillsSeparator), placeWithPreposition(request.estado, 'estado'));
  }
}

/**
 * Runs the search step by step until one finds somebody. `search` is the database query for one
 * step; the answer says which step produced the results.
 */
export async function searchWithRelaxation<T>(
  search: (step: RelaxationStep) => Promise<T[]>,
): Promise<{ step: RelaxationStep; results: T[] }> {
  for (const step of RELAXATION_STEPS) {
    const results = await search(step);
    if (results.length > 0) return { step, results };
  }
  return { step: RELAXATION_STEPS[RELAXATION_STEPS.length - 1]!, results: [] };
}

/**
 * The quality a caregiver is ranked by among equally good matches (ADR 0038): the Bayesian rating
 * (bayesianRating: 5,0 from one review does not beat 4,8 from forty), minus the share of their
 * requests they cancelled, plus a little for answering fast. The database computes the same
 * formula as a stored column (cuidador_profiles.qualidade, migration 0027), which the search
 * indexes are ordered by; a test keeps the two equal.
 */
export function qualityScore(c: { rating: number | null; totalAvaliacoes: number; concluidas: number; cancelamentos: number; respostaMedianaMin: number | null }): number {
  const bayes = bayesianRating(c.rating, c.totalAvaliacoes);
  const cancelShare = c.cancelamentos / Math.max(c.concluidas + c.cancelamentos, 1);
  const m = c.respostaMedianaMin;
  const fast = m === null ? 0 : m <= 60 ? 0.15 : m <= 240 ? 0.1 : m <= 1440 ? 0.05 : 0;
  return Math.round((bayes - cancelShare + fast) * 10_000) / 10_000;
}

/** The caregiver availability labels that cover a family's shift. */
export const SHIFT_LABELS: Record<Turno, readonly DisponibilidadeOpcao[]> = {
  manha: ['Manhã', '24h'],
  tarde: ['Tarde', '24h'],
  noite: ['Noite', '24h'],
  integral: ['24h'],
};

const SHIFT_PHRASES: Record<Turno, string> = recommendationsLabels.shiftPhrases;

/** Why a caregiver was suggested, as the search measured it. */
export const matchFeaturesSchema = z.object({
  skillsMatched: countSchema,
  skillsWanted: countSchema,
  availableInShift: z.boolean(),
  sameBairro: z.boolean(),
  sameCidade: z.boolean(),
  /** Answers paid requests within an hour (median). */
  respondeRapido: z.boolean(),
});
export type MatchFeatures = z.infer<typeof matchFeaturesSchema>;

/** Short sentences for the card: '3 de 3 competências', 'Disponível à tarde', 'Atende no seu bairro'. */
export function matchReasons(features: MatchFeatures, turno: Turno): string[] {
  const l = recommendationsLabels;
  const reasons: string[] = [];
  if (features.skillsWanted > 0) reasons.push(l.skillsMatched(features.skillsMatched, features.skillsWanted));
  if (features.availableInShift) reasons.push(SHIFT_PHRASES[turno]);
  if (features.sameBairro) reasons.push(l.sameBairro);
  else if (features.sameCidade) reasons.push(l.sameCidade);
  else reasons.push(l.otherCidade);
  if (features.respondeRapido) reasons.push(l.respondeRapido);
  return reasons;
}

export const recommendedCaregiverDtoSchema = caregiverCardDtoSchema.extend({
  match: matchFeaturesSchema.extend({ reasons: z.array(z.string()) }),
});
export type RecommendedCaregiverDto = z.infer<typeof recommendedCaregiverDtoSchema>;

/** POST /api/recommendations */
export const recommendationsResponseSchema = z.object({
  caregivers: z.array(recommendedCaregiverDtoSchema),
  step: z.enum(RELAXATION_STEPS),
  /** The relaxation line to show above the results, or null. */
  notice: z.string().nullable(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
