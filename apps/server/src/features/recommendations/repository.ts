import type { Turno } from '@cuidar/domain/constants';
import type { RecommendationRequest } from '@cuidar/domain/onboarding';
import { KNOWN_PLACE_MATCH, SHIFT_LABELS, STEP_FILTERS, type RelaxationStep } from '@cuidar/domain/recommendations';
import { normalizeSearchText, searchKeysFor } from '@cuidar/domain/skills';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement, type PreparedStatement } from '../../db/sql';
import { cuidadorProfiles, locaisBusca, profiles } from '../../db/schema';
import { likeContains, textArrayLiteral } from '../../db/sql-arrays';
import { caregiverCardColumns, verifiedAtSql, type CaregiverCardRow } from '../caregivers/repository';

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

/**
 * Suggestible caregivers. Written as a bare column, not `buscavel = $n`: the search indexes are
 * partial (WHERE buscavel), and only a literal predicate lets PostgreSQL's generic plan of a
 * prepared statement use them, so a statement is planned once per connection instead of on every
 * execution (ADR 0023).
 */
const suggestible = () => sql`${cuidadorProfiles.buscavel}`;

/** The suggestible caregivers of the locais_busca row in scope (read from the covering index). */
const caregiversOfPlace = () =>
  and(
    suggestible(),
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

/** The columns every ranked-ids query (rankedIds, bestFirstIds) gives, in this order. */
type RankedColumn = 'id' | 'skills_matched' | 'available_in_shift' | 'same_bairro' | 'same_cidade' | 'rating' | 'total';

/**
 * One step of the search as a list of at most ten ranked ids: the filters of
 * docs/product.md#recommendations (minus what the step relaxes) and the ranking — chosen skills
 * matched, availability in the shift, same neighbourhood, same city, rating, number of reviews.
 *
 * Shape: the places matching the family's text come from locais_busca; each place's suggestible
 * caregivers are read from the covering index cuidador_profiles_ordem_idx (index-only) and ranked
 * there; only the ten chosen are read from the tables for their cards (cardsOf).
 */
function rankedIds(db: Executor, shape: QueryShape): SQL {
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
  return db
    .select({
      id: sql<string>`${cp.id}`.as('id'),
      skillsMatched: sql<number>`${skillsMatched}`.as('skills_matched'),
      availableInShift: sql<boolean>`${availableInShift(shape.turno)}`.as('available_in_shift'),
      sameBairro: sql<boolean>`${known ? sql.raw(String(known.sameBairro)) : sql`(${sameCidade} and ${cp.bairroBusca} like ${param('bairro')})`}`.as('same_bairro'),
      sameCidade: sql<boolean>`${known ? sql.raw(String(known.sameCidade)) : sameCidade}`.as('same_cidade'),
      rating: sql<number | null>`${cp.rating}`.as('rating'),
      total: sql<number>`${cp.totalAvaliacoes}`.as('total'),
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
    .getSQL();
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
 * and the places' lists are merged (at the relaxed steps the places are whole cities). When fewer
 * than ten qualify, the full ranking is the answer.
 */
function bestFirstIds(db: Executor, shape: QueryShape): SQL {
  const known = KNOWN_PLACE_MATCH[shape.step]!;
  const cp = cuidadorProfiles;
  // The strict step reads each matching neighbourhood (cuidador_profiles_ordem_idx); the relaxed
  // ones read each matching city as a whole (cuidador_profiles_cidade_ordem_idx, migration 0013),
  // so a city is scanned once in rating order instead of once per neighbourhood (ADR 0025).
  const perNeighbourhood = STEP_FILTERS[shape.step].bairro;
  const cities = db.selectDistinct({ estado: locaisBusca.estado, cidadeBusca: locaisBusca.cidadeBusca }).from(locaisBusca).where(placesOfStep(shape.step)).as('cidades');
  const best = db
    .select({ id: sql<string>`${cp.id}`.as('best_id'), rating: sql<number | null>`${cp.rating}`.as('best_rating'), total: sql<number>`${cp.totalAvaliacoes}`.as('best_total') })
    .from(cp)
    .where(
      and(
        perNeighbourhood ? caregiversOfPlace() : and(suggestible(), eq(cp.estado, cities.estado), eq(cp.cidadeBusca, cities.cidadeBusca)),
        shape.hasGenero ? eq(cp.genero, param('genero')) : undefined,
        ...Array.from({ length: shape.skillCount }, (_, i) => sql`${cp.competenciasBusca} && ${textArrayParam(`k${i}`)}`),
        availableInShift(shape.turno),
      ),
    )
    .orderBy(...ratingOrder(cp.rating, cp.totalAvaliacoes, cp.id))
    .limit(RECOMMENDATION_LIMIT)
    .as('best');
  const ranked = db.select({
    id: sql<string>`${best.id}`.as('id'),
    skillsMatched: sql<number>`${sql.raw(String(shape.skillCount))}`.as('skills_matched'),
    availableInShift: sql<boolean>`true`.as('available_in_shift'),
    sameBairro: sql<boolean>`${sql.raw(String(known.sameBairro))}`.as('same_bairro'),
    sameCidade: sql<boolean>`${sql.raw(String(known.sameCidade))}`.as('same_cidade'),
    rating: sql<number | null>`${best.rating}`.as('rating'),
    total: sql<number>`${best.total}`.as('total'),
  });
  const merged = perNeighbourhood ? ranked.from(locaisBusca).crossJoinLateral(best).where(placesOfStep(shape.step)) : ranked.from(cities).crossJoinLateral(best);
  return merged
    .orderBy(...ratingOrder(best.rating, best.total, best.id))
    .limit(RECOMMENDATION_LIMIT)
    .getSQL();
}

/**
 * One step's answer as a CTE of ranked ids: the best-first form when it finds ten, else the full
 * ranking, in one statement (one round trip). The full ranking sits behind a filter PostgreSQL
 * evaluates once, so it runs only when the best-first form found fewer than ten.
 */
function stepIds(db: Executor, shape: QueryShape, name: string): SQL {
  if (!KNOWN_PLACE_MATCH[shape.step]) return sql`${sql.identifier(name)} as (${rankedIds(db, shape)})`;
  const best = sql.identifier(`${name}_melhores`);
  return sql`${best} as materialized (${bestFirstIds(db, shape)}),
  ${sql.identifier(name)} as (
    select * from ${best} where (select count(*) from ${best}) = ${sql.raw(String(RECOMMENDATION_LIMIT))}
    union all
    select * from (${rankedIds(db, shape)}) ranking where (select count(*) from ${best}) < ${sql.raw(String(RECOMMENDATION_LIMIT))})`;
}

/** The cards of a list of ranked ids (a relation with the RankedColumn columns), in ranking order. */
function cardsOf(ranked: SQL): SQL {
  // The skills come as JSON, which the driver parses natively, instead of a text[] literal that
  // node-postgres parses character by character in JavaScript (a tenth of the endpoint's time).
  const cards = sql.join(
    Object.entries(caregiverCardColumns).map(([key, column]) => sql`${column === cuidadorProfiles.competencias ? sql`to_json(${column})` : column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const r = (column: RankedColumn) => sql`ranked.${sql.identifier(column)}`;
  return sql`select ${cards}, ${verifiedAtSql} as "verificadoEm", ${r('skills_matched')} as "skillsMatched", ${r('available_in_shift')} as "availableInShift",
    ${r('same_bairro')} as "sameBairro", ${r('same_cidade')} as "sameCidade"
  from ${ranked}
  join ${cuidadorProfiles} on ${cuidadorProfiles.id} = ${r('id')}
  join ${profiles} on ${profiles.id} = ${r('id')}
  order by ${sql.join(rankingOrder(r('skills_matched'), r('available_in_shift'), r('same_bairro'), r('same_cidade'), r('rating'), r('total'), r('id')), sql`, `)}`;
}

export type RecommendationRow = CaregiverCardRow & { skillsMatched: number; availableInShift: boolean; sameBairro: boolean; sameCidade: boolean };

function shapeOf(plan: SearchPlan, step: RelaxationStep): QueryShape {
  return { step, turno: plan.turno, hasGenero: plan.genero !== null, skillCount: Math.min(plan.skillKeys.length, MAX_SKILLS) };
}

/** The server-side statement name of a search shape: a step, or one of its two forms alone. */
export function searchStatementName(plan: SearchPlan, step: RelaxationStep, form: 'step' | 'ranking' | 'best' = 'step'): string {
  const shape = shapeOf(plan, step);
  const prefix = { step: 'recomendacoes', ranking: 'recomendacoes_ranking', best: 'recomendacoes_melhores' }[form];
  return `${prefix}_${step.replace('-', '_')}_${shape.turno}_${shape.hasGenero ? 'g' : 'x'}_${shape.skillCount}`;
}

/** One step of the search (stepIds with its cards): the statement the endpoint runs per step. */
export function preparedStep(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedStatement<RecommendationRow> {
  return preparedStatement(db, searchStatementName(plan, step), () => sql`with ${stepIds(db, shapeOf(plan, step), 'passo')}\n${cardsOf(sql`passo ranked`)}`);
}

/** One step's full ranking alone (a test compares the step statement with it). */
export function preparedSearch(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedStatement<RecommendationRow> {
  return preparedStatement(db, searchStatementName(plan, step, 'ranking'), () => cardsOf(sql`(${rankedIds(db, shapeOf(plan, step))}) ranked`));
}

/** One step's best-first form alone (see bestFirstIds); null where the place is not known. */
export function preparedBestFirst(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedStatement<RecommendationRow> | null {
  if (!KNOWN_PLACE_MATCH[step]) return null;
  return preparedStatement(db, searchStatementName(plan, step, 'best'), () => cardsOf(sql`(${bestFirstIds(db, shapeOf(plan, step))}) ranked`));
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

/** One step of the search: the best-first form when it finds ten, otherwise the full ranking. */
export function findRecommendations(db: Executor, plan: SearchPlan, step: RelaxationStep): Promise<RecommendationRow[]> {
  return preparedStep(db, plan, step).execute(searchValues(plan));
}
