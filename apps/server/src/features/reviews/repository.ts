import { and, avg, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { avaliacoes, avaliacoesFamilias, cuidadorProfiles, pedidosReserva, profiles } from '../../db/schema';

/**
 * A family's review is public once published or once its window closed (docs/product.md#reviews).
 * `now` is the app's clock, so tests that move it see the rule.
 */
export const isVisibleReview = (now: Date): SQL => or(sql`${avaliacoes.publicadaEm} is not null`, lte(avaliacoes.publicarEm, now))!;

const reviewColumns = {
  id: avaliacoes.id,
  pedidoId: avaliacoes.pedidoId,
  estrelas: avaliacoes.estrelas,
  comentario: avaliacoes.comentario,
  createdAt: avaliacoes.createdAt,
  publicarEm: avaliacoes.publicarEm,
  publicadaEm: avaliacoes.publicadaEm,
  resposta: avaliacoes.resposta,
  respostaEm: avaliacoes.respostaEm,
  authorId: profiles.id,
  authorFirstName: profiles.firstName,
  authorLastName: profiles.lastName,
};

/** The caregiver's received reviews that are public: a hidden one is not theirs to read yet. */
export async function findReviewsReceived(db: Executor, cuidadorId: string, now: Date) {
  return db
    .select(reviewColumns)
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.familiaId))
    .where(and(eq(avaliacoes.cuidadorId, cuidadorId), isVisibleReview(now)))
    .orderBy(desc(avaliacoes.createdAt));
}

/** Every review the family wrote, hidden or not: it is their own text. */
export async function findReviewsGiven(db: Executor, familiaId: string) {
  return db
    .select(reviewColumns)
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.cuidadorId))
    .where(eq(avaliacoes.familiaId, familiaId))
    .orderBy(desc(avaliacoes.createdAt));
}

/** The caregiver's average and count over the reviews that are public now (as the list shows them). */
export async function reviewSummary(db: Executor, cuidadorId: string, now: Date): Promise<{ average: number | null; total: number }> {
  const [row] = await db
    .select({ average: avg(avaliacoes.estrelas), total: count() })
    .from(avaliacoes)
    .where(and(eq(avaliacoes.cuidadorId, cuidadorId), isVisibleReview(now)));
  return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), total: row?.total ?? 0 };
}

/**
 * Keeps the caregiver's rating and review count equal to what the published reviews say: the
 * columns search ranks by never count a hidden review.
 */
export async function refreshCaregiverRating(db: Executor, cuidadorId: string) {
  await db.execute(sql`
    update ${cuidadorProfiles} set
      rating = (select round(avg(estrelas)::numeric, 2) from ${avaliacoes} where cuidador_id = ${cuidadorId} and publicada_em is not null),
      total_avaliacoes = (select count(*) from ${avaliacoes} where cuidador_id = ${cuidadorId} and publicada_em is not null)
    where id = ${cuidadorId}`);
}

/** Publishes the family's review of this booking, if it exists and is hidden. */
export async function publishReviewOf(db: Executor, pedidoId: string, now: Date) {
  const [row] = await db
    .update(avaliacoes)
    .set({ publicadaEm: now })
    .where(and(eq(avaliacoes.pedidoId, pedidoId), isNull(avaliacoes.publicadaEm)))
    .returning({ id: avaliacoes.id, cuidadorId: avaliacoes.cuidadorId, familiaId: avaliacoes.familiaId });
  return row ?? null;
}

/** Hidden reviews whose window has closed become published (the job; guarded, so safe twice). */
export async function publishDueReviews(db: Executor, now: Date) {
  return db
    .update(avaliacoes)
    .set({ publicadaEm: sql`${avaliacoes.publicarEm}` })
    .where(and(isNull(avaliacoes.publicadaEm), lte(avaliacoes.publicarEm, now)))
    .returning({ id: avaliacoes.id, cuidadorId: avaliacoes.cuidadorId, familiaId: avaliacoes.familiaId });
}

export async function insertFamilyReview(db: Executor, review: typeof avaliacoesFamilias.$inferInsert): Promise<string> {
  const [row] = await db.insert(avaliacoesFamilias).values(review).returning({ id: avaliacoesFamilias.id });
  return row!.id;
}

export async function hasFamilyReview(db: Executor, pedidoId: string): Promise<boolean> {
  const [row] = await db.select({ id: avaliacoesFamilias.id }).from(avaliacoesFamilias).where(eq(avaliacoesFamilias.pedidoId, pedidoId)).limit(1);
  return Boolean(row);
}

/** What other caregivers may know of a family: the count and average of caregivers' ratings. */
export async function familyRatingSummary(db: Executor, familiaId: string): Promise<{ average: number | null; total: number }> {
  const [row] = await db
    .select({ average: avg(avaliacoesFamilias.estrelas), total: count() })
    .from(avaliacoesFamilias)
    .where(eq(avaliacoesFamilias.familiaId, familiaId));
  return { average: row?.average === null || row?.average === undefined ? null : Math.round(Number(row.average) * 10) / 10, total: row?.total ?? 0 };
}

/**
 * The caregiver's concluded bookings they have not rated yet, with whether the family reviewed
 * (not what they wrote). The window is checked by the caller, which knows the rule.
 */
export async function findBookingsToRate(db: Executor, cuidadorId: string, endedAfter: Date, now: Date) {
  const end = sql<string>`(select max(r.end_datetime) from reservas r where r.pedido_id = ${pedidosReserva.id} and r.cancelado_em is null)`;
  return db
    .select({
      pedidoId: pedidosReserva.id,
      familiaId: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dataInicio: pedidosReserva.dataInicio,
      dataFim: pedidosReserva.dataFim,
      end,
      familiaAvaliou: sql<boolean>`exists (select 1 from ${avaliacoes} where ${avaliacoes.pedidoId} = ${pedidosReserva.id})`,
    })
    .from(pedidosReserva)
    .innerJoin(profiles, eq(profiles.id, pedidosReserva.familiaId))
    .where(
      and(
        eq(pedidosReserva.cuidadorId, cuidadorId),
        // Concluded, or confirmed and already over (the job may not have written it yet).
        or(eq(pedidosReserva.status, 'concluida'), eq(pedidosReserva.status, 'confirmada')),
        sql`${end} > ${endedAfter} and ${end} <= ${now}`,
        sql`not exists (select 1 from ${avaliacoesFamilias} where ${avaliacoesFamilias.pedidoId} = ${pedidosReserva.id})`,
      ),
    )
    .orderBy(pedidosReserva.dataInicio);
}

/** One review of this caregiver, for their reply; anyone else's reads as missing. */
export async function findReviewOfCaregiver(db: Executor, reviewId: string, cuidadorId: string) {
  const [row] = await db
    .select({ id: avaliacoes.id, familiaId: avaliacoes.familiaId, publicarEm: avaliacoes.publicarEm, publicadaEm: avaliacoes.publicadaEm, resposta: avaliacoes.resposta })
    .from(avaliacoes)
    .where(and(eq(avaliacoes.id, reviewId), eq(avaliacoes.cuidadorId, cuidadorId)));
  return row ?? null;
}

/** Writes the reply only if there is none yet: one reply per review, whatever the clicks. */
export async function setReviewReply(db: Executor, reviewId: string, cuidadorId: string, resposta: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(avaliacoes)
    .set({ resposta, respostaEm: now })
    .where(and(eq(avaliacoes.id, reviewId), eq(avaliacoes.cuidadorId, cuidadorId), isNull(avaliacoes.resposta)))
    .returning({ id: avaliacoes.id });
  return rows.length > 0;
}
