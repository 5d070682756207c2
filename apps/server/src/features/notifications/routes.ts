import type { NotificationDto } from '@cuidar/domain/bookings';
import type { NotificationType } from '@cuidar/domain/constants';
import { z } from '@cuidar/domain/validation';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { countUnread, findNotifications, markAllRead, markRead } from './repository';
import { unreadNotificationCount } from './service';

const listQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });
const idParam = z.strictObject({ id: z.uuid() });

export function notificationRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/notifications/*', requireUser());
  app.use('/notifications', requireUser());

  app.get('/notifications', async (c) => {
    const { limit } = readQuery(c, listQuery);
    const { db } = c.get('deps').database;
    const userId = userOf(c).id;
    const [rows, unread] = await Promise.all([findNotifications(db, userId, limit), countUnread(db, userId)]);
    const notifications: NotificationDto[] = rows.map((row) => ({
      ...row,
      tipo: row.tipo as NotificationType,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ notifications, unread });
  });

  /** How many of the caller's notifications are unread (the menu's badge). */
  app.get('/notifications/unread-count', async (c) => {
    return c.json({ unread: await unreadNotificationCount(c.get('deps').database.db, userOf(c).id) });
  });

  app.post('/notifications/read-all', async (c) => {
    await readJson(c, z.strictObject({}));
    await markAllRead(c.get('deps').database.db, userOf(c).id);
    return c.json({ ok: true });
  });

  app.post('/notifications/:id/read', async (c) => {
    await readJson(c, z.strictObject({}));
    const { id } = parseWith(idParam, c.req.param());
    // Someone else's notification answers exactly like a missing one.
    if (!(await markRead(c.get('deps').database.db, userOf(c).id, id))) throw notFound();
    return c.json({ ok: true });
  });

  return app;
}
