import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { visitConfirmSchema, visitScanSchema } from '@cuidar/domain/visits';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { forbidden, notFound } from '../../http/errors';
import { readJson } from '../../http/validate';
import { presenceSecret } from './presence-code';
import { confirmVisitMoment, getPresenceQr, listVisits, pressVisitButton, presenceQrPdf, scanPresenceCode, type VisitDeps } from './service';

// Check-in and check-out of a visit (docs/product.md#visits): only a day's caregiver records its
// moments, only its family confirms them; anyone else's day answers 404, like one that does not exist.

const idParam = z.strictObject({ id: z.uuid() });

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function visitDeps(c: Context<AppEnv>): VisitDeps {
  const { database, mailer, logger, now, env, payments } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, payments, presenceSecret: presenceSecret(env) };
}

export function visitRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's confirmed days from a week ago to tomorrow, with the actual times. */
  app.get('/visits', requireUser(), async (c) => {
    const user = memberOf(userOf(c));
    if (!user.role) throw forbidden(messages.guard.wrongRole);
    const { database, now } = c.get('deps');
    return c.json({ visits: await listVisits({ db: database.db, now }, user.id, user.role) });
  });

  /** The family's 'QR de presença': its link (made on first use) and a new one that voids the old. */
  app.get('/visits/qr', requireUser('familia'), async (c) => c.json(await getPresenceQr(visitDeps(c), userOf(c).id)));
  app.post('/visits/qr', requireUser('familia'), async (c) => c.json(await getPresenceQr(visitDeps(c), userOf(c).id, { regenerate: true })));

  /** The page to print (A5). */
  app.get('/visits/qr/pdf', requireUser('familia'), async (c) => {
    const bytes = await presenceQrPdf(visitDeps(c), userOf(c).id);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition('qr-de-presenca-cuidar.pdf'),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  /** The caregiver opened a family's code: arrival or departure of the day under way. */
  app.post('/visits/scan', requireUser('cuidador'), async (c) => {
    const { codigo } = await readJson(c, visitScanSchema);
    return c.json(await scanPresenceCode(visitDeps(c), userOf(c).id, codigo));
  });

  /** 'Cheguei' and 'Saí' (the family confirms them). */
  app.post('/visits/:id/check-in', requireUser('cuidador'), async (c) => c.json(await pressVisitButton(visitDeps(c), userOf(c).id, pathId(c), 'chegada')));
  app.post('/visits/:id/check-out', requireUser('cuidador'), async (c) => c.json(await pressVisitButton(visitDeps(c), userOf(c).id, pathId(c), 'saida')));

  app.post('/visits/:id/confirm', requireUser('familia'), async (c) => {
    const id = pathId(c);
    const { momento } = await readJson(c, visitConfirmSchema);
    return c.json({ visit: await confirmVisitMoment(visitDeps(c), userOf(c).id, id, momento) });
  });

  return app;
}
