// Cancelling a confirmed booking (docs/product.md#cancellation-policy): who gets what back.
// One pure function, the numbers beside it; the server quotes it before the person confirms and
// applies the same answer when they do. Moving the money is the ledger's job, not this file's.

/** A family cancelling this long (or longer) before the first day starts gets everything back. */
export const FREE_CANCELLATION_HOURS = 24;
/** Share of the first day's price that goes to the caregiver when the family cancels later. */
export const LATE_CANCELLATION_CAREGIVER_SHARE_PERCENT = 50;

export const CANCELLERS = ['familia', 'cuidador'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** Which rule applied, for the texts on screen and in e-mails. */
export type CancellationRule = 'familia_antecedencia' | 'familia_tardia' | 'cuidador';

export interface CancellationInput {
  /** What the family pays for the care itself (all days), in centavos. */
  subtotalCents: number;
  /** The platform's fee on top of the subtotal, in centavos (0 while no fee is charged). */
  feeCents: number;
  /** The price of the first booked day, in centavos. */
  firstDayCents: number;
  /** When the first day starts. */
  start: Date;
  now: Date;
  cancelledBy: Canceller;
}

export interface CancellationQuote {
  rule: CancellationRule;
  /** Back to the family, in centavos. */
  refundToFamilyCents: number;
  /** To the caregiver, in centavos. */
  toCaregiverCents: number;
  /** Kept by the platform, in centavos. */
  feeKeptCents: number;
}

/**
 * refund + caregiver + fee kept = subtotal + fee, always. Every amount is whole centavos: the
 * caregiver's share of the first day is rounded half up to the centavo, the refund is the rest.
 * - family, ≥ 24 h before the start (exactly 24 h counts as in time): everything back;
 * - family, later (also once the booking has started): 50 % of the first day to the caregiver,
 *   the fee stays with the platform, the rest back;
 * - caregiver, at any time: everything back to the family.
 */
export function quoteCancellation(input: CancellationInput): CancellationQuote {
  for (const [name, value] of [
    ['subtotalCents', input.subtotalCents],
    ['feeCents', input.feeCents],
    ['firstDayCents', input.firstDayCents],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole centavos ≥ 0`);
  }
  if (input.firstDayCents > input.subtotalCents) throw new RangeError('firstDayCents cannot exceed subtotalCents');
  const paid = input.subtotalCents + input.feeCents;
  if (input.cancelledBy === 'cuidador') {
    return { rule: 'cuidador', refundToFamilyCents: paid, toCaregiverCents: 0, feeKeptCents: 0 };
  }
  const hoursBefore = (input.start.getTime() - input.now.getTime()) / 3_600_000;
  if (hoursBefore >= FREE_CANCELLATION_HOURS) {
    return { rule: 'familia_antecedencia', refundToFamilyCents: paid, toCaregiverCents: 0, feeKeptCents: 0 };
  }
  const toCaregiverCents = Math.round((input.firstDayCents * LATE_CANCELLATION_CAREGIVER_SHARE_PERCENT) / 100);
  return {
    rule: 'familia_tardia',
    refundToFamilyCents: paid - toCaregiverCents - input.feeCents,
    toCaregiverCents,
    feeKeptCents: input.feeCents,
  };
}

/** One booked day as the settlement reads it. */
export interface CancellationDay {
  start: Date;
  /** The day's price (what the caregiver earns for it), in centavos. */
  subtotalCents: number;
  /** The day's share of the platform fee, in centavos. */
  feeCents: number;
}

export interface CancellationSettlement extends CancellationQuote {
  /** The days not started yet: what the policy splits (subtotal, fee, their first day). */
  subtotalCents: number;
  feeCents: number;
  firstDayCents: number;
  /** The booking's first start (the 24 h rule reads it). */
  start: Date;
  /** Days that had started when it was cancelled: kept and released as usual, 48 h after each ends. */
  deliveredDays: number;
  deliveredCents: number;
}

/**
 * The whole settlement of cancelling a confirmed booking now (docs/product.md#cancellation-policy):
 * days that have started stay booked and are paid as usual; the policy (quoteCancellation) splits
 * the days not started yet — whose "first day" is the first of those — and which rule applies is
 * read from the booking's first start. refund + caregiver + fee kept + delivered = what was paid.
 * The dialog shows this and the cancellation posts exactly this: one function.
 */
export function settleCancellation(input: { days: readonly CancellationDay[]; now: Date; cancelledBy: Canceller }): CancellationSettlement {
  if (!input.days.length) throw new RangeError('a booking has at least one day');
  const days = [...input.days].sort((a, b) => a.start.getTime() - b.start.getTime());
  const remaining = days.filter((d) => d.start.getTime() > input.now.getTime());
  const delivered = days.filter((d) => d.start.getTime() <= input.now.getTime());
  const subtotalCents = remaining.reduce((sum, d) => sum + d.subtotalCents, 0);
  const feeCents = remaining.reduce((sum, d) => sum + d.feeCents, 0);
  const firstDayCents = remaining[0]?.subtotalCents ?? 0;
  const start = days[0]!.start;
  const quote = quoteCancellation({ subtotalCents, feeCents, firstDayCents, start, now: input.now, cancelledBy: input.cancelledBy });
  return {
    ...quote,
    subtotalCents,
    feeCents,
    firstDayCents,
    start,
    deliveredDays: delivered.length,
    deliveredCents: delivered.reduce((sum, d) => sum + d.subtotalCents + d.feeCents, 0),
  };
}
