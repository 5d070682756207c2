import { contactSchema } from '@cuidar/domain/contact';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { currentUser } from '../../auth/session';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { sendContactMessage } from './service';

export function contactRoutes() {
  const app = new Hono<AppEnv>();

  /** Public: 'Fale Conosco'. Validated first, so bad input writes nothing, not even a counter. */
  app.post('/contact', async (c) => {
    const input = await readJson(c, contactSchema);
    const { database, mailer, logger, env, now } = c.get('deps');
    await hitRateLimit(database.db, rateLimitRules.contactPerIp, clientIp(c, env.TRUST_PROXY), now());
    const user = await currentUser(c);
    await sendContactMessage({ db: database.db, mailer, logger, supportEmail: env.SUPPORT_EMAIL }, input, user?.id ?? null);
    return c.json({ ok: true, message: messages.contact.sent }, 201);
  });

  return app;
}
