import { careDiaryCorrectionSchema, careDiaryEntryInputSchema, careDiaryQuerySchema, careDiaryReportQuerySchema } from '@cuidar/domain/care-diary';
import { z } from '@cuidar/domain/validation';
import { CERTIFICATE_MAX_BYTES } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { AppError, badRequest, notFound } from '../../http/errors';
import { hitRateLimit } from '../../http/rate-limit';
import { readJson, readQuery } from '../../http/validate';
import { addDiaryPhoto, readDiaryPhoto, correctDiaryEntry, familyDiaryReportPdf, getCaregiverDiaryDay, listFamilyDiary, writeDiaryEntry, type CareDiaryDeps, type Viewer } from './service';

// The care diary (docs/product.md#care-diary): the day's caregiver writes and corrects (never
// deletes: there is no DELETE route); the family reads and exports. Anyone else's day or entry
// answers 404, like one that does not exist.

const idParam = z.strictObject({ id: z.uuid() });
const photosPerHour = { name: 'care-diary-photo', limit: 60, windowSeconds: 3600 };

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

function deps(c: Context<AppEnv>): CareDiaryDeps {
  const { database, mailer, logger, now, env, storage } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL, storage };
}

const familiaParam = z.strictObject({ familiaId: z.string().min(1).max(64) });

/** The followed family in a relative's path; a malformed one is a family that does not exist. */
function familyParam(c: Context<AppEnv>): string {
  const parsed = familiaParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.familiaId;
}

function reportAnswer(c: Context<AppEnv>, inicio: string, fim: string, bytes: Uint8Array) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentDisposition(`relatorio-de-cuidados-${inicio}-a-${fim}.pdf`),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

function viewerOf(c: Context<AppEnv>): Viewer {
  const user = userOf(c);
  return { id: user.id, role: user.role };
}

export function careDiaryRoutes() {
  const app = new Hono<AppEnv>();

  /** The caregiver's day: her entries while writing is open, and whether it is. */
  app.get('/care-diary/days/:id', requireUser('cuidador'), async (c) => c.json(await getCaregiverDiaryDay(deps(c), userOf(c).id, pathId(c))));

  app.post('/care-diary/days/:id/entries', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    const input = await readJson(c, careDiaryEntryInputSchema);
    return c.json({ entry: await writeDiaryEntry(deps(c), userOf(c).id, id, input) }, 201);
  });

  app.post('/care-diary/entries/:id/corrections', requireUser('cuidador'), async (c) => {
    const id = pathId(c);
    const input = await readJson(c, careDiaryCorrectionSchema);
    return c.json({ entry: await correctDiaryEntry(deps(c), userOf(c).id, id, input) }, 201);
  });

  /** One photo per request (multipart field "file"), up to 3 per entry; the body limit as for certificates. */
  app.post(
    '/care-diary/entries/:id/photos',
    requireUser('cuidador'),
    bodyLimit({
      maxSize: CERTIFICATE_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, messages.careDiary.photoTooLarge, 'file');
      },
    }),
    async (c) => {
      const id = pathId(c);
      const d = deps(c);
      await hitRateLimit(d.db, photosPerHour, userOf(c).id, d.now());
      if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw badRequest(messages.careDiary.photoMissing, 'file');
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch (error) {
        if (error instanceof AppError) throw error; // the body limit
        throw badRequest(messages.careDiary.photoMissing, 'file');
      }
      const files = form.getAll('file');
      const file = files[0];
      if (files.length !== 1 || !(file instanceof File)) throw badRequest(messages.careDiary.photoMissing, 'file');
      const foto = await addDiaryPhoto(d, userOf(c).id, id, { size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) });
      return c.json({ foto }, 201);
    },
  );

  /** A photo: the family of its day and the caregiver who wrote it; an image checked by its bytes, never anything else. */
  app.get('/care-diary/photos/:id', requireUser(), async (c) => {
    const photo = await readDiaryPhoto(deps(c), viewerOf(c), pathId(c));
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': photo.mime,
      'Content-Length': String(photo.bytes.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  /** The family's diary: a day or a week, optionally one type. */
  app.get('/care-diary', requireUser('familia'), async (c) => {
    const query = readQuery(c, careDiaryQuerySchema);
    return c.json({ items: await listFamilyDiary(deps(c), viewerOf(c), query) });
  });

  /** A relative reads the diary of a family they follow (docs/product.md#relatives): the same day or week, the same report. */
  app.get('/familiar/familias/:familiaId/diario', requireUser('familiar'), async (c) => {
    const query = readQuery(c, careDiaryQuerySchema);
    return c.json({ items: await listFamilyDiary(deps(c), viewerOf(c), query, familyParam(c)) });
  });

  app.get('/familiar/familias/:familiaId/diario/relatorio.pdf', requireUser('familiar'), async (c) => {
    const { inicio, fim } = readQuery(c, careDiaryReportQuerySchema);
    return reportAnswer(c, inicio, fim, await familyDiaryReportPdf(deps(c), viewerOf(c), inicio, fim, familyParam(c)));
  });

  /** 'Relatório para o médico' (PDF). */
  app.get('/care-diary/report.pdf', requireUser('familia'), async (c) => {
    const { inicio, fim } = readQuery(c, careDiaryReportQuerySchema);
    return reportAnswer(c, inicio, fim, await familyDiaryReportPdf(deps(c), viewerOf(c), inicio, fim));
  });

  return app;
}
