import { caregiverCardDtoSchema } from './caregivers';
import { type DisponibilidadeOpcao, type Turno } from './constants';
import { countSchema } from './dto';
import { messages } from './messages';
import { placeWithPreposition } from './place-names';
import { z } from './validation';

// Recommendation rules shared by the server (search) and the web app (cards and notices).
//
// Filters (docs/product.md#recommendations): gender unless 'indiferente'; state equal; city and
// neighbourhood contain the family's text, ignoring case and accents; the caregiver offers the
// first chosen skill. When that finds nobody, the search is relaxed one step at a time: first the
// neighbourhood, then the city, then the skill. Gender and state are never relaxed.
//
// Ranking inside a step: more of the chosen skills first, then available in the chosen shift,
// then same neighbourhood, then same city, then rating (unrated last) and number of reviews.

export const RELAXATION_STEPS = ['estrito', 'cidade', 'estado', 'sem-competencia'] as const;
export type RelaxationStep = (typeof RELAXATION_STEPS)[number];

/** Which filters a step applies, on top of gender and state which always apply. */
export const STEP_FILTERS: Record<RelaxationStep, { bairro: boolean; cidade: boolean; competencia: boolean }> = {
  estrito: { bairro: true, cidade: true, competencia: true },
  cidade: { bairro: false, cidade: true, competencia: true },
  estado: { bairro: false, cidade: false, competencia: true },
  'sem-competencia': { bairro: false, cidade: false, competencia: false },
};

/**
 * What each step already knows about the place, because the steps run in order and the earlier
 * ones found nobody: at 'estrito' everyone is in the family's neighbourhood and city; at 'cidade'
 * nobody is in the neighbourhood (they would have been found strictly) but all are in the city; at
 * 'estado' nobody is in the city. Only the last step, without the skill filter, has to measure it.
 * "Same neighbourhood" always means the same neighbourhood of the same city.
 */
export const KNOWN_PLACE_MATCH: Record<RelaxationStep, { sameBairro: boolean; sameCidade: boolean } | null> = {
  estrito: { sameBairro: true, sameCidade: true },
  cidade: { sameBairro: false, sameCidade: true },
  estado: { sameBairro: false, sameCidade: false },
  'sem-competencia': null,
};

/** The line shown above the results when the search had to be relaxed (null when it did not). */
export function relaxationNotice(step: RelaxationStep, request: { cidade: string; estado: string; competencias: readonly string[] }): string | null {
  const m = messages.recommendations;
  switch (step) {
    case 'estrito':
      return null;
    case 'cidade':
      return m.relaxedBairro(placeWithPreposition(request.cidade, 'cidade'));
    case 'estado':
      return m.relaxedCidade(placeWithPreposition(request.estado, 'estado'));
    case 'sem-competencia':
      return m.relaxedCompetencias(request.competencias[0] ?? '', placeWithPreposition(request.estado, 'estado'));
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

/** The caregiver availability labels that cover a family's shift. */
export const SHIFT_LABELS: Record<Turno, readonly DisponibilidadeOpcao[]> = {
  manha: ['Manhã', '24h'],
  tarde: ['Tarde', '24h'],
  noite: ['Noite', '24h'],
  integral: ['24h'],
};

const SHIFT_PHRASES: Record<Turno, string> = {
  manha: 'Disponível de manhã',
  tarde: 'Disponível à tarde',
  noite: 'Disponível à noite',
  integral: 'Disponível em período integral',
};

/** Why a caregiver was suggested, as the search measured it. */
export const matchFeaturesSchema = z.object({
  skillsMatched: countSchema,
  skillsWanted: countSchema,
  availableInShift: z.boolean(),
  sameBairro: z.boolean(),
  sameCidade: z.boolean(),
});
export type MatchFeatures = z.infer<typeof matchFeaturesSchema>;

/** Short sentences for the card: '3 de 3 competências', 'Disponível à tarde', 'No seu bairro'. */
export function matchReasons(features: MatchFeatures, turno: Turno): string[] {
  const reasons: string[] = [];
  if (features.skillsWanted > 0) {
    const noun = features.skillsWanted === 1 ? 'competência' : 'competências';
    reasons.push(`${features.skillsMatched} de ${features.skillsWanted} ${noun}`);
  }
  if (features.availableInShift) reasons.push(SHIFT_PHRASES[turno]);
  if (features.sameBairro) reasons.push('No seu bairro');
  else if (features.sameCidade) reasons.push('Na sua cidade');
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
