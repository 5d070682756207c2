import { statementQuerySchema } from '@cuidar/domain/payouts';
import { Hono } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { readQuery } from '../../http/validate';
import { getEarnings, getStatementFile } from './service';

export function earningsRoutes() {
  const app = new Hono<AppEnv>();

  /** 'Saldo e Ganhos': the caller's figures from the ledger (docs/decisions/0035). */
  app.get('/caregiver/earnings', requireUser('cuidador'), async (c) => {
    const { database, now, env, payouts } = c.get('deps');
    return c.json(
      await getEarnings({ db: database.db, now, payoutWeekday: env.PAYOUT_WEEKDAY, minimumPayoutCents: env.PAYOUT_MINIMUM_CENTAVOS, payouts }, userOf(c).id),
    );
  });

  /** The caller's monthly statement as CSV or PDF; only ever the caller's own figures. */
  app.get('/caregiver/statement', requireUser('cuidador'), async (c) => {
    const { mes, formato } = readQuery(c, statementQuerySchema);
    const { database, now } = c.get('deps');
    const file = await getStatementFile({ db: database.db, now }, userOf(c).id, mes, formato);
    return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
}
