import { PAYMENT_PROVIDERS } from './checkout';
import { centsSchema, idSchema, instantSchema } from './dto';
import { z } from './validation';

// Receipts of money the platform moved for a person (docs/product.md#receipts): a booking's
// payment and refund, a care plan's payment and refund, a caregiver's payout to the Pix key. Each is issued once, by the server, when the
// provider confirms the movement; only the person it belongs to may open it. The kind is a
// discriminator: each kind is one value here and one describer on the server.

export const RECEIPT_KINDS = ['booking_payment', 'booking_refund', 'plan_payment', 'plan_refund', 'payout'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The card or Pix of a payment; 'transfer' only for a refund our team sent by bank transfer. */
export const RECEIPT_METHODS = ['card', 'pix', 'transfer'] as const;
export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** One line of the amounts (subtotal, fee, total…), in centavos. */
export const receiptLineSchema = z.object({ label: z.string(), amountCents: centsSchema });

/** One labelled field of a receipt ('Pago por' → 'Helena Marcondes'). */
export const receiptFieldSchema = z.object({ label: z.string(), value: z.string() });

/**
 * GET /api/receipts/:id — laid out by the server: the fields (who paid, to whom, what for, method,
 * the provider's reference, date) and the amounts, so the page and the PDF show any kind alike.
 */
export const receiptDtoSchema = z.object({
  id: idSchema,
  /** Sequential, for people: 'Recibo nº 000123'. */
  number: z.number().int().positive(),
  kind: z.enum(RECEIPT_KINDS),
  title: z.string(),
  issuedAt: instantSchema,
  amountCents: centsSchema,
  fields: z.array(receiptFieldSchema),
  lines: z.array(receiptLineSchema),
  note: z.string().nullable(),
  /** Made in the built-in test environment: nothing was really charged. */
  isSandbox: z.boolean(),
  /** The booking it is about, for a link back; null for plans. */
  bookingId: idSchema.nullable(),
  method: z.enum(RECEIPT_METHODS).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS),
  providerReference: z.string().nullable(),
});
export type ReceiptDto = z.infer<typeof receiptDtoSchema>;
export const receiptResponseSchema = z.object({ receipt: receiptDtoSchema });

/** GET /api/receipts — the caller's receipts, newest first. */
export const receiptSummarySchema = receiptDtoSchema.pick({ id: true, number: true, kind: true, title: true, issuedAt: true, amountCents: true }).extend({ description: z.string() });
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
export const receiptListResponseSchema = z.object({ receipts: z.array(receiptSummarySchema) });

/** 'Recibo nº 000123' */
export const receiptNumberText = (n: number) => String(n).padStart(6, '0');
