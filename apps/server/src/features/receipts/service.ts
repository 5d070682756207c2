import { formatBookingPeriod, formatDateTime, formatLongDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages, notificationMessages } from '@cuidar/domain/messages';
import { fullName } from '@cuidar/domain/names';
import { payoutDestination } from '@cuidar/domain/payouts';
import { findPlan } from '@cuidar/domain/plans';
import { receiptNumberText, type ReceiptDto, type ReceiptKind, type ReceiptMethod, type ReceiptSummary } from '@cuidar/domain/receipts';
import { paths } from '@cuidar/domain/routes';
import type { PaymentProviderKind } from '@cuidar/domain/checkout';
import type { NotificationType } from '@cuidar/domain/constants';
import { inBackground } from '../../background';
import type { Database, Executor } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { paymentReceiptMail, payoutSentMail, refundReceiptMail, teamRefundReceiptMail, type RenderedMail } from '../../mail/templates';
import { renderPdf } from '../../pdf/render';
import { transactionWithEvents } from '../../realtime/events';
import { createNotification } from '../notifications/service';
import { findOwnerContact, findReceiptById, findReceiptOfOwner, findReceiptsOf, insertReceipt, insertReceipts, type ReceiptRow } from './repository';

// Receipts (docs/product.md#receipts, ADR 0037). Each money movement a person makes or receives
// through the platform gets one receipt, issued in the transaction that records the movement
// (unique by its source), with a notification; the e-mail goes after the commit. A receipt row
// holds ids and amounts; the page and the PDF are laid out from it when asked, by the describer of
// its kind (a booking's or a plan's payment or refund, a caregiver's payout).

const r = messages.receipts;

export interface IssueReceiptInput {
  kind: ReceiptKind;
  /** What it is the receipt of, once: 'booking_payment:<booking payment id>'… */
  sourceKey: string;
  ownerId: string;
  pedidoId?: string | null;
  subscriptionId?: string | null;
  payoutId?: string | null;
  amountCents: number;
  subtotalCents?: number | null;
  feeCents?: number | null;
  method: ReceiptMethod | null;
  provider: PaymentProviderKind;
  providerReference: string | null;
  /** A refund the provider refused and our team returned by its own transfer (then `method` is that transfer's, `providerReference` its reference). */
  settledBy?: 'provider' | 'team';
  reason?: string | null;
  issuedAt: Date;
}

interface Describer {
  notification: NotificationType;
  /** What the notification and the e-mail say it was for. */
  what(row: ReceiptRow): string;
  /** The notification's words. */
  notice(amount: string, row: ReceiptRow): string;
  mail(input: { name: string; amount: string; what: string; when: string; url: string }, row: ReceiptRow): RenderedMail;
  /** The e-mail's kind in the outbox. */
  mailKind: string;
  fields(row: ReceiptRow): { label: string; value: string }[];
  lines(row: ReceiptRow): { label: string; amountCents: number }[];
  note(row: ReceiptRow): string | null;
}

const ownerName = (row: ReceiptRow) => fullName({ firstName: row.ownerFirstName, lastName: row.ownerLastName });
const caregiverName = (row: ReceiptRow) => fullName({ firstName: row.caregiverFirstName, lastName: row.caregiverLastName });
const bookingWhat = (row: ReceiptRow) => {
  // A 'Plantão Avulso' says so (docs/product.md#single-shift).
  const describe = row.modalidade === 'avulso' ? messages.singleShift.receiptFor : r.bookingFor;
  return row.dataInicio && row.dataFim && row.horaInicio && row.horaFim
    ? describe(caregiverName(row), formatBookingPeriod({ dataInicio: row.dataInicio, dataFim: row.dataFim, horaInicio: row.horaInicio.slice(0, 5), horaFim: row.horaFim.slice(0, 5), diasSemana: row.diasSemana }))
    : describe(caregiverName(row), '');
};
const planTitle = (row: ReceiptRow) => findPlan(row.planId ?? '')?.title ?? '';
const methodField = (row: ReceiptRow) => (row.method ? [{ label: r.method, value: r.methods[row.method] }] : []);
const providerField = (row: ReceiptRow) => [{ label: r.provider, value: row.providerReference ?? '—' }];
const dateField = (row: ReceiptRow) => [{ label: r.date, value: formatDateTime(row.issuedAt) }];
/** A plan's refund: the withdrawal's (the monthly charge), or what was left in its account at the end. */
const planRefundWhat = (row: ReceiptRow): string =>
  row.reason === 'sobra_do_plano' ? r.planLeftoverFor(planTitle(row)) : r.planFor(planTitle(row));

const refundReason = (reason: string | null): string | null =>
  reason && reason in r.refundReasons ? r.refundReasons[reason as keyof typeof r.refundReasons] : null;

/**
 * A refund's method and reference: the provider's, or, when the provider refused it and our team
 * sent the money itself (docs/product.md#receipts), the team's Pix or bank transfer and its reference.
 */
const teamMethod = (row: ReceiptRow): 'pix' | 'transfer' => (row.method === 'transfer' ? 'transfer' : 'pix');
const refundFields = (row: ReceiptRow) =>
  row.settledBy === 'team'
    ? [
        { label: r.teamRefund.method, value: r.teamRefund.methods[teamMethod(row)] },
        { label: r.teamRefund.reference, value: row.providerReference ?? '—' },
      ]
    : [...methodField(row), ...providerField(row)];
const refundNote = (row: ReceiptRow) =>
  [refundReason(row.reason), row.settledBy === 'team' ? r.teamRefund.note : r.refundNote].filter(Boolean).join(' ');
const refundMail = (input: Parameters<typeof refundReceiptMail>[0], row: ReceiptRow): RenderedMail =>
  row.settledBy === 'team' ? teamRefundReceiptMail({ ...input, method: teamMethod(row) }) : refundReceiptMail(input);

const describers: Record<ReceiptKind, Describer> = {
  booking_payment: {
    notification: 'pagamento_confirmado',
    what: bookingWhat,
    notice: (amount, row) => notificationMessages.paymentConfirmed(amount, bookingWhat(row)),
    mail: paymentReceiptMail,
    mailKind: 'pagamento-confirmado',
    fields: (row) => [
      { label: r.payer, value: ownerName(row) },
      { label: r.payee, value: r.cuidarAsIntermediary(caregiverName(row)) },
      { label: r.description, value: bookingWhat(row) },
      ...methodField(row),
      ...providerField(row),
      ...dateField(row),
    ],
    lines: (row) => [
      ...(row.subtotalCents !== null ? [{ label: r.subtotal, amountCents: row.subtotalCents }] : []),
      ...(row.feeCents !== null ? [{ label: r.fee, amountCents: row.feeCents }] : []),
      { label: r.total, amountCents: row.amountCents },
    ],
    note: () => null,
  },
  booking_refund: {
    notification: 'reembolso_realizado',
    what: bookingWhat,
    notice: (amount, row) => notificationMessages.refundMade(amount, bookingWhat(row)),
    mail: refundMail,
    mailKind: 'reembolso',
    fields: (row) => [
      { label: r.refundTo, value: ownerName(row) },
      { label: r.refundFrom, value: r.cuidar },
      { label: r.description, value: bookingWhat(row) },
      ...refundFields(row),
      ...dateField(row),
    ],
    lines: (row) => [{ label: r.refunded, amountCents: row.amountCents }],
    note: refundNote,
  },
  plan_payment: {
    notification: 'pagamento_confirmado',
    what: (row) => r.planFor(planTitle(row)),
    notice: (amount, row) => notificationMessages.paymentConfirmed(amount, r.planFor(planTitle(row))),
    mail: paymentReceiptMail,
    mailKind: 'pagamento-confirmado',
    fields: (row) => [
      { label: r.payer, value: ownerName(row) },
      { label: r.payee, value: r.cuidar },
      { label: r.description, value: r.planFor(planTitle(row)) },
      ...methodField(row),
      ...providerField(row),
      ...dateField(row),
    ],
    lines: (row) => [{ label: r.monthly, amountCents: row.amountCents }],
    note: () => null,
  },
  plan_refund: {
    notification: 'reembolso_realizado',
    what: (row) => planRefundWhat(row),
    notice: (amount, row) => notificationMessages.refundMade(amount, planRefundWhat(row)),
    mail: refundMail,
    mailKind: 'reembolso',
    fields: (row) => [
      { label: r.refundTo, value: ownerName(row) },
      { label: r.refundFrom, value: r.cuidar },
      { label: r.description, value: planRefundWhat(row) },
      ...refundFields(row),
      ...dateField(row),
    ],
    lines: (row) => [{ label: r.refunded, amountCents: row.amountCents }],
    note: refundNote,
  },
  // The caregiver's weekly payout (docs/product.md#earnings): issued when the provider confirms the
  // transfer; to the Pix key, shown masked as it was when the payout was made, or, through Stripe,
  // to her connected account.
  payout: {
    notification: 'repasse',
    what: (row) => r.payoutWhat(row.payoutDay ? formatShortDate(row.payoutDay) : formatShortDate(row.issuedAt)),
    notice: (amount, row) => notificationMessages.payoutSent(amount, payoutDestination(row.provider, row.payoutKeyMasked ?? '')),
    mail: (input, row) => payoutSentMail({ name: input.name, amount: input.amount, destination: payoutDestination(row.provider, row.payoutKeyMasked ?? ''), when: input.when, url: input.url }),
    mailKind: 'repasse-enviado',
    fields: (row) => [
      { label: r.payoutTo, value: ownerName(row) },
      row.provider === 'stripe' ? { label: r.payoutAccount, value: r.payoutAccountStripe } : { label: r.pixKey, value: row.payoutKeyMasked ?? '—' },
      { label: r.payoutFrom, value: r.cuidar },
      { label: r.description, value: r.payoutDescription },
      ...(row.payoutDay ? [{ label: r.payoutDay, value: formatShortDate(row.payoutDay) }] : []),
      { label: r.payoutReference, value: row.providerReference ?? '—' },
      ...dateField(row),
    ],
    lines: (row) => [{ label: r.transferred, amountCents: row.amountCents }],
    note: () => r.payoutNote,
  },
};

const describerOf = (kind: string): Describer => {
  const describer = describers[kind as ReceiptKind];
  if (!describer) throw new Error(`recibo de tipo desconhecido: ${kind}`);
  return describer;
};

export interface IssuedReceipt {
  id: string;
  ownerId: string;
}

/**
 * Inside the transaction that records the movement: the receipt, once per source, and the
 * owner's notification linking to it. Answers the receipt when it is new (send its e-mail after the
 * commit with mailReceipt), null when this movement already had one.
 */
export async function issueReceipt(tx: Executor, input: IssueReceiptInput): Promise<IssuedReceipt | null> {
  const inserted = await insertReceipt(tx, {
    kind: input.kind,
    sourceKey: input.sourceKey,
    ownerId: input.ownerId,
    pedidoId: input.pedidoId ?? null,
    subscriptionId: input.subscriptionId ?? null,
    payoutId: input.payoutId ?? null,
    amountCents: input.amountCents,
    subtotalCents: input.subtotalCents ?? null,
    feeCents: input.feeCents ?? null,
    method: input.method,
    provider: input.provider,
    providerReference: input.providerReference,
    settledBy: input.settledBy ?? 'provider',
    reason: input.reason ?? null,
    issuedAt: input.issuedAt,
  });
  if (!inserted) return null;
  const row = await findReceiptById(tx, inserted.id);
  if (!row) return null;
  const describer = describerOf(row.kind);
  const amount = formatCentavos(row.amountCents);
  // A deleted account is still paid back or paid out (ADR 0013, 0063) and keeps the receipt as a
  // financial record, but nobody can read a notification any more: none is written.
  if ((await findOwnerContact(tx, row.ownerId))?.deletedAt) return { id: row.id, ownerId: row.ownerId };
  await createNotification(tx, {
    userId: row.ownerId,
    tipo: describer.notification,
    mensagem: describer.notice(amount, row),
    link: paths.recibo(row.id),
    dedupeKey: `recibo:${row.id}`,
  });
  return { id: row.id, ownerId: row.ownerId };
}

/** The demo seed's paid bookings: their receipts in one statement, with no notification or e-mail. */
export function issueSeededReceipts(tx: Executor, inputs: readonly IssueReceiptInput[]): Promise<void> {
  return insertReceipts(
    tx,
    inputs.map((input) => ({
      kind: input.kind,
      sourceKey: input.sourceKey,
      ownerId: input.ownerId,
      pedidoId: input.pedidoId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      amountCents: input.amountCents,
      subtotalCents: input.subtotalCents ?? null,
      feeCents: input.feeCents ?? null,
      method: input.method,
      provider: input.provider,
      providerReference: input.providerReference,
      reason: input.reason ?? null,
      issuedAt: input.issuedAt,
    })),
  );
}

/**
 * A refund the provider confirmed: its row marked done and the owner's receipt (with its
 * notification) written in one transaction, the first time only; then the receipt's e-mail when
 * there is a mailer (a bare job run has none: the notification still tells).
 */
export async function recordConfirmedRefund(
  deps: { db: Database; logger: Logger; mailer?: Mailer; publicUrl?: string },
  markDone: (tx: Executor) => Promise<boolean>,
  receipt: IssueReceiptInput,
): Promise<void> {
  const issued = await transactionWithEvents(deps.db, async (tx) => ((await markDone(tx)) ? issueReceipt(tx, receipt) : null));
  if (deps.mailer && deps.publicUrl !== undefined) mailReceipt({ db: deps.db, logger: deps.logger, mailer: deps.mailer, publicUrl: deps.publicUrl }, issued);
}

/**
 * A refund the provider refused that our team paid back itself (docs/product.md#operators): only a
 * pending one whose provider's last answer was a refusal. Marked done by the team, the caller's own
 * record (`alsoRecord`, the operator's audit row) and the family's receipt in one transaction, as
 * recordConfirmedRefund; 'not_pending' when it is done or gone (another operator, or the job).
 */
export async function recordTeamRefund<R extends { status: string; lastErrorRefused: boolean; familiaId: string; amountCents: number }>(
  deps: { db: Database; logger: Logger; mailer?: Mailer | undefined; publicUrl?: string | undefined },
  refund: R | undefined,
  markDone: (tx: Executor) => Promise<boolean>,
  receipt: (refund: R) => IssueReceiptInput,
  alsoRecord: (tx: Executor, refund: R) => Promise<void>,
): Promise<'done' | 'not_pending' | 'not_refused'> {
  if (!refund || refund.status !== 'pending') return 'not_pending';
  if (!refund.lastErrorRefused) return 'not_refused';
  let marked = false;
  await recordConfirmedRefund(
    { db: deps.db, logger: deps.logger, ...(deps.mailer ? { mailer: deps.mailer } : {}), ...(deps.publicUrl !== undefined ? { publicUrl: deps.publicUrl } : {}) },
    async (tx) => {
      marked = await markDone(tx);
      if (marked) await alsoRecord(tx, refund);
      return marked;
    },
    { ...receipt(refund), settledBy: 'team' },
  );
  return marked ? 'done' : 'not_pending';
}

/** After the commit: the receipt's e-mail. A failure is logged; the notification is what counts. */
export function mailReceipt(deps: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string }, issued: IssuedReceipt | null): void {
  if (!issued) return;
  inBackground(
    (async () => {
      try {
        const [row, contact] = await Promise.all([findReceiptById(deps.db, issued.id), findOwnerContact(deps.db, issued.ownerId)]);
        if (!row || !contact || contact.deletedAt) return;
        const describer = describerOf(row.kind);
        const mail = describer.mail(
          {
            name: contact.firstName,
            amount: formatCentavos(row.amountCents),
            what: describer.what(row),
            when: formatLongDateTime(row.issuedAt),
            url: `${deps.publicUrl}${paths.recibo(row.id)}`,
          },
          row,
        );
        await deps.mailer.send({ ...mail, to: contact.email, kind: describer.mailKind });
      } catch (error) {
        deps.logger.warn('[receipts] e-mail do recibo não enviado', error);
      }
    })(),
  );
}

function toDto(row: ReceiptRow): ReceiptDto {
  const describer = describerOf(row.kind);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as ReceiptKind,
    title: r.titles[row.kind as ReceiptKind],
    issuedAt: row.issuedAt.toISOString(),
    amountCents: row.amountCents,
    fields: describer.fields(row),
    lines: describer.lines(row),
    note: describer.note(row) || null,
    isSandbox: row.provider === 'sandbox',
    bookingId: row.pedidoId,
    method: row.method,
    provider: row.provider,
    providerReference: row.providerReference,
  };
}

/** The caller's receipts, newest first. */
export async function listReceipts(deps: { db: Executor }, ownerId: string): Promise<ReceiptSummary[]> {
  return (await findReceiptsOf(deps.db, ownerId)).map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind as ReceiptKind,
    title: r.titles[row.kind as ReceiptKind],
    issuedAt: row.issuedAt.toISOString(),
    amountCents: row.amountCents,
    description: describerOf(row.kind).what(row),
  }));
}

/** One receipt of the caller's; undefined for anyone else (→ 404). */
export async function getReceipt(deps: { db: Database }, ownerId: string, id: string): Promise<ReceiptDto | undefined> {
  const row = await findReceiptOfOwner(deps.db, id, ownerId);
  return row ? toDto(row) : undefined;
}

/** The receipt as a PDF, laid out from the same data as the page. */
export function renderReceiptPdf(receipt: ReceiptDto): Promise<Uint8Array> {
  return renderPdf({
    title: receipt.title,
    preamble: [r.number(receiptNumberText(receipt.number)), ...(receipt.isSandbox ? [receipt.kind === 'payout' ? r.sandboxPayout : r.sandbox] : [])],
    sections: [
      { rows: receipt.fields.map((f) => [f.label, f.value] as const) },
      { heading: r.amount, rows: receipt.lines.map((l) => [l.label, formatCentavos(l.amountCents)] as const), emphasizeLastRow: true },
      ...(receipt.note ? [{ paragraphs: [receipt.note] }] : []),
    ],
    footer: `Cuidar · ${r.number(receiptNumberText(receipt.number))}`,
    createdAt: new Date(receipt.issuedAt),
  });
}
