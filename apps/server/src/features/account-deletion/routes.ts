import { deleteAccountSchema } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppDeps, AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { deleteAccount, getDeletionPayout, type DeletionDeps } from './service';

const deletionDeps = (deps: AppDeps): DeletionDeps => ({
  db: deps.database.db,
  storage: deps.storage,
  mailer: deps.mailer,
  payments: deps.payments,
  payouts: deps.payouts,
  payoutWeekday: deps.env.PAYOUT_WEEKDAY,
  logger: deps.logger,
  now: deps.now,
  publicUrl: deps.env.PUBLIC_URL,
});

export function accountDeletionRoutes() {
  const app = new Hono<AppEnv>();

  /**
   * A caregiver's money before she deletes the account (docs/product.md#deletion-payout): what she
   * still has to receive, where it goes and when. Her own figures only.
   */
  app.get('/account/deletion-payout', requireUser('cuidador'), async (c) => {
    return c.json(await getDeletionPayout(deletionDeps(c.get('deps')), userOf(c).id));
  });

  /** Deletes the caller's own account (confirmed by password) and signs this browser out. */
  app.post('/account/delete', requireUser(), async (c) => {
    const input = await readJson(c, deleteAccountSchema);
    const user = userOf(c);
    const deps = c.get('deps');
    const { database, auth } = deps;
    await hitRateLimit(database.db, rateLimitRules.reauthPerUser, user.id);
    try {
      await deleteAccount(deletionDeps(deps), { id: user.id, role: user.role }, input);
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.logger.error(`[account-deletion] exclusão da conta ${user.id} falhou`, error);
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
