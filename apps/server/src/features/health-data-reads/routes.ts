import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { listHealthDataReads } from './service';

export function healthDataReadRoutes() {
  const app = new Hono<AppEnv>();

  /** 'Quem viu os dados de saúde': the caller's own family log. There is no route that writes it. */
  app.get('/account/health-data-reads', requireUser('familia'), async (c) => {
    const reads = await listHealthDataReads(c.get('deps').database.db, userOf(c).id);
    return c.json({ reads });
  });

  return app;
}
