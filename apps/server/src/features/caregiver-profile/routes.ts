import { caregiverProfileUpdateSchema } from '@cuidar/domain/caregiver-profile';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { editCaregiverProfile, getOwnCaregiverProfile, hourlyRateLimits } from './service';

// The caregiver's own profile: view and edit. Creating it is caregiver-registration's (the wizard).
export function caregiverProfileRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's own profile, or null while the registration is not finished (200 either way). */
  app.get('/caregiver/profile', requireUser('cuidador'), async (c) => {
    const profile = await getOwnCaregiverProfile(c.get('deps').database.db, userOf(c).id);
    return c.json({ profile });
  });

  /** 'Editar Perfil do Cuidador'. */
  app.put('/caregiver/profile', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, caregiverProfileUpdateSchema);
    const { database, env } = c.get('deps');
    const profile = await editCaregiverProfile(database.db, userOf(c).id, input, env.MIN_HOURLY_RATE_CENTAVOS);
    return c.json({ profile });
  });

  /** Public: the hourly rate range every rate field enforces (the minimum is configuration). */
  app.get('/caregiver-rate-limits', (c) => c.json(hourlyRateLimits(c.get('deps').env.MIN_HOURLY_RATE_CENTAVOS)));

  return app;
}
