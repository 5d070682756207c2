import { weekdayOf } from './calendar-date';
import { calendarDaySchema, centsSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { payoutsLabels } from './messages/labels/payouts';
import { addDaysToDate } from './time';
import { z } from './validation';
import { isValidCpf, maskedCpf } from './verification';

// The caregiver's payout key and the weekly payouts (docs/product.md#earnings, ADR 0035).

/** Pix key types a caregiver may register: CPF, e-mail, mobile phone or random key (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'email', 'celular', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = payoutsLabels.pixKeyType;

export const PAYOUT_STATUSES = ['requested', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Default payout day: Wednesday (0 Sunday … 6 Saturday), São Paulo calendar; PAYOUT_WEEKDAY overrides. */
export const DEFAULT_PAYOUT_WEEKDAY = 3;
/** Default smallest balance paid out: R$ 10,00; PAYOUT_MINIMUM_CENTAVOS overrides. */
export const DEFAULT_PAYOUT_MINIMUM_CENTS = 1000;

export const WEEKDAY_NAMES = payoutsLabels.weekdays;

/**
 * Where a payout goes, in words (docs/product.md#earnings): through Stripe, the caregiver's connected
 * account (Stripe Connect pays it to her bank account); otherwise the Pix key, masked.
 */
export function payoutDestination(provider: 'stripe' | 'sandbox', keyMasked: string | null): string {
  return provider === 'stripe' ? payoutsLabels.destination.stripe : payoutsLabels.destination.pix(keyMasked ?? '');
}

/** The same as a label of its own, for the transfers' list and the statement: 'Chave Pix jo***@exemplo.com.br'. */
export function payoutDestinationLabel(provider: 'stripe' | 'sandbox', keyMasked: string | null): string {
  return provider === 'stripe' ? payoutsLabels.destinationLabel.stripe : payoutsLabels.destinationLabel.pix(keyMasked ?? '');
}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Pix limits e-mail keys to 77 characters. */
const EMAIL_MAX = 77;

/**
 * The key as the Pix directory writes it, or null when it is not a valid key of that type:
 * CPF → 11 digits (check digits verified); e-mail → lower case; celular → +55 DDD 9xxxxxxxx (a
 * Brazilian mobile with its area code, typed with or without +55, spaces, dashes or brackets);
 * aleatória → the UUID in lower case.
 */
export function normalizePixKey(tipo: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (tipo) {
    case 'cpf':
      return /^[\d.\-\s]+$/.test(value) && isValidCpf(value) ? digitsOnly(value) : null;
    case 'email': {
      const email = value.toLowerCase();
      return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : null;
    }
    case 'celular': {
      if (!/^\+?[\d\s().-]+$/.test(value)) return null;
      let digits = digitsOnly(value);
      if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
      // DDD: two digits, neither 0; a mobile number has 9 digits starting with 9.
      if (!/^[1-9]{2}9\d{8}$/.test(digits)) return null;
      return `+55${digits}`;
    }
    case 'aleatoria':
      return UUID.test(value) ? value.toLowerCase() : null;
  }
}

/** Enough of the key for the caregiver to recognise it, never the whole of it. */
export function maskPixKey(tipo: PixKeyType, key: string): string {
  switch (tipo) {
    case 'cpf':
      return maskedCpf(key);
    case 'email': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 2)}***@${domain}`;
    }
    case 'celular':
      return key.length === 14 ? `+55 (${key.slice(3, 5)}) *****-${key.slice(-4)}` : '***';
    case 'aleatoria':
      return `${key.slice(0, 4)}…${key.slice(-4)}`;
  }
}

const k = messages.payouts;

/** PUT /api/caregiver/payout-key: the key's type and value, checked and normalized. */
export const payoutKeyInputSchema = z
  .strictObject({
    tipo: z.enum(PIX_KEY_TYPES, { error: k.keyTypeRequired }),
    valor: z.string({ error: k.keyRequired }).trim().min(1, k.keyRequired).max(120, k.keyInvalid.aleatoria),
  })
  .superRefine((input, ctx) => {
    if (normalizePixKey(input.tipo, input.valor) === null) ctx.addIssue({ code: 'custom', path: ['valor'], message: k.keyInvalid[input.tipo] });
  })
  .transform((input) => ({ tipo: input.tipo, valor: normalizePixKey(input.tipo, input.valor)! }));
export type PayoutKeyInput = z.input<typeof payoutKeyInputSchema>;

export const payoutKeyDtoSchema = z.object({
  tipo: z.enum(PIX_KEY_TYPES),
  /** Masked: the whole key never leaves the server again. */
  mascarada: z.string(),
  atualizadaEm: instantSchema,
});
export type PayoutKeyDto = z.infer<typeof payoutKeyDtoSchema>;
/** GET /api/caregiver/payout-key */
export const payoutKeyResponseSchema = z.object({ key: payoutKeyDtoSchema.nullable() });
export type PayoutKeyResponse = z.infer<typeof payoutKeyResponseSchema>;

/**
 * Where payouts go when they are sent through Stripe Connect (docs/product.md#earnings): the
 * caregiver's connected account, opened and completed on Stripe's own pages.
 */
export const PAYOUT_ACCOUNT_STATUSES = ['nao_conectada', 'cadastro_incompleto', 'pronta'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];
/** GET /api/caregiver/payout-account: `required` false (and status null) when payouts need no connected account. */
export const payoutAccountResponseSchema = z.object({ required: z.boolean(), status: z.enum(PAYOUT_ACCOUNT_STATUSES).nullable() });
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;
/** POST /api/caregiver/payout-account/onboarding: Stripe's one-time page for this caregiver. */
export const payoutAccountLinkResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

// ── The weekly payout day ───────────────────────────────────────────────────────────────────

/** Whether `today` (São Paulo, yyyy-MM-dd) is the payout day. */
export function isPayoutDay(today: string, weekday: number): boolean {
  return weekdayOf(today) === weekday;
}

/** The next payout day from `today` on (today itself when it is one). */
export function nextPayoutDate(today: string, weekday: number): string {
  return addDaysToDate(today, (weekday - weekdayOf(today) + 7) % 7);
}

/**
 * The day a caregiver's available balance is paid: the next payout day, or the one a week later
 * when she was paid out today already (one payout per caregiver and day).
 */
export function nextPayoutDateOf(today: string, weekday: number, paidOutToday: boolean): string {
  const next = nextPayoutDate(today, weekday);
  return paidOutToday ? addDaysToDate(next, 7) : next;
}

/** One payout per caregiver and payout day: the key of its row and of its ledger posting. */
export function payoutIdempotencyKey(cuidadorId: string, payoutDay: string): string {
  return `payout:${cuidadorId}:${payoutDay}`;
}

// ── Which booking's money was paid out (first released, first paid) ─────────────────────────

export interface ReleasableDay {
  pedidoId: string;
  netCents: number;
  /** When the day's money reached 'disponível'; null while it is still held. */
  releasedAt: Date | null;
}

export interface SentPayout {
  amountCents: number;
  /** When the payout was made (paid), or asked of the provider (still on its way). */
  at: Date;
}

export type BookingMoneyState = { state: 'a_receber'; since: null } | { state: 'disponivel'; since: Date } | { state: 'pago'; since: Date };

/**
 * Each payout pays the whole available balance, so the days it covered are the oldest released
 * ones not covered before: days are matched to payouts in release order. A booking is 'a receber'
 * while any day is held, 'pago' once every day was paid out (on the last payout that covered it),
 * and 'disponível' otherwise (since its last day was released).
 */
export function bookingMoneyStates(days: readonly ReleasableDay[], payouts: readonly SentPayout[]): Map<string, BookingMoneyState> {
  const released = days.filter((d) => d.releasedAt).sort((a, b) => a.releasedAt!.getTime() - b.releasedAt!.getTime());
  const sent = [...payouts].sort((a, b) => a.at.getTime() - b.at.getTime());
  const paidOn = new Map<ReleasableDay, Date>();
  let payoutIndex = 0;
  let coveredUpTo = 0; // cumulative amount of the payouts up to payoutIndex
  let releasedSoFar = 0;
  if (sent[0]) coveredUpTo = sent[0].amountCents;
  for (const day of released) {
    releasedSoFar += day.netCents;
    while (payoutIndex < sent.length && releasedSoFar > coveredUpTo) {
      payoutIndex++;
      if (sent[payoutIndex]) coveredUpTo += sent[payoutIndex]!.amountCents;
    }
    if (payoutIndex < sent.length && releasedSoFar <= coveredUpTo) paidOn.set(day, sent[payoutIndex]!.at);
  }
  const states = new Map<string, BookingMoneyState>();
  const byPedido = new Map<string, ReleasableDay[]>();
  for (const day of days) byPedido.set(day.pedidoId, [...(byPedido.get(day.pedidoId) ?? []), day]);
  for (const [pedidoId, list] of byPedido) {
    if (list.some((d) => !d.releasedAt)) states.set(pedidoId, { state: 'a_receber', since: null });
    else if (list.every((d) => paidOn.has(d))) states.set(pedidoId, { state: 'pago', since: latest(list.map((d) => paidOn.get(d)!)) });
    else states.set(pedidoId, { state: 'disponivel', since: latest(list.map((d) => d.releasedAt!)) });
  }
  return states;
}

const latest = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

// ── 'Saldo e Ganhos' ────────────────────────────────────────────────────────────────────────

export const BOOKING_MONEY_STATES = ['a_receber', 'disponivel', 'pago'] as const;

export const earningsBookingSchema = z.object({
  pedidoId: idSchema,
  familyName: z.string(),
  dataInicio: calendarDaySchema,
  dataFim: calendarDaySchema,
  /** What the family paid for these days (the caregiver's price plus the platform fee). */
  familyPaidCents: centsSchema,
  feeCents: centsSchema,
  /** The caregiver's share: their own price. */
  netCents: centsSchema,
  state: z.enum(BOOKING_MONEY_STATES),
  /** disponível since / paid on; null while held. */
  since: instantSchema.nullable(),
});
export type EarningsBooking = z.infer<typeof earningsBookingSchema>;

export const payoutDtoSchema = z.object({
  id: idSchema,
  amountCents: centsSchema,
  status: z.enum(PAYOUT_STATUSES),
  /** The Pix key it went to; null for a Stripe payout (it went to the connected account). */
  keyType: z.enum(PIX_KEY_TYPES).nullable(),
  keyMasked: z.string().nullable(),
  /** Where it went, in words (payoutDestinationLabel): the Pix key, or the Stripe account. */
  destino: z.string(),
  requestedAt: instantSchema,
  paidAt: instantSchema.nullable(),
  /** The payout's receipt (docs/product.md#receipts), issued when the transfer is confirmed. */
  receiptId: idSchema.nullable(),
});
export type PayoutDto = z.infer<typeof payoutDtoSchema>;

/** GET /api/caregiver/earnings ('Saldo e Ganhos'): every figure is a sum of the ledger. */
export const earningsDtoSchema = z.object({
  /** The caregiver's share of paid, confirmed days still held in escrow. */
  heldCents: centsSchema,
  /** Released and not paid out yet (the caregiver_available account). */
  availableCents: centsSchema,
  /** Sent to the caregiver (the payouts_sent account). */
  paidOutCents: centsSchema,
  /** Today in São Paulo by the server's clock (the statement's month list counts back from it). */
  today: calendarDaySchema,
  nextPayoutDate: calendarDaySchema,
  minimumPayoutCents: centsSchema,
  /**
   * How payouts are sent here (ADR 0061): to a Pix key, or through Stripe to the caregiver's
   * connected account; and whether the caregiver has given that destination yet.
   */
  payoutsVia: z.enum(['pix', 'stripe']),
  hasPayoutDestination: z.boolean(),
  /** Newest first. */
  bookings: z.array(earningsBookingSchema),
  payouts: z.array(payoutDtoSchema),
});
export type EarningsDto = z.infer<typeof earningsDtoSchema>;

// ── Leaving with money to receive (docs/product.md#deletion-payout, ADR 0063) ──────────────

/**
 * Where a caregiver's payouts can go now: ready (a Pix key, or a Stripe account that can take
 * transfers), none given, a Stripe sign-up not finished, or Stripe could not be asked.
 */
export const PAYOUT_DESTINATION_STATUSES = ['pronta', 'ausente', 'cadastro_incompleto', 'indisponivel'] as const;
export type PayoutDestinationStatus = (typeof PAYOUT_DESTINATION_STATUSES)[number];

/**
 * GET /api/account/deletion-payout: what a caregiver still has to receive if she deletes the account
 * now, from the ledger ('Saldo e Ganhos'' figures), where it would go and when.
 */
export const deletionPayoutResponseSchema = z.object({
  /** Released and not sent yet (the caregiver_available balance). */
  availableCents: centsSchema,
  /** Payouts asked of the provider and not confirmed yet: they are sent after the deletion too. */
  onTheWayCents: centsSchema,
  /** Her price for the days already begun, still held: each released 48 h after it ends. */
  heldCents: centsSchema,
  totalCents: centsSchema,
  payoutsVia: z.enum(['pix', 'stripe']),
  /** 'Chave Pix jo***@exemplo.com.br' or 'Conta de recebimento no Stripe'; null when none is given. */
  destination: z.string().nullable(),
  destinationStatus: z.enum(PAYOUT_DESTINATION_STATUSES),
  /** The payout day of what is available now (PAYOUT_WEEKDAY, São Paulo calendar). */
  nextPayoutDate: calendarDaySchema,
  /** The payout day from which the last held day is paid; null when nothing is held. */
  heldPayoutDate: calendarDaySchema.nullable(),
});
export type DeletionPayoutDto = z.infer<typeof deletionPayoutResponseSchema>;

/**
 * Whether deleting the account now would leave money the caregiver could not be paid: some is
 * owed and no destination is ready (none given, or a Stripe sign-up not finished). She must then
 * give one first, or give the amount up explicitly (docs/product.md#deletion-payout). When Stripe
 * cannot be asked, she is asked to try again instead.
 */
export const mustGiveUpToDelete = (p: Pick<DeletionPayoutDto, 'totalCents' | 'destinationStatus'>): boolean =>
  p.totalCents > 0 && (p.destinationStatus === 'ausente' || p.destinationStatus === 'cadastro_incompleto');

// ── Monthly statement ───────────────────────────────────────────────────────────────────────

export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** GET /api/caregiver/statement?mes=2026-11&formato=pdf */
export const statementQuerySchema = z.strictObject({
  mes: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, k.monthInvalid),
  formato: z.enum(STATEMENT_FORMATS, { error: k.formatInvalid }),
});
