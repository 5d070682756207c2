import { consentKindSchema, updateConsentSchema } from '@cuidar/domain/account-settings';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { requireUser, userOf, memberOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { CONSENTS_BY_ROLE, listConsents, setHealthDataConsent } from './service';

export function consentRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's own consents (only their user id is ever read). */
  app.get('/account/consents', requireUser(), async (c) => {
    const user = memberOf(userOf(c));
    return c.json({ consents: await listConsents(c.get('deps').database.db, user.id, user.role) });
  });

  /** Gives or withdraws one of the caller's consents; withdrawing health data erases the condition, the emergency card and the care diary. */
  app.put('/account/consents/:kind', requireUser(), async (c) => {
    const kind = consentKindSchema.safeParse(c.req.param('kind'));
    if (!kind.success) throw notFound();
    const input = await readJson(c, updateConsentSchema);
    const user = memberOf(userOf(c));
    if (!user.role || !CONSENTS_BY_ROLE[user.role].includes(kind.data)) throw forbidden(messages.settings.consentNotForRole);
    const { database, now, storage, logger } = c.get('deps');
    // One kind today; the switch makes a new kind a compile error until it has its own rule.
    switch (kind.data) {
      case 'dados_saude':
        await setHealthDataConsent({ db: database.db, now, storage, logger }, user.id, input.accepted);
        break;
    }
    const consents = await listConsents(database.db, user.id, user.role);
    return c.json({
      consent: consents.find((item) => item.kind === kind.data),
      message: input.accepted ? messages.settings.consentAccepted : messages.consent.healthWithdrawn,
    });
  });

  return app;
}
