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
  /** The page's filters (docs/product.md#recommendations); open ends when not chosen. */
  precoMin: number;
  precoMax: number;
  notaMin: number;
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
    precoMin: request.precoMinCentavos ?? 0,
    precoMax: request.precoMaxCentavos ?? 2_147_483_647,
    notaMin: request.notaMinima ?? 0,
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

/**
 * What every form of every step asks of a candidate besides the place: the gender preference, the
 * page's price range and minimum rating (a caregiver without reviews passes only 'Qualquer nota'),
 * and, where the step keeps it, at least one of the chosen skills. All read from the covering
 * indexes (migration 0027).
 */
function candidateFilters(shape: QueryShape) {
  const cp = cuidadorProfiles;
  return [
    shape.hasGenero ? eq(cp.genero, param('genero')) : undefined,
    sql`${cp.precoHoraCentavos} between ${param('pmin')}::int and ${param('pmax')}::int`,
    sql`coalesce(${cp.rating}, 0) >= ${param('nmin')}::numeric`,
    STEP_FILTERS[shape.step].competencia && shape.skillCount ? sql`${cp.competenciasBusca} && ${textArrayParam('kany')}` : undefined,
  ];
}

/** The suggestible caregivers of the locais_busca row in scope (read from the covering index). */
const caregiversOfPlace = () =>
  and(
    suggestible(),
    eq(cuidadorProfiles.estado, locaisBusca.estado),
    eq(cuidadorProfiles.cidadeBusca, locaisBusca.cidadeBusca),
    eq(cuidadorProfiles.bairroBusca, locaisBusca.bairroBusca),
  );

/** The places of the family's state (whose city contains the family's city, where the step asks). */
function placesOfStep(step: RelaxationStep, bairro = false) {
  return and(
    eq(locaisBusca.estado, param('estado')),
    STEP_FILTERS[step].cidade ? sql`${locaisBusca.cidadeBusca} like ${param('cidade')}` : undefined,
    bairro ? sql`${locaisBusca.bairroBusca} like ${param('bairro')}` : undefined,
  );
}

/** The columns every ranked-ids query (rankedIds, bestFirstIds) gives, in this order. */
type RankedColumn = 'id' | 'skills_matched' | 'available_in_shift' | 'same_bairro' | 'same_cidade' | 'quality';

const sameCidadeSql = () => sql`(${cuidadorProfiles.cidadeBusca} like ${param('cidade')})`;
const sameBairroSql = () => sql`(${cuidadorProfiles.bairroBusca} like ${param('bairro')})`;

/**
 * One step of the search as a list of at most ten ranked ids: every candidate of the step's places
 * scored by the ranking of docs/product.md#recommendations — chosen skills matched, availability
 * in the shift, same neighbourhood, same city, quality (ADR 0038).
 *
 * Shape: the places come from locais_busca; each place's suggestible caregivers are read from the
 * covering index cuidador_profiles_ordem_idx (index-only) and ranked there; only the ten chosen
 * are read from the tables for their cards (cardsOf).
 */
function rankedIds(db: Executor, shape: QueryShape): SQL {
  const cp = cuidadorProfiles;
  const skillsMatched = shape.skillCount
    ? sql.join(
        Array.from({ length: shape.skillCount }, (_, i) => sql`(${cp.competenciasBusca} && ${textArrayParam(`k${i}`)})::int`),
        sql` + `,
      )
    : sql`0`;
  const known = KNOWN_PLACE_MATCH[shape.step];
  // At the city step everyone is in the city and the neighbourhood is measured; at the last step both are.
  const inCity = STEP_FILTERS[shape.step].cidade;
  const sameCidade = known ? sql.raw(String(known.sameCidade)) : inCity ? sql`true` : sameCidadeSql();
  const sameBairro = known ? sql.raw(String(known.sameBairro)) : inCity ? sameBairroSql() : sql`(${sameCidadeSql()} and ${sameBairroSql()})`;
  return db
    .select({
      id: sql<string>`${cp.id}`.as('id'),
      skillsMatched: sql<number>`${skillsMatched}`.as('skills_matched'),
      availableInShift: sql<boolean>`${availableInShift(shape.turno)}`.as('available_in_shift'),
      sameBairro: sql<boolean>`${sameBairro}`.as('same_bairro'),
      sameCidade: sql<boolean>`${sameCidade}`.as('same_cidade'),
      quality: sql<number>`${cp.qualidade}`.as('quality'),
    })
    .from(locaisBusca)
    .innerJoin(cp, caregiversOfPlace())
    .where(and(placesOfStep(shape.step), ...candidateFilters(shape)))
    .orderBy(...rankingOrder(sql.raw('skills_matched'), sql.raw('available_in_shift'), sql.raw('same_bairro'), sql.raw('same_cidade'), cp.qualidade, cp.id))
    .limit(RECOMMENDATION_LIMIT)
    .getSQL();
}

/** The ranking, most important first; the id makes it total so equal cards never shuffle. */
function rankingOrder(skills: SQLWrapper, available: SQLWrapper, bairro: SQLWrapper, cidade: SQLWrapper, quality: SQLWrapper, id: SQLWrapper) {
  return [sql`${skills} desc`, sql`${available} desc`, sql`${bairro} desc`, sql`${cidade} desc`, ...qualityOrder(quality, id)];
}

/** The end of the ranking (the whole of it among equally good matches): quality, then id. */
function qualityOrder(quality: SQLWrapper, id: SQLWrapper) {
  return [sql`${quality} desc`, sql`${id}`];
}

/**
 * The best possible matches of some places: caregivers with every chosen skill and free in the
 * shift, best quality first, read from a covering index in quality order and stopping at the tenth
 * that qualifies (LATERAL … LIMIT 10 per place), the places' lists merged. `scope`:
 * - 'bairro': the neighbourhoods of the family's city matching the family's (cuidador_profiles_ordem_idx);
 * - 'cidade': the family's city as a whole, the neighbourhood measured (cuidador_profiles_cidade_ordem_idx);
 * - 'estado': each city of the state (the same index), neither the city nor the neighbourhood the family's.
 */
function bestFirstIds(db: Executor, shape: QueryShape, scope: 'bairro' | 'cidade' | 'estado'): SQL {
  const cp = cuidadorProfiles;
  const place = scope === 'estado' ? 'estado' : 'cidade';
  const cities = db
    .selectDistinct({ estado: locaisBusca.estado, cidadeBusca: locaisBusca.cidadeBusca })
    .from(locaisBusca)
    .where(placesOfStep(place))
    .as('cidades');
  const best = db
    .select({
      id: sql<string>`${cp.id}`.as('best_id'),
      quality: sql<number>`${cp.qualidade}`.as('best_quality'),
      sameBairro: sql<boolean>`${scope === 'bairro' ? sql`true` : scope === 'cidade' ? sameBairroSql() : sql`false`}`.as('best_same_bairro'),
    })
    .from(cp)
    .where(
      and(
        scope === 'bairro' ? caregiversOfPlace() : and(suggestible(), eq(cp.estado, cities.estado), eq(cp.cidadeBusca, cities.cidadeBusca)),
        ...candidateFilters(shape),
        ...Array.from({ length: shape.skillCount }, (_, i) => sql`${cp.competenciasBusca} && ${textArrayParam(`k${i}`)}`),
        availableInShift(shape.turno),
      ),
    )
    .orderBy(...qualityOrder(cp.qualidade, cp.id))
    .limit(RECOMMENDATION_LIMIT)
    .as('best');
  const ranked = db.select({
    id: sql<string>`${best.id}`.as('id'),
    skillsMatched: sql<number>`${sql.raw(String(shape.skillCount))}`.as('skills_matched'),
    availableInShift: sql<boolean>`true`.as('available_in_shift'),
    sameBairro: sql<boolean>`${best.sameBairro}`.as('same_bairro'),
    sameCidade: sql<boolean>`${sql.raw(String(scope !== 'estado'))}`.as('same_cidade'),
    quality: sql<number>`${best.quality}`.as('quality'),
  });
  const merged = scope === 'bairro' ? ranked.from(locaisBusca).crossJoinLateral(best).where(placesOfStep('cidade', true)) : ranked.from(cities).crossJoinLateral(best);
  return merged
    .orderBy(sql`same_bairro desc`, ...qualityOrder(best.quality, best.id))
    .limit(RECOMMENDATION_LIMIT)
    .getSQL();
}

const LIMIT = sql.raw(String(RECOMMENDATION_LIMIT));

/**
 * One step's answer as a CTE of ranked ids, in one statement (one round trip); the full ranking
 * sits behind a filter PostgreSQL evaluates once, so it runs only when the best-first forms cannot
 * prove their answer.
 *
 * The city step: the best full matches of the family's neighbourhood, and of the whole city (its
 * neighbourhood measured). When together they are ten or more, their best ten are the answer: the
 * neighbourhood's full matches come first and the first list has all of them, or ten; the rest are
 * the city's best by quality, which the second list holds (ADR 0038). Otherwise the whole city is
 * ranked. The state step: its best-first form when it finds ten, else the full ranking.
 */
function stepIds(db: Executor, shape: QueryShape, name: string): SQL {
  const full = sql`select * from (${rankedIds(db, shape)}) ranking`;
  if (shape.step === 'sem-competencia') return sql`${sql.identifier(name)} as (${rankedIds(db, shape)})`;
  if (shape.step === 'estado') {
    const best = sql.identifier(`${name}_melhores`);
    return sql`${best} as materialized (${bestFirstIds(db, shape, 'estado')}),
  ${sql.identifier(name)} as (
    select * from ${best} where (select count(*) from ${best}) = ${LIMIT}
    union all
    ${full} where (select count(*) from ${best}) < ${LIMIT})`;
  }
  const bairro = sql.identifier(`${name}_bairro`);
  const cidade = sql.identifier(`${name}_cidade`);
  const both = sql.identifier(`${name}_juntos`);
  return sql`${bairro} as materialized (${bestFirstIds(db, shape, 'bairro')}),
  ${cidade} as materialized (${bestFirstIds(db, shape, 'cidade')}),
  ${both} as materialized (select * from ${bairro} union select * from ${cidade}),
  ${sql.identifier(name)} as (
    select * from (select * from ${both} order by same_bairro desc, quality desc, id limit ${LIMIT}) melhores where (select count(*) from ${both}) >= ${LIMIT}
    union all
    ${full} where (select count(*) from ${both}) < ${LIMIT})`;
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
  order by ${sql.join(rankingOrder(r('skills_matched'), r('available_in_shift'), r('same_bairro'), r('same_cidade'), r('quality'), r('id')), sql`, `)}`;
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

/** One step's best-first form alone (the state's; see bestFirstIds); null for the other steps. */
export function preparedBestFirst(db: Executor, plan: SearchPlan, step: RelaxationStep): PreparedStatement<RecommendationRow> | null {
  if (step !== 'estado') return null;
  return preparedStatement(db, searchStatementName(plan, step, 'best'), () => cardsOf(sql`(${bestFirstIds(db, shapeOf(plan, step), 'estado')}) ranked`));
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
    pmin: plan.precoMin,
    pmax: plan.precoMax,
    nmin: plan.notaMin,
  };
  const skills = plan.skillKeys.slice(0, MAX_SKILLS);
  skills.forEach((keys, i) => (values[`k${i}`] = textArrayLiteral(keys)));
  values.kany = textArrayLiteral([...new Set(skills.flat())]);
  return values;
}

/** One step of the search: the best-first form when it finds ten, otherwise the full ranking. */
export function findRecommendations(db: Executor, plan: SearchPlan, step: RelaxationStep): Promise<RecommendationRow[]> {
  return preparedStep(db, plan, step).execute(searchValues(plan));
}
