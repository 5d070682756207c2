import { contactSchema } from '@cuidar/domain/contact';
import { messages } from '@cuidar/domain/messages';
import { contactReplySchema } from '@cuidar/domain/reports';
import { Hono } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { currentUser, requireOperator, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { listContactMessagesForOperator, replyToContactMessage, sendContactMessage } from './service';

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

  // The operators' desk: the messages, answered by e-mail from the screen (docs/product.md#contact).
  app.use('/operador/contato', requireOperator());
  app.use('/operador/contato/*', requireOperator());

  app.get('/operador/contato', async (c) => {
    return c.json({ messages: await listContactMessagesForOperator(c.get('deps').database.db) });
  });

  app.post('/operador/contato/:id/responder', async (c) => {
    const { resposta } = await readJson(c, contactReplySchema);
    const { database, mailer, logger, env, now } = c.get('deps');
    await replyToContactMessage(
      { db: database.db, mailer, logger, supportEmail: env.SUPPORT_EMAIL, now },
      userOf(c).id,
      c.req.param('id'),
      resposta,
      requestOrigin(c),
    );
    return c.json({ ok: true, message: messages.reports.replySent });
  });

  return app;
}
