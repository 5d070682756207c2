import type { CaregiverCardDto } from '@cuidar/domain/caregivers';
import { and, count, desc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { avaliacoes, cuidadorProfiles, pedidosReserva, profiles, verificationDecisions } from '../../db/schema';

/** The columns of a caregiver card; the one place that decides what a family may see. */
export const caregiverCardColumns = {
  id: cuidadorProfiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  bio: cuidadorProfiles.bio,
  precoHoraCentavos: cuidadorProfiles.precoHoraCentavos,
  competencias: cuidadorProfiles.competencias,
  cidade: cuidadorProfiles.cidade,
  estado: cuidadorProfiles.estado,
  bairro: cuidadorProfiles.bairro,
  rating: cuidadorProfiles.rating,
  totalAvaliacoes: cuidadorProfiles.totalAvaliacoes,
  genero: cuidadorProfiles.genero,
  reservasConcluidas: cuidadorProfiles.reservasConcluidas,
  cancelamentosCuidador: cuidadorProfiles.cancelamentosCuidador,
  respostaMedianaMin: cuidadorProfiles.respostaMedianaMin,
};

/**
 * When the caregiver was last approved, only while approved: the 'Verificado em <mês>' badge shows
 * true data or nothing (docs/product.md#verification).
 */
export const verifiedAtSql = sql<string | null>`(
  select max(${verificationDecisions.createdAt}) from ${verificationDecisions}
   where ${verificationDecisions.cuidadorId} = ${cuidadorProfiles.id} and ${verificationDecisions.paraEstado} = 'aprovado'
     and ${cuidadorProfiles.verificacao} = 'aprovado'
)`;
export const verifiedAtColumn = verifiedAtSql.as('verificado_em');

export type CaregiverCardRow = { [K in keyof typeof caregiverCardColumns]: (typeof caregiverCardColumns)[K]['_']['data'] | null } & {
  verificadoEm?: string | Date | null;
};

export function toCaregiverCardDto(row: CaregiverCardRow): CaregiverCardDto {
  return {
    id: row.id!,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    avatarUrl: row.avatarUrl ?? null,
    bio: row.bio ?? null,
    precoHoraCentavos: row.precoHoraCentavos ?? 0,
    competencias: row.competencias ?? [],
    cidade: row.cidade ?? null,
    estado: row.estado ?? null,
    bairro: row.bairro ?? null,
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    totalAvaliacoes: row.totalAvaliacoes ?? 0,
    genero: row.genero ?? 'indiferente',
    verificadoEm: row.verificadoEm ? new Date(row.verificadoEm).toISOString() : null,
    confiabilidade: {
      concluidas: Number(row.reservasConcluidas ?? 0),
      cancelamentos: Number(row.cancelamentosCuidador ?? 0),
      respostaMedianaMin: row.respostaMedianaMin === null || row.respostaMedianaMin === undefined ? null : Number(row.respostaMedianaMin),
    },
  };
}

/** A caregiver profile a family can judge: name, bio, skills and where they work are filled. */
export const isCompleteProfile: SQL = and(
  sql`btrim(${profiles.firstName}) <> ''`,
  sql`btrim(${profiles.lastName}) <> ''`,
  sql`coalesce(btrim(${cuidadorProfiles.bio}), '') <> ''`,
  sql`cardinality(${cuidadorProfiles.competencias}) > 0`,
  sql`coalesce(btrim(${cuidadorProfiles.cidade}), '') <> ''`,
  sql`coalesce(btrim(${cuidadorProfiles.estado}), '') <> ''`,
)!;

/** Highest-rated complete profiles; caregivers without reviews come after the rated ones. */
export async function findFeaturedCaregivers(db: Executor, limit: number): Promise<CaregiverCardDto[]> {
  const rows = await db
    .select({ ...caregiverCardColumns, verificadoEm: verifiedAtColumn })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    // Only approved caregivers are featured (docs/product.md#verification).
    .where(and(eq(profiles.role, 'cuidador'), eq(cuidadorProfiles.verificacao, 'aprovado'), isCompleteProfile))
    .orderBy(sql`${cuidadorProfiles.rating} desc nulls last`, desc(cuidadorProfiles.totalAvaliacoes), cuidadorProfiles.id)
    .limit(limit);
  return rows.map(toCaregiverCardDto);
}

/**
 * One approved caregiver's public page (docs/product.md#caregiver-page): the card's columns plus
 * experience and declared shifts. Selected column by column: never street, number, CEP, CPF,
 * phone, birth date or documents. Anyone not approved is not found.
 */
export async function findApprovedCaregiver(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...caregiverCardColumns,
      verificadoEm: verifiedAtColumn,
      experiencia: cuidadorProfiles.experiencia,
      disponibilidade: cuidadorProfiles.disponibilidade,
    })
    .from(cuidadorProfiles)
    .innerJoin(profiles, eq(profiles.id, cuidadorProfiles.id))
    .where(and(eq(cuidadorProfiles.id, id), eq(profiles.role, 'cuidador'), eq(cuidadorProfiles.verificacao, 'aprovado')))
    .limit(1);
  return row ?? null;
}

/** Booking requests this caregiver saw through to the end. */
export async function countCompletedBookings(db: Executor, cuidadorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pedidosReserva)
    .where(and(eq(pedidosReserva.cuidadorId, cuidadorId), eq(pedidosReserva.status, 'concluida')));
  return row?.total ?? 0;
}

/**
 * Every public review of the caregiver, newest first, with the family's names only to sign it
 * 'Helena L.' and the caregiver's reply. A review still hidden (double-blind,
 * docs/product.md#reviews) is not shown.
 */
export async function findPublicReviews(db: Executor, cuidadorId: string, now: Date) {
  return db
    .select({
      id: avaliacoes.id,
      estrelas: avaliacoes.estrelas,
      comentario: avaliacoes.comentario,
      createdAt: avaliacoes.createdAt,
      resposta: avaliacoes.resposta,
      respostaEm: avaliacoes.respostaEm,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
    })
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.familiaId))
    .where(and(eq(avaliacoes.cuidadorId, cuidadorId), or(isNotNull(avaliacoes.publicadaEm), lte(avaliacoes.publicarEm, now))))
    .orderBy(desc(avaliacoes.createdAt), avaliacoes.id);
}
