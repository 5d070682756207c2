import { messages } from '@cuidar/domain/messages';
import { stuckMoneyParamsSchema, teamRefundSchema } from '@cuidar/domain/operator-payments';
import { Hono } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { requireOperator, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readJson, readParams } from '../../http/validate';
import { listStuckMoney, operatorPaymentDeps, recordRefundByTeam, retryStuckMoney } from './service';

// /api/operador/pagamentos: refunds and payouts the provider has not made (operators only; 404 to
// families and caregivers, as the rest of the desk), asking the provider again, and a refused
// refund our team paid back itself (docs/product.md#operators).

export function operatorPaymentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/operador/pagamentos', requireOperator());
  app.use('/operador/pagamentos/*', requireOperator());
  app.get('/operador/pagamentos', async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await listStuckMoney({ db: database.db, now }));
  });

  /** 'Tentar agora': the provider is asked for this item at once, under the job's key. */
  app.post('/operador/pagamentos/:kind/:id/tentar', async (c) => {
    const target = readParams(c, stuckMoneyParamsSchema);
    return c.json(await retryStuckMoney(operatorPaymentDeps(c.get('deps')), userOf(c).id, target, requestOrigin(c)));
  });

  /** A refund the provider refused, paid back by the team's own Pix or bank transfer. */
  app.post('/operador/pagamentos/:kind/:id/devolucao-pela-equipe', async (c) => {
    const target = readParams(c, stuckMoneyParamsSchema);
    const input = await readJson(c, teamRefundSchema);
    await recordRefundByTeam(operatorPaymentDeps(c.get('deps')), userOf(c).id, target, input, requestOrigin(c));
    return c.json({ ok: true as const, message: messages.operatorPayments.teamRefunded });
  });
  return app;
}
