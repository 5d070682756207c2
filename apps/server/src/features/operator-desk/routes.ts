import { checkItemSchema, decisionSchema, queueQuerySchema } from '@cuidar/domain/operator-desk';
import { VERIFICATION_CHECKS } from '@cuidar/domain/verification';
import { z } from '@cuidar/domain/validation';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requestOrigin } from '../../audit/audit';
import { requireOperator, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { inlineDisposition } from '../../http/content-disposition';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { decideCaregiver, getReview, getSummary, listQueue, readDocument, revealCpf, setCheck, type OperatorActor, type OperatorDeskDeps } from './service';

// /api/operador/*: the company's desk (docs/product.md#operators). requireOperator answers 401 to
// nobody signed in, 404 to families and caregivers (the routes do not exist for them) and 403 to an
// operator without two-factor sign-in.

const caregiverParam = z.strictObject({ id: z.uuid() });
const documentParam = z.strictObject({ id: z.uuid(), documentId: z.uuid() });
const checkParam = z.strictObject({ id: z.uuid(), item: z.enum(VERIFICATION_CHECKS) });

const depsOf = (c: Context<AppEnv>): OperatorDeskDeps => {
  const { database, storage, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, storage, mailer, logger, now, publicUrl: env.PUBLIC_URL };
};
const actorOf = (c: Context<AppEnv>): OperatorActor => ({ operatorId: userOf(c).id, origin: requestOrigin(c) });

export function operatorDeskRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/operador/*', requireOperator());

  app.get('/operador/resumo', async (c) => c.json(await getSummary(depsOf(c))));

  app.get('/operador/cuidadores', async (c) => c.json(await listQueue(depsOf(c), readQuery(c, queueQuerySchema))));

  app.get('/operador/cuidadores/:id', async (c) => {
    const { id } = parseWith(caregiverParam, c.req.param());
    return c.json(await getReview(depsOf(c), id));
  });

  app.get('/operador/cuidadores/:id/cpf', async (c) => {
    const { id } = parseWith(caregiverParam, c.req.param());
    return c.json(await revealCpf(depsOf(c), actorOf(c), id));
  });

  /** The document itself, shown inline from private storage; never cached, never sniffed. */
  app.get('/operador/cuidadores/:id/documentos/:documentId', async (c) => {
    const { id, documentId } = parseWith(documentParam, c.req.param());
    const file = await readDocument(depsOf(c), actorOf(c), id, documentId);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': inlineDisposition(file.nome),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.put('/operador/cuidadores/:id/checklist/:item', async (c) => {
    const { id, item } = parseWith(checkParam, c.req.param());
    const input = await readJson(c, checkItemSchema);
    return c.json({ check: await setCheck(depsOf(c), actorOf(c), id, item, input) });
  });

  app.post('/operador/cuidadores/:id/decisao', async (c) => {
    const { id } = parseWith(caregiverParam, c.req.param());
    const input = await readJson(c, decisionSchema);
    return c.json(await decideCaregiver(depsOf(c), actorOf(c), id, input));
  });

  return app;
}
