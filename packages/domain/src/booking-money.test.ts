import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFeeCents, bookingMoney, paymentDeadline, releaseAt, splitAcrossDays } from './booking-money';

describe('booking money', () => {
  it('adds a 10 % fee on top of the subtotal', () => {
    expect(bookingMoney(22_000, 10)).toEqual({ subtotalCents: 22_000, feeCents: 2_200, totalCents: 24_200 });
  });

  it('rounds the fee half-up to the centavo', () => {
    expect(bookingFeeCents(5, 10)).toBe(1); // 0,5 centavo → 1
    expect(bookingFeeCents(4, 10)).toBe(0); // 0,4 centavo → 0
    expect(bookingFeeCents(15, 10)).toBe(2); // 1,5 → 2
    expect(bookingFeeCents(1_001, 12.5)).toBe(125); // 125,125 → 125
    expect(bookingFeeCents(1_004, 12.5)).toBe(126); // 125,5 → 126
    expect(bookingFeeCents(12_345, 0)).toBe(0);
  });

  it('refuses amounts that are not whole centavos and percentages out of range', () => {
    expect(() => bookingFeeCents(10.5, 10)).toThrow(RangeError);
    expect(() => bookingFeeCents(-1, 10)).toThrow(RangeError);
    expect(() => bookingFeeCents(100, 101)).toThrow(RangeError);
  });

  it('always makes total = subtotal + fee, in whole centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3000 }), (subtotal, hundredths) => {
        const money = bookingMoney(subtotal, hundredths / 100);
        expect(Number.isInteger(money.feeCents)).toBe(true);
        expect(money.totalCents).toBe(subtotal + money.feeCents);
        expect(Math.abs(money.feeCents - (subtotal * hundredths) / 10000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('splits the fee over the days without losing a centavo', () => {
    expect(splitAcrossDays(1000, 3)).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 91 }), (amount, days) => {
        const shares = splitAcrossDays(amount, days);
        expect(shares).toHaveLength(days);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('holds an unpaid request 30 minutes (never past its start) and releases 48 h after a day ends', () => {
    const created = new Date('2026-11-24T12:00:00Z');
    expect(paymentDeadline(created, new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(paymentDeadline(created, new Date('2026-11-24T12:10:00Z')).toISOString()).toBe('2026-11-24T12:10:00.000Z');
    expect(releaseAt(new Date('2026-11-24T21:00:00Z')).toISOString()).toBe('2026-11-26T21:00:00.000Z');
  });
});
