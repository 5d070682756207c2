import { cepParamSchema } from '@cuidar/domain/cep';
import { messages } from '@cuidar/domain/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { AppError, badRequest } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { lookupCep } from './service';

export function cepRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/cep/:cep', async (c) => {
    const parsed = cepParamSchema.safeParse(c.req.param('cep'));
    if (!parsed.success) throw badRequest(messages.address.cepInvalid, 'cep');
    const { database, cep, env, now } = c.get('deps');
    await hitRateLimit(database.db, { name: 'cep-ip', limit: 60, windowSeconds: 60 }, clientIp(c, env.TRUST_PROXY), now());
    const result = await lookupCep({ db: database.db, provider: cep, now }, parsed.data);
    if (result.status === 'not-found') throw new AppError('NOT_FOUND', 404, messages.cep.notFoundDetail, 'cep');
    if (result.status === 'unavailable') throw new AppError('UNAVAILABLE', 503, messages.cep.networkError, 'cep');
    return c.json(result.address);
  });

  return app;
}
