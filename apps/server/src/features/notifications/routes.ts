import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const listQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });
const idParam = z.strictObject({ id: z.uuid() });

export function notificationRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/notifications/*', requireUser());
  app.use('/notifications', requireUser());

  app.get('/notifications', async (c) => {
    const { limit } = readQuery(c, listQuery);
    return c.json(await listNotifications(c.get('deps').database.db, userOf(c).id, limit));
  });

  app.post('/notifications/read-all', async (c) => {
    await readJson(c, z.strictObject({}));
    await markAllNotificationsRead(c.get('deps').database.db, userOf(c).id);
    return c.json({ ok: true });
  });

  app.post('/notifications/:id/read', async (c) => {
    await readJson(c, z.strictObject({}));
    const { id } = parseWith(idParam, c.req.param());
    // Someone else's notification answers exactly like a missing one.
    if (!(await markNotificationRead(c.get('deps').database.db, userOf(c).id, id))) throw notFound();
    return c.json({ ok: true });
  });

  return app;
}
