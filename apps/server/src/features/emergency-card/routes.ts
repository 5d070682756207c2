import { emergencyCardSchema } from '@cuidar/domain/emergency-card';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { getFamilyEmergencyCard, openEmergencyCardForCaregiver, saveFamilyEmergencyCard } from './service';

// The emergency card (docs/product.md#emergency-card): the family keeps its own (no route takes a
// family's id); a caregiver opens it through one of their booked days, inside that day's window.

const idParam = z.strictObject({ id: z.uuid() });

export function emergencyCardRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/emergency-card', requireUser('familia'), async (c) => c.json(await getFamilyEmergencyCard(c.get('deps').database.db, userOf(c).id)));

  app.put('/emergency-card', requireUser('familia'), async (c) => {
    const input = await readJson(c, emergencyCardSchema);
    const { database, now } = c.get('deps');
    return c.json(await saveFamilyEmergencyCard({ db: database.db, now }, userOf(c).id, input));
  });

  /** The day's caregiver, from 2 h before the start until the end; anything else answers 404. */
  app.get('/visits/:id/emergency-card', requireUser('cuidador'), async (c) => {
    const parsed = idParam.safeParse(c.req.param());
    if (!parsed.success) throw notFound();
    const { database, now } = c.get('deps');
    const answer = await openEmergencyCardForCaregiver({ db: database.db, now }, userOf(c).id, parsed.data.id);
    if (!answer) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json(answer);
  });

  return app;
}
