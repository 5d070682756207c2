import { decideDisputeSchema, disputeListQuerySchema, openDisputeSchema } from '@cuidar/domain/disputes';
import { messages } from '@cuidar/domain/messages';
import { Hono, type Context } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { memberOf, requireOperator, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { decideDispute, getBookingProblem, listDisputesForOperator, openDispute, readDisputeForOperator, type DisputeDeps } from './service';

// 'Tive um problema' on a booking and the operators' dispute desk (docs/product.md#disputes).

function disputeDeps(c: Context<AppEnv>): DisputeDeps {
  const { database, mailer, logger, now, env, payments } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, payments };
}

export function disputeRoutes() {
  const app = new Hono<AppEnv>();

  /** Either party of the booking: its disputes and (family) until when a problem can be reported. */
  app.get('/bookings/:id/problema', requireUser(), async (c) => {
    const user = memberOf(userOf(c));
    if (!user.role) throw notFound();
    return c.json(await getBookingProblem(disputeDeps(c), user.id, c.req.param('id')));
  });

  app.post('/bookings/:id/problema', requireUser('familia'), async (c) => {
    const input = await readJson(c, openDisputeSchema);
    const id = await openDispute(disputeDeps(c), memberOf(userOf(c)).id, c.req.param('id'), input);
    return c.json({ ok: true, message: messages.disputes.opened, id }, 201);
  });

  app.use('/operador/disputas', requireOperator());
  app.use('/operador/disputas/*', requireOperator());

  app.get('/operador/disputas', async (c) => {
    const { status } = readQuery(c, disputeListQuerySchema);
    return c.json({ disputes: await listDisputesForOperator(c.get('deps').database.db, status) });
  });

  app.get('/operador/disputas/:id', async (c) => {
    const dispute = await readDisputeForOperator(disputeDeps(c), userOf(c).id, c.req.param('id'), requestOrigin(c));
    return c.json({ dispute });
  });

  app.post('/operador/disputas/:id/decidir', async (c) => {
    const decision = await readJson(c, decideDisputeSchema);
    await decideDispute(disputeDeps(c), userOf(c).id, c.req.param('id'), decision, requestOrigin(c));
    return c.json({ ok: true, message: messages.disputes.decided });
  });

  return app;
}
