import { onboardingSubmitSchema } from '@cuidar/domain/onboarding';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { currentUser } from '../../auth/session';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { unauthenticated } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { submitQuestionnaire } from './service';

export function onboardingRoutes() {
  const app = new Hono<AppEnv>();

  /** The family questionnaire. Anonymous visitors may submit it; a signed-in family's profile is filled. */
  app.post('/onboarding/familia', async (c) => {
    const { answers, deferred } = await readJson(c, onboardingSubmitSchema);
    const { database, env, now } = c.get('deps');
    const user = await currentUser(c);
    if (deferred && !user) throw unauthenticated(messages.guard.needsSession);
    if (!user) await hitRateLimit(database.db, { name: 'onboarding-ip', limit: 30, windowSeconds: 600 }, clientIp(c, env.TRUST_PROXY), now());
    const result = await submitQuestionnaire({ db: database.db, now }, user, answers, deferred);
    return c.json(result);
  });

  return app;
}
