import { caregiverRegistrationSchema } from '@cuidar/domain/caregiver-registration';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { createCaregiverProfile } from './service';

export function caregiverRegistrationRoutes() {
  const app = new Hono<AppEnv>();

  /** The wizard's final submission. Idempotent: a second submission updates the same profile. */
  app.post('/caregiver/profile', requireUser('cuidador'), async (c) => {
    const { database, now, env } = c.get('deps');
    const at = now();
    const input = await readJson(c, caregiverRegistrationSchema(todayInSaoPaulo(at)));
    const profile = await createCaregiverProfile(database.db, userOf(c).id, input, at, env.MIN_HOURLY_RATE_CENTAVOS);
    return c.json({ profile }, 201);
  });

  return app;
}
