import { messages } from '@cuidar/domain/messages';
import { liftFamilySuspensionSchema } from '@cuidar/domain/reports';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { requireOperator, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { parseWith, readJson } from '../../http/validate';
import { getFamilyAccount, liftFamilySuspension, type FamilyAccountDeps } from './service';

// A family account on the operators' desk (docs/product.md#family-suspension): its state and
// confirmed bookings (shown on a report about the family), and lifting a suspension. Suspending is
// a report's decision (features/reports).

const idParam = z.strictObject({ id: z.uuid() });

function depsOf(c: Context<AppEnv>): FamilyAccountDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

export function familyAccountRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/operador/familias/*', requireOperator());

  app.get('/operador/familias/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    return c.json(await getFamilyAccount(depsOf(c), id));
  });

  app.post('/operador/familias/:id/reativar', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const { motivo } = await readJson(c, liftFamilySuspensionSchema);
    await liftFamilySuspension(depsOf(c), { operatorId: userOf(c).id, origin: requestOrigin(c) }, id, motivo);
    return c.json({ ok: true, message: messages.reports.familyLifted });
  });

  return app;
}
