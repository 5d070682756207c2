import { CERTIFICATE_MAX_BYTES } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { todayInSaoPaulo } from '@cuidar/domain/time';
import { z } from '@cuidar/domain/validation';
import { documentUploadFieldsSchema } from '@cuidar/domain/verification';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { AppError, badRequest } from '../../http/errors';
import { attachmentDisposition } from '../../http/content-disposition';
import { hitRateLimit } from '../../http/rate-limit';
import { parseWith } from '../../http/validate';
import { listCertificates, readCertificate, removeCertificate, uploadCertificate, uploadVerificationDocument, type CertificateDeps } from './service';

/** The upload route's own body limit: one 5 MB file plus the multipart envelope. */
export const CERTIFICATE_UPLOAD_PATH = '/api/caregiver/certificates';
const UPLOAD_BODY_LIMIT = CERTIFICATE_MAX_BYTES + 64 * 1024;

const idParam = z.strictObject({ id: z.uuid() });
const uploadsPerHour = { name: 'certificate-upload', limit: 40, windowSeconds: 3600 };

const depsOf = (c: { get: (key: 'deps') => AppEnv['Variables']['deps'] }): CertificateDeps => {
  const { database, storage, logger, now } = c.get('deps');
  return { db: database.db, storage, logger, now };
};

export function certificateRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/caregiver/certificates', requireUser('cuidador'));
  app.use('/caregiver/certificates/*', requireUser('cuidador'));

  /** One file per request (multipart field "file"), so the browser can show each one's progress. */
  app.post(
    '/caregiver/certificates',
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.certificates.tooLarge, 'file');
      },
    }),
    async (c) => {
      const user = userOf(c);
      const deps = depsOf(c);
      await hitRateLimit(deps.db, uploadsPerHour, user.id, deps.now());
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
        throw badRequest(messages.certificates.missingFile, 'file');
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch (error) {
        if (error instanceof AppError) throw error; // the body limit
        throw badRequest(messages.certificates.missingFile, 'file');
      }
      const files = form.getAll('file');
      const file = files[0];
      if (files.length !== 1 || !(file instanceof File)) throw badRequest(messages.certificates.missingFile, 'file');
      // The same path carries verification documents: 'tipo' says which, dated ones add 'emitidoEm'.
      const fields = parseWith(documentUploadFieldsSchema(todayInSaoPaulo(deps.now())), {
        tipo: form.get('tipo') ?? 'certificado',
        ...(form.has('emitidoEm') ? { emitidoEm: form.get('emitidoEm') } : {}),
      });
      const incoming = { name: file.name, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) };
      if (fields.tipo === 'certificado') {
        const certificate = await uploadCertificate(deps, user.id, incoming);
        return c.json({ certificate }, 201);
      }
      const documento = await uploadVerificationDocument(deps, user.id, incoming, fields);
      return c.json({ documento }, 201);
    },
  );

  app.get('/caregiver/certificates', async (c) => {
    const certificates = await listCertificates(c.get('deps').database.db, userOf(c).id);
    return c.json({ certificates });
  });

  /** Only the owner gets the bytes, always as a download (never rendered by the browser). */
  app.get('/caregiver/certificates/:id/file', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const file = await readCertificate(depsOf(c), userOf(c).id, id);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.nome),
      'Cache-Control': 'private, no-store',
    });
  });

  app.delete('/caregiver/certificates/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    await removeCertificate(depsOf(c), userOf(c).id, id);
    return c.json({ ok: true });
  });

  return app;
}
