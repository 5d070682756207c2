import { BOOKING_PAYMENT_WINDOW_MINUTES } from '@cuidar/domain/booking-money';
import { normalizeSearchText, searchKeysFor } from '@cuidar/domain/skills';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, disponibilidade, familiaProfiles, profiles, reservas } from '../../db/schema';
import { likeContains, textArrayLiteral } from '../../db/sql-arrays';
import { caregiverCardColumns, toCaregiverCardDto, verifiedAtColumn } from '../caregivers/repository';

// 'Plantão Avulso' (docs/product.md#single-shift): which verified caregivers can take one whole
// shift. Everything is decided in one query; only the page's caregivers are read.

/** How many caregivers the page lists for one shift. */
export const SINGLE_SHIFT_LIST_LIMIT = 20;

/** What the family answered in the questionnaire, used to order the list (null: no answers). */
export interface FamilyQuestionnaire {
  estado: string;
  cidade: string | null;
  bairro: string | null;
  necessidades: string[];
}

export async function findFamilyQuestionnaire(db: Executor, familiaId: string): Promise<FamilyQuestionnaire | null> {
  const [row] = await db
    .select({ estado: familiaProfiles.estado, cidade: familiaProfiles.cidade, bairro: familiaProfiles.bairro, necessidades: familiaProfiles.necessidades })
    .from(familiaProfiles)
    .where(eq(familiaProfiles.id, familiaId));
  if (!row?.estado) return null;
  return { estado: row.estado, cidade: row.cidade, bairro: row.bairro, necessidades: row.necessidades };
}

/**
 * The shift lies inside the caregiver's declared slots, touching slots counting as one (a night
 * shift may be an evening slot and the next morning's): the union of the slots that touch it
 * contains it (range_agg merges adjacent ranges; PostgreSQL 14+).
 */
function coversShift(start: Date, end: Date): SQL {
  const d = disponibilidade;
  return sql`coalesce((
    select range_agg(tstzrange(${d.startDatetime}, ${d.endDatetime}, '[)'))
      from ${d}
     where ${d.cuidadorId} = ${cuidadorProfiles.id} and ${d.startDatetime} <= ${end.toISOString()}::timestamptz and ${d.endDatetime} >= ${start.toISOString()}::timestamptz
  ) @> tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)'), false)`;
}

/** No active day of the caregiver overlaps the shift: pending, confirmed, or unpaid within its 30 min hold. */
function freeDuring(start: Date, end: Date, now: Date): SQL {
  const r = reservas;
  const holdStart = new Date(now.getTime() - BOOKING_PAYMENT_WINDOW_MINUTES * 60_000);
  return sql`not exists (
    select 1 from ${r}
     where ${r.cuidadorId} = ${cuidadorProfiles.id}
       and (${r.status} in ('pendente', 'confirmada') or (${r.status} = 'aguardando_pagamento' and ${r.createdAt} > ${holdStart.toISOString()}::timestamptz))
       and ${r.startDatetime} < ${end.toISOString()}::timestamptz and ${r.endDatetime} > ${start.toISOString()}::timestamptz
  )`;
}

/**
 * The order of docs/product.md#recommendations where the family answered the questionnaire: more
 * of its needs met, same neighbourhood, same city, then quality (the Bayesian rating, ADR 0038).
 * Without answers: quality alone.
 */
function ordering(questionnaire: FamilyQuestionnaire | null): SQL[] {
  const cp = cuidadorProfiles;
  const quality = [sql`${cp.qualidade} desc`, sql`${cp.id}`];
  if (!questionnaire) return quality;
  // A constant is not allowed in ORDER BY: a measure the family gave no answer for is left out.
  const order: SQL[] = [];
  if (questionnaire.necessidades.length) {
    const matched = sql.join(
      questionnaire.necessidades.map((skill) => sql`(${cp.competenciasBusca} && ${textArrayLiteral(searchKeysFor(skill))}::text[])::int`),
      sql` + `,
    );
    order.push(sql`(${matched}) desc`);
  }
  if (questionnaire.cidade) {
    const sameCidade = sql`(${cp.cidadeBusca} like ${likeContains(normalizeSearchText(questionnaire.cidade))})`;
    if (questionnaire.bairro) order.push(sql`(${sameCidade} and ${cp.bairroBusca} like ${likeContains(normalizeSearchText(questionnaire.bairro))}) desc`);
    order.push(sql`${sameCidade} desc`);
  }
  return [...order, ...quality];
}

/**
 * Verified caregivers (suggestible: approved, complete, not suspended) free for the whole shift,
 * best first; with the family's questionnaire, only those of its state (the place is never relaxed
 * to another state: docs/product.md#recommendations). At most SINGLE_SHIFT_LIST_LIMIT, and how many
 * there are in all.
 */
export async function findCaregiversFreeForShift(db: Executor, shift: { start: Date; end: Date }, now: Date, questionnaire: FamilyQuestionnaire | null) {
  const cp = cuidadorProfiles;
  const where = and(
    sql`${cp.buscavel}`,
    eq(cp.verificacao, 'aprovado'),
    eq(profiles.role, 'cuidador'),
    questionnaire ? eq(cp.estado, questionnaire.estado) : undefined,
    coversShift(shift.start, shift.end),
    freeDuring(shift.start, shift.end, now),
  );
  const rows = await db
    .select({ ...caregiverCardColumns, verificadoEm: verifiedAtColumn, total: sql<number>`(count(*) over ())::int` })
    .from(cp)
    .innerJoin(profiles, eq(profiles.id, cp.id))
    .where(where)
    .orderBy(...ordering(questionnaire))
    .limit(SINGLE_SHIFT_LIST_LIMIT);
  return { caregivers: rows.map(toCaregiverCardDto), total: rows[0]?.total ?? 0 };
}

/** Verified and suggestible (what the page may list), whatever the shift. */
export async function isSuggestibleCaregiver(db: Executor, cuidadorId: string): Promise<boolean> {
  const cp = cuidadorProfiles;
  const [row] = await db
    .select({ id: cp.id })
    .from(cp)
    .innerJoin(profiles, eq(profiles.id, cp.id))
    .where(and(eq(cp.id, cuidadorId), sql`${cp.buscavel}`, eq(cp.verificacao, 'aprovado'), eq(profiles.role, 'cuidador')));
  return Boolean(row);
}
