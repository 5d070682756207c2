import { TESTIMONIAL_MIN_STARS } from '@cuidar/domain/testimonials';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { avaliacoes, familiaProfiles, profiles } from '../../db/schema';

/** The newest good published reviews with a comment, with just enough of the family to sign them. */
export async function findTestimonialRows(db: Executor, limit: number) {
  return db
    .select({
      comentario: avaliacoes.comentario,
      estrelas: avaliacoes.estrelas,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      cidade: familiaProfiles.cidade,
      estado: familiaProfiles.estado,
    })
    .from(avaliacoes)
    .innerJoin(profiles, eq(profiles.id, avaliacoes.familiaId))
    .leftJoin(familiaProfiles, eq(familiaProfiles.id, avaliacoes.familiaId))
    // Only published reviews (double-blind: docs/product.md#reviews).
    .where(and(gte(avaliacoes.estrelas, TESTIMONIAL_MIN_STARS), sql`coalesce(btrim(${avaliacoes.comentario}), '') <> ''`, sql`${avaliacoes.publicadaEm} is not null`))
    .orderBy(desc(avaliacoes.createdAt), desc(avaliacoes.id))
    .limit(limit);
}
