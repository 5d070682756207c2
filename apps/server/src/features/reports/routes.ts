import { messages } from '@cuidar/domain/messages';
import { createReportSchema, reportListQuerySchema, resolveReportSchema } from '@cuidar/domain/reports';
import { Hono, type Context } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { memberOf, requireOperator, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { forbidden } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { createReport, listReportsForOperator, readReportForOperator, resolveReport, type OperatorDeps } from './service';

function operatorDeps(c: Context<AppEnv>): OperatorDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

/** 'Denunciar' (families and caregivers) and the operators' report desk (docs/product.md#reports). */
export function reportRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/denuncias', requireUser(), async (c) => {
    const input = await readJson(c, createReportSchema);
    const user = memberOf(userOf(c));
    if (!user.role) throw forbidden(messages.reports.membersOnly);
    const { database, now } = c.get('deps');
    const report = await createReport({ db: database.db, now }, { id: user.id, role: user.role }, input);
    return c.json(
      { ok: true, message: report.created ? messages.reports.sent : messages.reports.alreadySent, id: report.id, created: report.created },
      report.created ? 201 : 200,
    );
  });

  app.use('/operador/denuncias', requireOperator());
  app.use('/operador/denuncias/*', requireOperator());

  app.get('/operador/denuncias', async (c) => {
    const { status } = readQuery(c, reportListQuerySchema);
    return c.json({ reports: await listReportsForOperator(c.get('deps').database.db, status) });
  });

  app.get('/operador/denuncias/:id', async (c) => {
    const report = await readReportForOperator(operatorDeps(c), userOf(c).id, c.req.param('id'), requestOrigin(c));
    return c.json({ report });
  });

  app.post('/operador/denuncias/:id/resolver', async (c) => {
    const decision = await readJson(c, resolveReportSchema);
    const { caregiverId, familyCancelled } = await resolveReport(operatorDeps(c), userOf(c).id, c.req.param('id'), decision, requestOrigin(c));
    const message = caregiverId ? messages.reports.suspended : familyCancelled ? messages.reports.familySuspended(familyCancelled.length) : messages.reports.resolved;
    return c.json({ ok: true, message, caregiverId });
  });

  return app;
}
