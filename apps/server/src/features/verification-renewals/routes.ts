import { renewalQueueQuerySchema } from '@cuidar/domain/operator-desk';
import { z } from '@cuidar/domain/validation';
import { CERTIFICATE_MAX_BYTES } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { renewalDecisionSchema, renewalFieldsSchema } from '@cuidar/domain/verification';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestOrigin } from '../../audit/audit';
import { requireOperator, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { parseWith, readJson, readQuery } from '../../http/validate';
import { decideRenewal, getRenewal, listRenewals, sendRenewal, type RenewalDeps } from './service';

// Renewals of the criminal-records certificate (docs/product.md#verification-renewal): the
// caregiver sends the new certificate here; operators list, read and decide them. The operator
// opens the file through the caregiver's audited document route (operator-desk).

const idParam = z.strictObject({ id: z.uuid() });

/** The upload has its own body limit (app.ts skips the JSON one for this exact path). */
export const RENEWAL_UPLOAD_PATH = '/api/caregiver/verification/renewal';
const UPLOAD_BODY_LIMIT = CERTIFICATE_MAX_BYTES + 64 * 1024;
// Shares the certificates' hourly budget: one more way to put a file in private storage.
const uploadsPerHour = { name: 'certificate-upload', limit: 40, windowSeconds: 3600 };

function renewalDepsOf(c: Context<AppEnv>): RenewalDeps {
  const { database, storage, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, storage, mailer, logger, now, publicUrl: env.PUBLIC_URL };
}

export function verificationRenewalRoutes() {
  const app = new Hono<AppEnv>();

  /** Multipart: 'file' (PDF or photo, 5 MB) and 'emitidoEm' (the issue date). */
  app.post(
    '/caregiver/verification/renewal',
    requireUser('cuidador'),
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.certificates.tooLarge, 'file');
      },
    }),
    async (c) => {
      const deps = renewalDepsOf(c);
      const userId = userOf(c).id;
      await hitRateLimit(deps.db, uploadsPerHour, userId, deps.now());
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw badRequest(messages.caregiverVerification.renewalFileRequired, 'file');
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch (error) {
        if (error instanceof AppError) throw error; // the body limit
        throw badRequest(messages.caregiverVerification.renewalFileRequired, 'file');
      }
      const files = form.getAll('file');
      const file = files[0];
      if (files.length !== 1 || !(file instanceof File)) throw badRequest(messages.caregiverVerification.renewalFileRequired, 'file');
      const { emitidoEm } = parseWith(renewalFieldsSchema(todayInSaoPaulo(deps.now())), { emitidoEm: form.get('emitidoEm') ?? '' });
      const incoming = { name: file.name, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) };
      return c.json(await sendRenewal(deps, userId, incoming, emitidoEm), 201);
    },
  );

  app.use('/operador/renovacoes', requireOperator());
  app.use('/operador/renovacoes/*', requireOperator());

  app.get('/operador/renovacoes', async (c) => c.json(await listRenewals(renewalDepsOf(c), readQuery(c, renewalQueueQuerySchema))));

  app.get('/operador/renovacoes/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    return c.json(await getRenewal(renewalDepsOf(c), id));
  });

  app.post('/operador/renovacoes/:id/decisao', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const input = await readJson(c, renewalDecisionSchema);
    return c.json(await decideRenewal(renewalDepsOf(c), { operatorId: userOf(c).id, origin: requestOrigin(c) }, id, input));
  });

  return app;
}
