import { messages } from '@cuidar/domain/messages';
import { reviewReplySchema } from '@cuidar/domain/reviews';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { listReviewsGiven, listReviewsReceived, replyToReview } from './service';

const idParam = z.object({ id: z.uuid() });
/** Path ids that are not uuids are simply not found. */
function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound(messages.reviews.reviewNotFound);
  return parsed.data.id;
}

export function reviewRoutes() {
  const app = new Hono<AppEnv>();

  /** A caregiver's public reviews with the average and the count, and the bookings they may still rate. */
  app.get('/reviews/received', requireUser('cuidador'), async (c) => {
    const deps = c.get('deps');
    return c.json(await listReviewsReceived(deps.database.db, userOf(c).id, deps.now()));
  });

  /** The reviews a family wrote, hidden ones too; `author` is the caregiver reviewed. */
  app.get('/reviews/given', requireUser('familia'), async (c) => {
    const deps = c.get('deps');
    return c.json({ reviews: await listReviewsGiven(deps.database.db, userOf(c).id, deps.now()) });
  });

  /** The caregiver's one public reply to a published review of theirs (docs/product.md#reviews). */
  app.post('/reviews/:id/reply', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, reviewReplySchema);
    const deps = c.get('deps');
    await replyToReview({ db: deps.database.db, now: deps.now }, userOf(c).id, pathId(c), input);
    return c.json({ ok: true, message: messages.reviews.replySent }, 201);
  });

  return app;
}
