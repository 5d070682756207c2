import { signUpSchema } from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import { findSessionUser } from '../../auth/service';
import { currentUser } from '../../auth/session';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { hitRateLimit, rateLimitRules } from '../../http/rate-limit';
import { readJson } from '../../http/validate';
import { signUp } from './service';

export function accountRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/account/sign-up', async (c) => {
    const input = await readJson(c, signUpSchema);
    const { database, auth, authOptions, mailer, logger, env, now } = c.get('deps');
    await hitRateLimit(database.db, rateLimitRules.signUpPerIp, clientIp(c, env.TRUST_PROXY), now());
    try {
      await signUp({ db: database.db, auth, authOptions, mailer, logger, publicUrl: env.PUBLIC_URL }, input);
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error('[account] sign-up failed', error);
      throw new AppError('INTERNAL', 500, messages.account.createFailed);
    }
    return c.json({ ok: true, message: messages.auth.signUpSuccess }, 201);
  });

  /** The signed-in user, or null. Always 200 so an anonymous page load logs no error. */
  app.get('/session', async (c) => {
    const user = await currentUser(c);
    const dto = user ? await findSessionUser(c.get('deps').database.db, user.id) : null;
    return c.json({ user: dto });
  });

  return app;
}
