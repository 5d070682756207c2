import { LANDING_CAREGIVER_COUNT } from '@cuidar/domain/constants';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readQuery } from '../../http/validate';
import { notFound } from '../../http/errors';
import { currentUser, memberOf } from '../../auth/session';
import { messages } from '@cuidar/domain/messages';
import { caregiverIdParamSchema } from '@cuidar/domain/favorites';
import { getCaregiverPage, listFeaturedCaregivers } from './service';

const featuredQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(24).default(LANDING_CAREGIVER_COUNT),
});

export function caregiverRoutes() {
  const app = new Hono<AppEnv>();

  /** Public: the landing page's featured caregivers. */
  app.get('/caregivers/featured', async (c) => {
    const { limit } = readQuery(c, featuredQuery);
    const caregivers = await listFeaturedCaregivers(c.get('deps').database.db, limit);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ caregivers });
  });

  /**
   * Public: one approved caregiver's page (docs/product.md#caregiver-page); the details only for a
   * signed-in family. Anyone not approved, and any id that cannot be one, is 404.
   */
  app.get('/caregivers/:id', async (c) => {
    const param = caregiverIdParamSchema.safeParse(c.req.param());
    if (!param.success) throw notFound(messages.caregiverPage.notFoundTitle);
    const user = await currentUser(c);
    const caregiver = await getCaregiverPage(c.get('deps').database.db, param.data.id, user ? memberOf(user) : null, c.get('deps').now());
    if (!caregiver) throw notFound(messages.caregiverPage.notFoundTitle);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ caregiver });
  });

  return app;
}
