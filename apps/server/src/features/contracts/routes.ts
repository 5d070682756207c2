import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition, inlineDisposition } from '../../http/content-disposition';
import { notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { getBookingContract, getBookingContractPdf } from './service';

// A booking's contract (docs/product.md#contract): only its family and its caregiver; anyone else
// gets 404, the same as a booking that does not exist.

const idParam = z.strictObject({ id: z.uuid() });
const pdfQuery = z.strictObject({ download: z.literal('1').optional() });

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function contractRoutes() {
  const app = new Hono<AppEnv>();

  /** The contract's version, date and SHA-256 (null while the booking has none). */
  app.get('/bookings/:id/contract', requireUser(), async (c) => {
    const id = pathId(c);
    const contract = await getBookingContract({ db: c.get('deps').database.db }, memberOf(userOf(c)).id, id);
    if (contract === undefined) throw notFound();
    return c.json({ contract });
  });

  /** The stored PDF, exactly as made at acceptance: shown in the browser, or saved with ?download=1. */
  app.get('/bookings/:id/contract/pdf', requireUser(), async (c) => {
    const id = pathId(c);
    const { download } = readQuery(c, pdfQuery);
    const file = await getBookingContractPdf({ db: c.get('deps').database.db }, memberOf(userOf(c)).id, id);
    if (!file) throw notFound();
    const name = `contrato-cuidar-${id.slice(0, 8)}.pdf`;
    return c.body(file.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': download ? attachmentDisposition(name) : inlineDisposition(name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // The stored fingerprint, so anyone can compare what they received with what was recorded.
      'X-Content-SHA256': file.sha256,
    });
  });

  return app;
}
