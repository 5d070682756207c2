import { familyProfileSchema } from '@cuidar/domain/family-profile';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { getFamilyProfile, getPatientForCaregiver, updateFamilyProfile } from './service';

const familyIdParam = z.string().trim().min(1).max(64);

export function familyProfileRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's own family profile. There is no route that takes another family's id. */
  app.get('/profile/familia', requireUser('familia'), async (c) => {
    const profile = await getFamilyProfile(c.get('deps').database.db, userOf(c).id);
    if (!profile) throw notFound(messages.profile.loadFailed);
    return c.json({ profile });
  });

  app.put('/profile/familia', requireUser('familia'), async (c) => {
    const input = await readJson(c, familyProfileSchema);
    const { database, now, storage, logger } = c.get('deps');
    const profile = await updateFamilyProfile({ db: database.db, now, storage, logger }, userOf(c).id, input);
    if (!profile) throw notFound(messages.profile.loadFailed);
    return c.json({ profile });
  });

  /**
   * A caregiver reading the patient of a family they have a booking with (the caregiver's booking
   * screens use it). Anyone else gets 404, whether the family exists or not.
   */
  app.get('/families/:familiaId/patient', requireUser('cuidador'), async (c) => {
    const parsed = familyIdParam.safeParse(c.req.param('familiaId'));
    if (!parsed.success) throw notFound();
    const { database, now } = c.get('deps');
    const patient = await getPatientForCaregiver({ db: database.db, now }, userOf(c).id, parsed.data);
    if (!patient) throw notFound();
    return c.json({ patient });
  });

  return app;
}
