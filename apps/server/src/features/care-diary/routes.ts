import { careDiaryCorrectionSchema, careDiaryEntryInputSchema, careDiaryQuerySchema, careDiaryReportQuerySchema } from '@cuidar/domain/care-diary';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { correctDiaryEntry, familyDiaryReportPdf, getCaregiverDiaryDay, listFamilyDiary, writeDiaryEntry, type CareDiaryDeps, type Viewer } from './service';

// The care diary (docs/product.md#care-diary): the day's caregiver writes and corrects (never
// deletes: there is no DELETE route); the family reads and exports. Anyone else's day or entry
// answers 404, like one that does not exist.

const idParam = z.strictObject({ id: z.uuid() });

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

function deps(c: Context<AppEnv>): CareDiaryDeps {
  const { database, mailer, logger, now, env } = c.get('deps');
  return { db: database.db, mailer, logger, now, publicUrl: env.PUBLIC_URL };
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

  /** The family's diary: a day or a week, optionally one type. */
  app.get('/care-diary', requireUser('familia'), async (c) => {
    const query = readQuery(c, careDiaryQuerySchema);
    return c.json({ items: await listFamilyDiary(deps(c), viewerOf(c), query) });
  });

  /** 'Relatório para o médico' (PDF). */
  app.get('/care-diary/report.pdf', requireUser('familia'), async (c) => {
    const { inicio, fim } = readQuery(c, careDiaryReportQuerySchema);
    const bytes = await familyDiaryReportPdf(deps(c), viewerOf(c), inicio, fim);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`relatorio-de-cuidados-${inicio}-a-${fim}.pdf`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
