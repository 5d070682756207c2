import { payoutKeyInputSchema } from '@cuidar/domain/payouts';
import { Hono } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { getPayoutAccount, getPayoutKey, setPayoutKey, startPayoutAccountOnboarding } from './service';

// The caregiver's Pix key for payouts (docs/product.md#earnings): caregivers only, their own key.

export function payoutRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's key, masked (null when none is registered). */
  app.get('/caregiver/payout-key', requireUser('cuidador'), async (c) => {
    return c.json(await getPayoutKey(c.get('deps').database.db, userOf(c).id));
  });

  /** Registers or changes the caller's key; audited and e-mailed. */
  app.put('/caregiver/payout-key', requireUser('cuidador'), async (c) => {
    const input = await readJson(c, payoutKeyInputSchema);
    const { database, mailer, logger, now, env } = c.get('deps');
    const user = userOf(c);
    const key = await setPayoutKey({ db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL }, { id: user.id, email: user.email }, input, requestOrigin(c));
    return c.json({ key });
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
