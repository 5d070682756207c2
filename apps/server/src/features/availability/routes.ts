import { availabilityChangeQuerySchema, availabilitySlotSchema, dateRangeQuerySchema, dayOffSchema, weeklyPatternSchema } from '@cuidar/domain/availability';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { parseWith, readJson, readQuery } from '../../http/validate';
import {
  addDayOff,
  changeSlot,
  createPattern,
  createSlot,
  getPattern,
  listReservationDays,
  listSlots,
  removeDayOff,
  removePattern,
  removeSlot,
  replacePattern,
  type ChangeOptions,
  type ChangeOutcome,
} from './service';

const idParam = z.strictObject({ id: z.uuid() });

function changeOptions(c: Context<AppEnv>): ChangeOptions {
  const query = readQuery(c, availabilityChangeQuerySchema);
  return { dryRun: query.dryRun === 'true', confirm: query.confirm === 'true' };
}

/** A dry run answers the bookings the change would leave without availability; a change answers its DTO. */
function answer<T>(c: Context<AppEnv>, outcome: ChangeOutcome<T>, body: (done: T) => object, status: 200 | 201 = 200) {
  if ('preview' in outcome) return c.json({ bookings: outcome.preview });
  return c.json({ ...body(outcome.done), keptBookings: outcome.keptBookings }, status);
}

/** The caregiver's own availability slots, weekly pattern, days off (and confirmed days) — never anyone else's. */
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
    const options = changeOptions(c);
    const input = await readJson(c, availabilitySlotSchema);
    const { database, now } = c.get('deps');
    return answer(c, await changeSlot({ db: database.db, now }, userOf(c).id, id, input, options), (slot) => ({ slot }));
  });

  app.delete('/availability/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const options = changeOptions(c);
    const { database, now } = c.get('deps');
    return answer(c, await removeSlot({ db: database.db, now }, userOf(c).id, id, options), () => ({ ok: true }));
  });

  // 'Repetir toda semana' and 'Folgas' (docs/product.md#availability, ADR 0043).
  app.get('/availability/pattern', async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getPattern({ db: database.db, now }, userOf(c).id));
  });

  app.post('/availability/pattern', async (c) => {
    const options = changeOptions(c);
    const input = await readJson(c, weeklyPatternSchema);
    const { database, now } = c.get('deps');
    return answer(c, await createPattern({ db: database.db, now }, userOf(c).id, input, options), (pattern) => ({ pattern }), 201);
  });

  app.put('/availability/pattern/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const options = changeOptions(c);
    const input = await readJson(c, weeklyPatternSchema);
    const { database, now } = c.get('deps');
    return answer(c, await replacePattern({ db: database.db, now }, userOf(c).id, id, input, options), (pattern) => ({ pattern }));
  });

  app.delete('/availability/pattern/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const options = changeOptions(c);
    const { database, now } = c.get('deps');
    return answer(c, await removePattern({ db: database.db, now }, userOf(c).id, id, options), () => ({ ok: true }));
  });

  app.post('/availability/days-off', async (c) => {
    const options = changeOptions(c);
    const input = await readJson(c, dayOffSchema);
    const { database, now } = c.get('deps');
    return answer(c, await addDayOff({ db: database.db, now }, userOf(c).id, input, options), (folga) => ({ folga }), 201);
  });

  app.delete('/availability/days-off/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const { database, now } = c.get('deps');
    await removeDayOff({ db: database.db, now }, userOf(c).id, id);
    return c.json({ ok: true, keptBookings: 0 });
  });

  return app;
}
