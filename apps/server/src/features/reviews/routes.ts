import type { ReviewDto } from '@cuidar/domain/bookings';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { findReviewsGiven, findReviewsReceived, reviewSummary } from './repository';

type ReviewRow = Awaited<ReturnType<typeof findReviewsReceived>>[number];
const toDto = (row: ReviewRow): ReviewDto => ({
  id: row.id,
  pedidoId: row.pedidoId,
  estrelas: row.estrelas,
  comentario: row.comentario,
  createdAt: row.createdAt.toISOString(),
  author: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName },
});

export function reviewRoutes() {
  const app = new Hono<AppEnv>();

  /** A caregiver's received reviews with the average (one decimal on screen) and the count. */
  app.get('/reviews/received', requireUser('cuidador'), async (c) => {
    const { db } = c.get('deps').database;
    const user = userOf(c);
    const [rows, summary] = await Promise.all([findReviewsReceived(db, user.id), reviewSummary(db, user.id)]);
    return c.json({ ...summary, reviews: rows.map(toDto) });
  });

  /** The reviews a family wrote; `author` is the caregiver reviewed. */
  app.get('/reviews/given', requireUser('familia'), async (c) => {
    const rows = await findReviewsGiven(c.get('deps').database.db, userOf(c).id);
    return c.json({ reviews: rows.map(toDto) });
  });

  return app;
}
