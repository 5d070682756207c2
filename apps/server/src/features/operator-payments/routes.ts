import { Hono } from 'hono';
import { requireOperator } from '../../auth/session';
import type { AppEnv } from '../../context';
import { listStuckMoney } from './service';

// /api/operador/pagamentos: refunds and payouts the provider has not made (operators only; 404 to
// families and caregivers, as the rest of the desk).

export function operatorPaymentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/operador/pagamentos', requireOperator());
  app.get('/operador/pagamentos', async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await listStuckMoney({ db: database.db, now }));
  });
  return app;
}
