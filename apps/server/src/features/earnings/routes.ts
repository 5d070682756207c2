import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { getEarnings } from './service';

export function earningsRoutes() {
  const app = new Hono<AppEnv>();

  /** 'Saldo e Ganhos': the caller's earnings by the weekly payment rule (ADR 0009). */
  app.get('/caregiver/earnings', requireUser('cuidador'), async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await getEarnings({ db: database.db, now }, userOf(c).id));
  });

  return app;
}
