// What a booking costs the family and what each side receives (docs/product.md#booking-payments).
// The caregiver's price (priceBooking) is the subtotal; the platform fee is a percentage of it,
// charged to the family on top. All amounts are integer centavos; the fee is rounded half-up to
// the centavo here and nowhere else.

/** The fee when BOOKING_FEE_PERCENT is not configured. */
export const DEFAULT_BOOKING_FEE_PERCENT = 10;
/** How long an unpaid request holds the caregiver's time (docs/product.md#booking-payments). */
export const BOOKING_PAYMENT_WINDOW_MINUTES = 30;
/** A confirmed day's money is released this long after the day ends. */
export const BOOKING_RELEASE_DELAY_HOURS = 48;
/** Currency of every booking payment (ISO 4217, lower case as the provider writes it). */
export const BOOKING_CURRENCY = 'brl';

export interface BookingMoney {
  subtotalCents: number;
  feeCents: number;
  totalCents: number;
}

/**
 * The fee in centavos: subtotal × percent / 100, half-up. The percent is read in hundredths
 * (10 → 1000, 12.5 → 1250) so the arithmetic stays in integers and 0,5 centavo rounds up exactly.
 */
export function bookingFeeCents(subtotalCents: number, feePercent: number): number {
  if (!Number.isInteger(subtotalCents) || subtotalCents < 0) throw new RangeError(`subtotal inválido: ${subtotalCents}`);
  if (!Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100) throw new RangeError(`percentual inválido: ${feePercent}`);
  const hundredths = Math.round(feePercent * 100);
  return Math.floor((subtotalCents * hundredths + 5000) / 10000);
}

/** Subtotal, fee and total of a booking: total = subtotal + fee. */
export function bookingMoney(subtotalCents: number, feePercent: number): BookingMoney {
  const feeCents = bookingFeeCents(subtotalCents, feePercent);
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/**
 * The fee split over the booking's days, so each day can be released on its own: the shares sum
 * to the fee exactly, the first days carrying the leftover centavos.
 */
export function splitAcrossDays(amountCents: number, days: number): number[] {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`dias inválidos: ${days}`);
  const base = Math.floor(amountCents / days);
  const extra = amountCents - base * days;
  return Array.from({ length: days }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The moment an unpaid request stops holding the slot: 30 min after it was made, or its start if sooner. */
export function paymentDeadline(createdAt: Date, start: Date): Date {
  return new Date(Math.min(createdAt.getTime() + BOOKING_PAYMENT_WINDOW_MINUTES * 60_000, start.getTime()));
}

/** When a confirmed day's money leaves escrow: 48 h after the day ends. */
export function releaseAt(dayEnd: Date): Date {
  return new Date(dayEnd.getTime() + BOOKING_RELEASE_DELAY_HOURS * 3600_000);
}
