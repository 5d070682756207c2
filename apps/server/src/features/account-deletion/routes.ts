import { deleteAccountSchema } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { deleteAccount } from './service';

export function accountDeletionRoutes() {
  const app = new Hono<AppEnv>();

  /** Deletes the caller's own account (confirmed by password) and signs this browser out. */
  app.post('/account/delete', requireUser(), async (c) => {
    const input = await readJson(c, deleteAccountSchema);
    const user = userOf(c);
    const { database, storage, mailer, payments, logger, now, env, auth } = c.get('deps');
    await hitRateLimit(database.db, rateLimitRules.reauthPerUser, user.id);
    try {
      await deleteAccount({ db: database.db, storage, mailer, payments, logger, now, publicUrl: env.PUBLIC_URL }, user.id, input.currentPassword);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error(`[account-deletion] exclusão da conta ${user.id} falhou`, error);
      throw new AppError('INTERNAL', 500, messages.settings.deleteFailed);
    }
    // The sessions are gone already; this expires the cookies in this browser.
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    const out = c.json({ ok: true, message: messages.settings.accountDeleted });
    for (const cookie of headers.getSetCookie()) out.headers.append('set-cookie', cookie);
    return out;
  });

  return app;
}
