import { TIME_ZONE, type Turno } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/familia-form';
import { SHIFT_LABELS, STEP_FILTERS, type RelaxationStep } from '@cuidar/domain/recommendations';
import { normalizeSearchText, searchKeysFor } from '@cuidar/domain/skills';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, disponibilidade, profiles } from '../../db/schema';
import { likeContains, textArray } from '../../db/sql-arrays';
import { caregiverCardColumns, isCompleteProfile } from '../caregivers/repository';

/** How far ahead a declared availability slot counts as "available in the shift". */
export const SLOT_HORIZON_DAYS = 14;

/** A slot (in São Paulo wall time) that covers the family's shift on its day. */
function slotCoversShift(turno: Turno): SQL {
  const start = sql`(${disponibilidade.startDatetime} at time zone ${TIME_ZONE})`;
  const end = sql`(${disponibilidade.endDatetime} at time zone ${TIME_ZONE})`;
  const day = sql`date_trunc('day', ${start})`;
  switch (turno) {
    case 'manha':
      return sql`${start} < ${day} + interval '12 hours' and ${end} > ${day} + interval '6 hours'`;
    case 'tarde':
      return sql`${start} < ${day} + interval '18 hours' and ${end} > ${day} + interval '12 hours'`;
    case 'noite':
      return sql`(${end} > ${day} + interval '18 hours' or ${start} < ${day} + interval '6 hours')`;
    case 'integral':
      return sql`${disponibilidade.endDatetime} - ${disponibilidade.startDatetime} >= interval '12 hours'`;
  }
}

/** Everything the query needs, computed once per request (normal forms, patterns, keys). */
export interface SearchPlan {
  estado: string;
  genero: 'feminino' | 'masculino' | null;
  cidadePattern: string;
  bairroPattern: string;
  /** Per chosen skill, the normalised caregiver skills that satisfy it. */
  skillKeys: string[][];
  shiftLabels: readonly string[];
  turno: Turno;
  now: Date;
}

export function planSearch(request: RecommendationRequest, now: Date): SearchPlan {
  return {
    estado: request.estado,
    genero: request.generoPreferido === 'indiferente' ? null : request.generoPreferido,
    cidadePattern: likeContains(normalizeSearchText(request.cidade)),
    bairroPattern: likeContains(normalizeSearchText(request.bairro)),
    skillKeys: request.competencias.map(searchKeysFor),
    shiftLabels: SHIFT_LABELS[request.turno],
    turno: request.turno,
    now,
  };
}

export const RECOMMENDATION_LIMIT = 10;

/**
 * One step of the search: the spec's filters (minus what the step relaxes) and the ranking —
 * chosen skills matched, availability in the shift, same neighbourhood, same city, rating,
 * number of reviews. Returned as a query so the benchmark can run the very same SQL bare.
 */
export function recommendationQuery(db: Executor, plan: SearchPlan, step: RelaxationStep, limit = RECOMMENDATION_LIMIT) {
  const filters = STEP_FILTERS[step];
  const cp = cuidadorProfiles;
  const skillsMatched = plan.skillKeys.length
    ? sql.join(
        plan.skillKeys.map((keys) => sql`(${cp.competenciasBusca} && ${textArray(keys)})::int`),
        sql` + `,
      )
    : sql`0`;
  const horizon = new Date(plan.now.getTime() + SLOT_HORIZON_DAYS * 86_400_000);
  const availableInShift = sql`(${cp.disponibilidade} && ${textArray(plan.shiftLabels)} or exists (
    select 1 from ${disponibilidade}
    where ${disponibilidade.cuidadorId} = ${cp.id}
      and ${disponibilidade.endDatetime} > ${plan.now.toISOString()}::timestamptz
      and ${disponibilidade.startDatetime} < ${horizon.toISOString()}::timestamptz
      and ${slotCoversShift(plan.turno)}))`;
  const sameBairro = sql`(${cp.bairroBusca} like ${plan.bairroPattern})`;
  const sameCidade = sql`(${cp.cidadeBusca} like ${plan.cidadePattern})`;
  const firstSkill = plan.skillKeys[0];

  return db
    .select({
      ...caregiverCardColumns,
      skillsMatched: sql<number>`${skillsMatched}`.mapWith(Number).as('skills_matched'),
      availableInShift: sql<boolean>`${availableInShift}`.as('available_in_shift'),
      sameBairro: sql<boolean>`${sameBairro}`.as('same_bairro'),
      sameCidade: sql<boolean>`${sameCidade}`.as('same_cidade'),
    })
    .from(cp)
    .innerJoin(profiles, eq(profiles.id, cp.id))
    .where(
      and(
        eq(profiles.role, 'cuidador'),
        isCompleteProfile,
        eq(cp.estado, plan.estado),
        plan.genero ? eq(cp.genero, plan.genero) : undefined,
        filters.cidade ? sameCidade : undefined,
        filters.bairro ? sameBairro : undefined,
        filters.competencia && firstSkill ? sql`${cp.competenciasBusca} && ${textArray(firstSkill)}` : undefined,
      ),
    )
    .orderBy(
      sql`skills_matched desc`,
      sql`available_in_shift desc`,
      sql`same_bairro desc`,
      sql`same_cidade desc`,
      sql`${cp.rating} desc nulls last`,
      sql`${cp.totalAvaliacoes} desc`,
      cp.id,
    )
    .limit(limit);
}

export type RecommendationRow = Awaited<ReturnType<typeof recommendationQuery>>[number];

export async function findRecommendations(db: Executor, plan: SearchPlan, step: RelaxationStep): Promise<RecommendationRow[]> {
  return recommendationQuery(db, plan, step);
}
