import { caregiverProfileUpdateSchema } from '@cuidar/domain/caregiver-profile';
import { caregiverRegistrationSchema } from '@cuidar/domain/caregiver-registration';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { createCaregiverProfile, editCaregiverProfile, getOwnCaregiverProfile } from './service';

export function caregiverProfileRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/caregiver/profile', requireUser('cuidador'));

  /** The caller's own profile, or null while the registration is not finished (200 either way). */
  app.get('/caregiver/profile', async (c) => {
    const profile = await getOwnCaregiverProfile(c.get('deps').database.db, userOf(c).id);
    return c.json({ profile });
  });

  /** The wizard's final submission. Idempotent: a second submission updates the same profile. */
  app.post('/caregiver/profile', async (c) => {
    const { database, now } = c.get('deps');
    const at = now();
    const input = await readJson(c, caregiverRegistrationSchema(todayInSaoPaulo(at)));
    const profile = await createCaregiverProfile(database.db, userOf(c).id, input, at);
    return c.json({ profile }, 201);
  });

  /** 'Editar Perfil do Cuidador'. */
  app.put('/caregiver/profile', async (c) => {
    const input = await readJson(c, caregiverProfileUpdateSchema);
    const profile = await editCaregiverProfile(c.get('deps').database.db, userOf(c).id, input);
    return c.json({ profile });
  });

  return app;
}
