import { Hono } from 'hono';
import { recordAuditEvent } from '../../audit/audit';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { hitRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { buildPersonalDataExport } from './service';

/** Building an export reads every table and every file of the person: a few per hour is plenty. */
export const exportPerUser: RateLimitRule = { name: 'data-export-user', limit: 5, windowSeconds: 3600 };

export function dataExportRoutes() {
  const app = new Hono<AppEnv>();

  /** 'Baixar meus dados': a zip of the caller's own data (the id comes from the session only). */
  app.get('/account/export', requireUser(), async (c) => {
    const { database, storage, logger, now } = c.get('deps');
    const user = userOf(c);
    await hitRateLimit(database.db, exportPerUser, user.id);
    const { fileName, bytes } = await buildPersonalDataExport({ db: database.db, storage, logger, now }, user.id);
    await recordAuditEvent(c, { action: 'data_exported', actorId: user.id, subjectId: user.id });
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(fileName),
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
