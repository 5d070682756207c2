import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { runJobsNow, seedApprovedCaregiver, seedCaregiverInReview, seedOperator, seedRefusedRefund } from './service';

const clockSchema = z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() });

/**
 * Only in the e2e server (NODE_ENV=test and TEST_CLOCK=true): move the server's clock and run the
 * periodic jobs now, so journeys such as "review after the booking ended" need no sleeping.
 */
export function testSupportRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/test/clock', async (c) => {
    const { now } = await readJson(c, clockSchema);
    c.get('deps').clock?.set(now ? new Date(now) : null);
    return c.json({ now: c.get('deps').now().toISOString() });
  });
  app.post('/test/run-jobs', async (c) => {
    await readJson(c, z.strictObject({}));
    return c.json(await runJobsNow(c.get('deps')));
  });
  app.post('/test/caregiver-in-review', async (c) => {
    const name = z.string().trim().min(1).max(60);
    const input = await readJson(c, z.strictObject({ firstName: name, lastName: name, bairro: name }));
    const { database, storage, now } = c.get('deps');
    return c.json(await seedCaregiverInReview({ db: database.db, storage, now }, input), 201);
  });
  app.post('/test/operator', async (c) => {
    const input = await readJson(c, z.strictObject({ email: z.email().max(120), password: z.string().min(8).max(128) }));
    return c.json(await seedOperator({ db: c.get('deps').database.db }, input), 201);
  });
  app.post('/test/approved-caregiver', async (c) => {
    const name = z.string().trim().min(1).max(60);
    const input = await readJson(c, z.strictObject({ email: z.email().max(120), password: z.string().min(8).max(128), firstName: name, lastName: name, bairro: name.optional() }));
    const { database, now } = c.get('deps');
    return c.json(await seedApprovedCaregiver({ db: database.db, now }, input), 201);
  });
  app.post('/test/refused-refund', async (c) => {
    const name = z.string().trim().min(1).max(60);
    const input = await readJson(c, z.strictObject({ email: z.email().max(120), password: z.string().min(8).max(128), firstName: name, lastName: name }));
    const { database, now, payments, logger } = c.get('deps');
    return c.json(await seedRefusedRefund({ db: database.db, now, payments, logger }, input), 201);
  });
  return app;
}
