import type { Turno } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/familia-form';
import { KNOWN_PLACE_MATCH, SHIFT_LABELS, STEP_FILTERS, type RelaxationStep } from '@cuidar/domain/recommendations';
import { normalizeSearchText, searchKeysFor } from '@cuidar/domain/skills';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, locaisBusca, profiles } from '../../db/schema';
import { likeContains, textArrayLiteral } from '../../db/sql-arrays';
import { caregiverCardColumns } from '../caregivers/repository';

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
const MAX_SKILLS = 7;

/** What changes the SQL text of a search (everything else is a parameter). */
interface QueryShape {
  step: RelaxationStep;
  turno: Turno;
  hasGenero: boolean;
  skillCount: number;
}

const param = (name: string) => sql.placeholder(name);
const textArrayParam = (name: string) => sql`${param(name)}::text[]`;

/** Declared shifts, or an upcoming slot covering the shift (kept per shift by a trigger). */
function availableInShift(turno: Turno) {
  const cp = cuidadorProfiles;
  const agendaUntil = { manha: cp.agendaManhaAte, tarde: cp.agendaTardeAte, noite: cp.agendaNoiteAte, integral: cp.agendaIntegralAte }[turno];
  return sql`(${cp.disponibilidade} && ${textArrayParam('turnos')} or coalesce(${agendaUntil} > ${param('now')}::timestamptz, false))`;
}

/** The suggestible caregivers of the locais_busca row in scope (read from the covering index). */
const caregiversOfPlace = () =>
  and(
    eq(cuidadorProfiles.buscavel, true),
    eq(cuidadorProfiles.estado, locaisBusca.estado),
    eq(cuidadorProfiles.cidadeBusca, locaisBusca.cidadeBusca),
    eq(cuidadorProfiles.bairroBusca, locaisBusca.bairroBusca),
  );

/** The places of the family's state whose names contain the family's city and neighbourhood, as the step asks. */
function placesOfStep(step: RelaxationStep) {
  const filters = STEP_FILTERS[step];
  return and(
    eq(locaisBusca.estado, param('estado')),
    filters.cidade ? sql`${locaisBusca.cidadeBusca} like ${param('cidade')}` : undefined,
    filters.bairro ? sql`${locaisBusca.bairroBusca} like ${param('bairro')}` : undefined,
  );
}

/**
 * One step of the search: the spec's filters (minus what the step relaxes) and the ranking —
 * chosen skills matched, availability in the shift, same neighbourhood, same city, rating,
 * number of reviews.
 *
 * Shape: the places matching the family's text come from locais_busca; each place's suggestible
 * caregivers are read from the covering index cuidador_profiles_ordem_idx (index-only) and
 * ranked there; only the ten chosen are then read from the tables for their cards.
 */
function buildQuery(db: Executor, shape: QueryShape) {
  const filters = STEP_FILTERS[shape.step];
  const cp = cuidadorProfiles;
  const skillsMatched = shape.skillCount
    ? sql.join(
        Array.from({ length: shape.skillCount }, (_, i) => sql`(${cp.competenciasBusca} && ${textArrayParam(`k${i}`)})::int`),
        sql` + `,
      )
    : sql`0`;
  // Known from the step where the earlier steps found nobody; measured only on the last step.
  const known = KNOWN_PLACE_MATCH[shape.step];
  const sameCidade = sql`(${cp.cidadeBusca} like ${param('cidade')})`;

  const ranked = db
    .select({
      id: sql<string>`${cp.id}`.as('ranked_id'),
      skillsMatched: sql<number>`${skillsMatched}`.as('skills_matched'),
      availableInShift: sql<boolean>`${availableInShift(shape.turno)}`.as('available_in_shift'),
      sameBairro: sql<boolean>`${known ? sql.raw(String(known.sameBairro)) : sql`(${sameCidade} and ${cp.bairroBusca} like ${param('bairro')})`}`.as('same_bairro'),
      sameCidade: sql<boolean>`${known ? sql.raw(String(known.sameCidade)) : sameCidade}`.as('same_cidade'),
      rating: sql<number | null>`${cp.rating}`.as('ranked_rating'),
      totalAvaliacoes: sql<number>`${cp.totalAvaliacoes}`.as('ranked_total'),
    })
    .from(locaisBusca)
    .innerJoin(cp, caregiversOfPlace())
    .where(
      and(
        placesOfStep(shape.step),
        shape.hasGenero ? eq(cp.genero, param('genero')) : undefined,
        filters.competencia && shape.skillCount ? sql`${cp.competenciasBusca} && ${textArrayParam('k0')}` : undefined,
      ),
    )
    .orderBy(...rankingOrder(sql.raw('skills_matched'), sql.raw('available_in_shift'), sql.raw('same_bairro'), sql.raw('same_cidade'), cp.rating, cp.totalAvaliacoes, cp.id))
    .limit(RECOMMENDATION_LIMIT)
    .as('ranked');

  return db
    .select({
      ...caregiverCardColumns,
      skillsMatched: ranked.skillsMatched,
      availableInShift: ranked.availableInShift,
      sameBairro: ranked.sameBairro,
      sameCidade: ranked.sameCidade,
    })
    .from(ranked)
    .innerJoin(cp, eq(cp.id, ranked.id))
    .innerJoin(profiles, eq(profiles.id, ranked.id))
    .orderBy(...rankingOrder(ranked.skillsMatched, ranked.availableInShift, ranked.sameBairro, ranked.sameCidade, ranked.rating, ranked.totalAvaliacoes, ranked.id));
}

/** The ranking, most important first; the id makes it total so equal cards never shuffle. */
function rankingOrder(skills: SQLWrapper, available: SQLWrapper, bairro: SQLWrapper, cidade: SQLWrapper, rating: SQLWrapper, total: SQLWrapper, id: SQLWrapper) {
  return [sql`${skills} desc`, sql`${available} desc`, sql`${bairro} desc`, sql`${cidade} desc`, ...ratingOrder(rating, total, id)];
}

/** The end of the ranking (the whole of it among equally good matches): rating, reviews, id. */
function ratingOrder(rating: SQLWrapper, total: SQLWrapper, id: SQLWrapper) {
  return [sql`${rating} desc nulls last`, sql`${total} desc`, sql`${id}`];
}

/**
 * The best possible matches first. At the steps where the place is known (everyone found is in the
 * family's neighbourhood, or nobody is; see KNOWN_PLACE_MATCH), a caregiver with every chosen skill
 * and free in the shift ranks above everyone else, and among them the ranking is rating, number of
 * reviews, id. So when ten such caregivers exist they are the answer, and they can be found without
 * ranking the whole place: each place's caregivers are read in rating order from the index
 * cuidador_profiles_ordem_idx, stopping at the tenth that qualifies (LATERAL … LIMIT 10 per place),
 * and the places' lists are merged. When fewer than ten qualify, the full ranking runs.
 */
function buildBestFirstQuery(db: Executor, shape: QueryShape) {
  const known = KNOWN_PLACE_MATCH[shape.step]!;
  const cp = cuidadorProfiles;
  const best = db
    .select({ id: sql<string>`${cp.id}`.as('best_id'), rating: sql<number | null>`${cp.rating}`.as('best_rating'), total: sql<number>`${cp.totalAvaliacoes}`.as('best_total') })
    .from(cp)
    .where(
      and(
        caregiversOfPlace(),
        shape.hasGenero ? eq(cp.genero, param('genero')) : undefined,
        ...Array.from({ length: shape.skillCount }, (_, i) => sql`${cp.competenciasBusca} && ${textArrayParam(`k${i}`)}`),
        availableInShift(shape.turno),
      ),
    )
    .orderBy(...ratingOrder(cp.rating, cp.totalAvaliacoes, cp.id))
    .limit(RECOMMENDATION_LIMIT)
    .as('best');
  const ranked = db
    .select({ id: best.id, rating: best.rating, total: best.total })
    .from(locaisBusca)
    .crossJoinLateral(best)
    .where(placesOfStep(shape.step))
    .orderBy(...ratingOrder(best.rating, best.total, best.id))
    .limit(RECOMMENDATION_LIMIT)
    .as('ranked');
  return db
    .select({
      ...caregiverCardColumns,
      skillsMatched: sql<number>`${sql.raw(String(shape.skillCount))}`.as('skills_matched'),
      availableInShift: sql<boolean>`true`.as('available_in_shift'),
      sameBairro: sql<boolean>`${sql.raw(String(known.sameBairro))}`.as('same_bairro'),
      sameCidade: sql<boolean>`${sql.raw(String(known.sameCidade))}`.as('same_cidade'),
    })
    .from(ranked)
    .innerJoin(cp, eq(cp.id, ranked.id))
    .innerJoin(profiles, eq(profiles.id, ranked.id))
    .orderBy(...ratingOrder(ranked.rating, ranked.total, ranked.id));
}

type PreparedSearch = ReturnType<ReturnType<typeof buildQuery>['prepare']>;

// Searches are built once per shape and prepared by name: no query building per request, and on
// PostgreSQL each pooled connection parses and plans the statement once.
const preparedByDb = new WeakMap<object, Map<string, PreparedSearch>>();

function shapeOf(plan: SearchPlan, step: RelaxationStep): QueryShape {
  return { step, turno: plan.turno, hasGenero: plan.genero !== null, skillCount: Math.min(plan.skillKeys.length, MAX_SKILLS) };
}

/** The server-side statement name of a search shape (`best` for its best-first form). */
export function searchStatementName(plan: SearchPlan, step: RelaxationStep, form: 'ranking' | 'best' = 'ranking'): string {
  const shape = shapeOf(plan, step);
  return `recomendacoes_${form === 'best' ? 'melhores_' : ''}${shape.step.replace('-', '_')}_${shape.turno}_${shape.hasGenero ? 'g' : 'x'}_${shape.skillCount}`;
}

function prepared(db: Executor, name: string, build: () => { prepare(name: string): PreparedSearch }): PreparedSearch {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = build().prepare(name)));
  return statement;
}

/** The full ranking of one step. */
export function preparedSearch(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedSearch {
  return prepared(db, searchStatementName(plan, step), () => buildQuery(db, shapeOf(plan, step)));
}

/** The best-first form of a step (see buildBestFirstQuery); null where the place is not known. */
export function preparedBestFirst(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedSearch | null {
  if (!KNOWN_PLACE_MATCH[step]) return null;
  return prepared(db, searchStatementName(plan, step, 'best'), () => buildBestFirstQuery(db, shapeOf(plan, step)));
}

/** The parameter values of a search (the same for every step). */
export function searchValues(plan: SearchPlan): Record<string, unknown> {
  const values: Record<string, unknown> = {
    estado: plan.estado,
    genero: plan.genero,
    cidade: plan.cidadePattern,
    bairro: plan.bairroPattern,
    turnos: textArrayLiteral(plan.shiftLabels),
    now: plan.now.toISOString(),
  };
  plan.skillKeys.slice(0, MAX_SKILLS).forEach((keys, i) => (values[`k${i}`] = textArrayLiteral(keys)));
  return values;
}

export type RecommendationRow = Awaited<ReturnType<PreparedSearch['execute']>>[number];

/** One step of the search: the best-first form when it finds ten, otherwise the full ranking. */
export async function findRecommendations(db: Executor, plan: SearchPlan, step: RelaxationStep): Promise<RecommendationRow[]> {
  const values = searchValues(plan);
  const best = preparedBestFirst(db, plan, step);
  if (best) {
    const rows = await best.execute(values);
    if (rows.length === RECOMMENDATION_LIMIT) return rows;
  }
  return preparedSearch(db, plan, step).execute(values);
}
