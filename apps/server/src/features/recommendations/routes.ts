import { recommendationRequestSchema } from '@cuidar/domain/onboarding';
import { Hono } from 'hono';
import { currentUser, memberOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { recommendCaregivers, recordMatchSuggested } from './service';

export function recommendationRoutes() {
  const app = new Hono<AppEnv>();

  /**
   * Public: caregivers for the questionnaire's answers. POST because the answers are a body, but
   * it changes nothing except, for a signed-in person, the 'match_sugerido' analytics row.
   */
  app.post('/recommendations', async (c) => {
    const request = await readJson(c, recommendationRequestSchema);
    const { database, now, logger } = c.get('deps');
    const result = await recommendCaregivers(database.db, request, now());
    const user = await currentUser(c);
    if (user) {
      // Analytics must never cost the family its results.
      await recordMatchSuggested(database.db, memberOf(user), request, result, now()).catch((error: unknown) => logger.warn('[recommendations] analytics failed', error));
    }
    return c.json(result);
  });

  return app;
}
