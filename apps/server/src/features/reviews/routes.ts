import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { listReviewsGiven, listReviewsReceived } from './service';

export function reviewRoutes() {
  const app = new Hono<AppEnv>();

  /** A caregiver's received reviews with the average (one decimal on screen) and the count. */
  app.get('/reviews/received', requireUser('cuidador'), async (c) => {
    return c.json(await listReviewsReceived(c.get('deps').database.db, userOf(c).id));
  });

  /** The reviews a family wrote; `author` is the caregiver reviewed. */
  app.get('/reviews/given', requireUser('familia'), async (c) => {
    return c.json({ reviews: await listReviewsGiven(c.get('deps').database.db, userOf(c).id) });
  });

  return app;
}
