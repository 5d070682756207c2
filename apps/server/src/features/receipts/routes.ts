import { receiptNumberText } from '@cuidar/domain/receipts';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import { memberOf, requireUser, userOf } from '../../auth/session';
import type { AppEnv } from '../../context';
import { attachmentDisposition } from '../../http/content-disposition';
import { notFound } from '../../http/errors';
import { getReceipt, listReceipts, renderReceiptPdf } from './service';

// Receipts (docs/product.md#receipts): each only for the person it belongs to; anyone else's id
// answers 404, the same as one that does not exist.

const idParam = z.strictObject({ id: z.uuid() });

function pathId(c: Context<AppEnv>): string {
  const parsed = idParam.safeParse(c.req.param());
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

export function receiptRoutes() {
  const app = new Hono<AppEnv>();

  /** The caller's receipts, newest first. */
  app.get('/receipts', requireUser(), async (c) => {
    return c.json({ receipts: await listReceipts({ db: c.get('deps').database.db }, memberOf(userOf(c)).id) });
  });

  app.get('/receipts/:id', requireUser(), async (c) => {
    const receipt = await getReceipt({ db: c.get('deps').database.db }, memberOf(userOf(c)).id, pathId(c));
    if (!receipt) throw notFound();
    return c.json({ receipt });
  });

  /** The same receipt as a PDF, to save or print. */
  app.get('/receipts/:id/pdf', requireUser(), async (c) => {
    const receipt = await getReceipt({ db: c.get('deps').database.db }, memberOf(userOf(c)).id, pathId(c));
    if (!receipt) throw notFound();
    const bytes = await renderReceiptPdf(receipt);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(`recibo-cuidar-${receiptNumberText(receipt.number)}.pdf`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
