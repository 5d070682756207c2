import type { Role } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import {
  FEW_IN_CITY,
  matchReasons,
  relaxationNotice,
  searchWithRelaxation,
  type RecommendationsResponse,
  type RecommendedCaregiverDto,
} from '@cuidar/domain/recommendations';
import { skillsForCard } from '@cuidar/domain/skills';
import type { Executor } from '../../db/client';
import { recordAnalyticsEvent } from '../analytics/repository';
import { toCaregiverCardDto } from '../caregivers/repository';
import { findRecommendations, planSearch, RECOMMENDATION_LIMIT, type RecommendationRow } from './repository';

export function toRecommendedDto(row: RecommendationRow, request: RecommendationRequest): RecommendedCaregiverDto {
  const card = toCaregiverCardDto(row);
  const features = {
    skillsMatched: Number(row.skillsMatched),
    skillsWanted: request.competencias.length,
    availableInShift: Boolean(row.availableInShift),
    sameBairro: Boolean(row.sameBairro),
    sameCidade: Boolean(row.sameCidade),
    respondeRapido: card.confiabilidade.respostaMedianaMin !== null && card.confiabilidade.respostaMedianaMin <= 60,
  };
  // Assigned onto the card rather than spread into a copy: ten cards per search, on every search.
  return Object.assign(card, {
    competencias: skillsForCard(card.competencias, request.competencias),
    match: { ...features, reasons: matchReasons(features, request.turno) },
  });
}

/**
 * The caregivers to suggest (docs/product.md#recommendations): every candidate of the family's city
 * scored; when the city has few (FEW_IN_CITY), the best of the rest of the state after them; when
 * the city has none, the state, then anybody of the state.
 */
export async function recommendCaregivers(db: Executor, request: RecommendationRequest, now: Date): Promise<RecommendationsResponse> {
  const plan = planSearch(request, now);
  const { step, results } = await searchWithRelaxation((s) => findRecommendations(db, plan, s));
  let rows = results;
  let addedFromState = false;
  if (step === 'cidade' && results.length < FEW_IN_CITY) {
    const inCity = new Set(results.map((row) => row.id));
    const others = (await findRecommendations(db, plan, 'estado')).filter((row) => !inCity.has(row.id));
    rows = [...results, ...others].slice(0, RECOMMENDATION_LIMIT);
    addedFromState = others.length > 0;
  }
  return {
    caregivers: rows.map((row) => toRecommendedDto(row, request)),
    step,
    notice: rows.length ? relaxationNotice(step, request, addedFromState) : null,
  };
}

/** The 'match_sugerido' analytics row of a signed-in person's search. */
export function recordMatchSuggested(
  db: Executor,
  user: { id: string; role: Role | null },
  request: RecommendationRequest,
  result: RecommendationsResponse,
  at: Date,
): Promise<void> {
  return recordAnalyticsEvent(db, {
    eventName: 'match_sugerido',
    userId: user.id,
    tipoUsuario: user.role ?? 'sem_papel',
    metadata: { ...request, resultados: result.caregivers.length, etapa: result.step },
    at,
  });
}
