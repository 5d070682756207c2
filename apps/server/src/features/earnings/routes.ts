import { summarizeEarnings } from '@cuidar/domain/earnings';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { findEarningDays } from './repository';

export function earningsRoutes() {
  const app = new Hono<AppEnv>();

  /** 'Saldo e Ganhos': the caller's earnings by the weekly payment rule (ADR 0009). */
  app.get('/caregiver/earnings', requireUser('cuidador'), async (c) => {
    const { database, now } = c.get('deps');
    const days = await findEarningDays(database.db, userOf(c).id);
    return c.json(summarizeEarnings(days, now()));
  });

  return app;
}
