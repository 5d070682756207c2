import { caregiverProfileUpdateSchema } from '@cuidar/domain/caregiver-profile';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { editCaregiverProfile, getOwnCaregiverProfile } from './service';

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
    const profile = await editCaregiverProfile(c.get('deps').database.db, userOf(c).id, input);
    return c.json({ profile });
  });

  return app;
}
