import { avg, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { avaliacoes, profiles } from '../../db/schema';

export async function findReviewsReceived(db: Executor, cuidadorId: string) {
  return db
    .select({
      id: avaliacoes.id,
      pedidoId: avaliacoes.pedidoId,
      estrelas: avaliacoes.estrelas,
      comentario: avaliacoes.comentario,
      createdAt: avaliacoes.createdAt,
      authorId: profiles.id,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
    })
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.familiaId))
    .where(eq(avaliacoes.cuidadorId, cuidadorId))
    .orderBy(desc(avaliacoes.createdAt));
}

export async function findReviewsGiven(db: Executor, familiaId: string) {
  return db
    .select({
      id: avaliacoes.id,
      pedidoId: avaliacoes.pedidoId,
      estrelas: avaliacoes.estrelas,
      comentario: avaliacoes.comentario,
      createdAt: avaliacoes.createdAt,
      authorId: profiles.id,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
    })
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.cuidadorId))
    .where(eq(avaliacoes.familiaId, familiaId))
    .orderBy(desc(avaliacoes.createdAt));
}

export async function reviewSummary(db: Executor, cuidadorId: string): Promise<{ average: number | null; total: number }> {
  const [row] = await db
    .select({ average: avg(avaliacoes.estrelas), total: count() })
    .from(avaliacoes)
    .where(eq(avaliacoes.cuidadorId, cuidadorId));
  return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), total: row?.total ?? 0 };
}
