import type { Role } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import {
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
import { findRecommendations, planSearch, type RecommendationRow } from './repository';

export function toRecommendedDto(row: RecommendationRow, request: RecommendationRequest): RecommendedCaregiverDto {
  const card = toCaregiverCardDto(row);
  const features = {
    skillsMatched: Number(row.skillsMatched),
    skillsWanted: request.competencias.length,
    availableInShift: Boolean(row.availableInShift),
    sameBairro: Boolean(row.sameBairro),
    sameCidade: Boolean(row.sameCidade),
  };
  // Assigned onto the card rather than spread into a copy: ten cards per search, on every search.
  return Object.assign(card, {
    competencias: skillsForCard(card.competencias, request.competencias),
    match: { ...features, reasons: matchReasons(features, request.turno) },
  });
}

/** The caregivers to suggest, relaxing the search step by step until somebody is found. */
export async function recommendCaregivers(db: Executor, request: RecommendationRequest, now: Date): Promise<RecommendationsResponse> {
  const plan = planSearch(request, now);
  const { step, results } = await searchWithRelaxation((s) => findRecommendations(db, plan, s));
  return {
    caregivers: results.map((row) => toRecommendedDto(row, request)),
    step,
    notice: results.length ? relaxationNotice(step, request) : null,
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
