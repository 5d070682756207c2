import { payoutKeyInputSchema } from '@cuidar/domain/payouts';
import { Hono } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { requireUser, userOf } from '../../auth/session';
import type { AppDeps, AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { getPayoutAccount, getPayoutKey, removePayoutKey, setPayoutKey, startPayoutAccountOnboarding, type PayoutKeyDeps } from './service';

// Where the caregiver's payouts go (docs/product.md#earnings): the Pix key, or the Stripe connected
// account (ADR 0061). Caregivers only, their own.

export function payoutRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's key, masked (null when none is registered). */
  app.get('/caregiver/payout-key', requireUser('cuidador'), async (c) => {
    return c.json(await getPayoutKey(c.get('deps').database.db, userOf(c).id));
  });

  const keyDeps = (deps: AppDeps): PayoutKeyDeps => ({
    db: deps.database.db,
    payouts: deps.payouts,
    mailer: deps.mailer,
    logger: deps.logger,
    now: deps.now,
    publicUrl: deps.env.PUBLIC_URL,
  });

  /** Registers or changes the caller's key; audited and e-mailed. Refused with Stripe payouts. */
  app.put('/caregiver/payout-key', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, payoutKeyInputSchema);
    const user = userOf(c);
    const key = await setPayoutKey(keyDeps(c.get('deps')), { id: user.id, email: user.email }, input, requestOrigin(c));
    return c.json({ key });
  });

  /** Removes the caller's key, which Stripe payouts do not use; audited. Refused without Stripe. */
  app.delete('/caregiver/payout-key', requireUser('cuidador'), async (c) => {
    await removePayoutKey(keyDeps(c.get('deps')), { id: userOf(c).id }, requestOrigin(c));
    return c.json({ key: null });
  });

  /** Where payouts go through Stripe Connect: whether an account is needed and how far it is. */
  app.get('/caregiver/payout-account', requireUser('cuidador'), async (c) => {
    const { database, payouts, logger, now, env } = c.get('deps');
    return c.json(await getPayoutAccount({ db: database.db, payouts, logger, now, publicUrl: env.PUBLIC_URL }, userOf(c).id));
  });

  /** Opens the caller's connected account (once) and answers Stripe's page to complete it. */
  app.post('/caregiver/payout-account/onboarding', requireUser('cuidador'), async (c) => {
    const { database, payouts, logger, now, env } = c.get('deps');
    const user = userOf(c);
    return c.json(await startPayoutAccountOnboarding({ db: database.db, payouts, logger, now, publicUrl: env.PUBLIC_URL }, { id: user.id, email: user.email }, requestOrigin(c)));
  });

  return app;
}
