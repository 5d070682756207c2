import { LANDING_CAREGIVER_COUNT } from '@cuidar/domain/constants';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readQuery } from '../../http/validate';
import { listFeaturedCaregivers } from './service';

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

  return app;
}
