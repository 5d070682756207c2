import { availabilitySlotSchema, dateRangeQuerySchema } from '@cuidar/domain/availability';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { changeSlot, createSlot, listReservationDays, listSlots, removeSlot } from './service';

const idParam = z.strictObject({ id: z.uuid() });

/** The caregiver's own availability slots (and confirmed days) — never anyone else's. */
export function availabilityRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/availability', requireUser('cuidador'));
  app.use('/availability/*', requireUser('cuidador'));

  app.get('/availability', async (c) => {
    const { from, to } = readQuery(c, dateRangeQuerySchema);
    const slots = await listSlots(c.get('deps').database.db, userOf(c).id, from, to);
    return c.json({ slots });
  });

  app.get('/availability/reservations', async (c) => {
    const { from, to } = readQuery(c, dateRangeQuerySchema);
    const { database, now } = c.get('deps');
    const days = await listReservationDays({ db: database.db, now }, userOf(c).id, from, to);
    return c.json({ days });
  });

  app.post('/availability', async (c) => {
    const input = await readJson(c, availabilitySlotSchema);
    const { database, now } = c.get('deps');
    const slot = await createSlot({ db: database.db, now }, userOf(c).id, input);
    return c.json({ slot }, 201);
  });

  app.put('/availability/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const input = await readJson(c, availabilitySlotSchema);
    const { database, now } = c.get('deps');
    const slot = await changeSlot({ db: database.db, now }, userOf(c).id, id, input);
    return c.json({ slot });
  });

  app.delete('/availability/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const { database, now } = c.get('deps');
    await removeSlot({ db: database.db, now }, userOf(c).id, id);
    return c.json({ ok: true });
  });

  return app;
}
