import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingFeeCents } from './booking-money';
import { SINGLE_SHIFT } from './plans';
import { createSingleShiftSchema, isWeekendShift, singleShiftMoney, singleShiftPriceCents, splitSingleShiftPrice } from './single-shift';

// 2026-12-04 is a Friday, 12-05 a Saturday, 12-06 a Sunday, 12-07 a Monday.
describe('Plantão Avulso price', () => {
  it('is the advertised R$ 175,00 on a weekday', () => {
    expect(singleShiftPriceCents('2026-12-07')).toBe(17_500);
    expect(singleShiftPriceCents('2026-12-07')).toBe(SINGLE_SHIFT.priceCents);
  });

  it('adds the R$ 175,00 weekend add-on on Saturday and on Sunday', () => {
    expect(singleShiftPriceCents('2026-12-05')).toBe(35_000);
    expect(singleShiftPriceCents('2026-12-06')).toBe(35_000);
    expect(singleShiftPriceCents('2026-12-06')).toBe(SINGLE_SHIFT.priceCents + SINGLE_SHIFT.weekendAddOnCents);
  });

  it('counts a night shift on the day it starts: Friday night is a weekday, Saturday night a weekend', () => {
    // The night shift is always asked for by its start date (Friday 19:00 → Saturday 07:00).
    expect(isWeekendShift('2026-12-04')).toBe(false);
    expect(singleShiftMoney('2026-12-04', 10).totalCents).toBe(17_500);
    expect(isWeekendShift('2026-12-05')).toBe(true);
    expect(singleShiftMoney('2026-12-05', 10).totalCents).toBe(35_000);
    // Sunday 19:00 → Monday 07:00 is still a weekend shift.
    expect(singleShiftMoney('2026-12-06', 10).isWeekend).toBe(true);
  });

  it('refuses a date that is not a calendar day', () => {
    expect(() => singleShiftPriceCents('2026-02-30')).toThrow(RangeError);
  });
});

describe('Plantão Avulso split', () => {
  it('keeps the fee inside the advertised price, in the same proportion as on hourly bookings', () => {
    expect(splitSingleShiftPrice(17_500, 10)).toEqual({ subtotalCents: 15_909, feeCents: 1_591, totalCents: 17_500 });
    expect(splitSingleShiftPrice(35_000, 10)).toEqual({ subtotalCents: 31_818, feeCents: 3_182, totalCents: 35_000 });
  });

  it('gives everything to the caregiver when there is no fee', () => {
    expect(splitSingleShiftPrice(17_500, 0)).toEqual({ subtotalCents: 17_500, feeCents: 0, totalCents: 17_500 });
  });

  it('always adds up to the price, and the fee is within a centavo of the percent of the share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (total, hundredths) => {
        const percent = hundredths / 100;
        const split = splitSingleShiftPrice(total, percent);
        expect(split.subtotalCents + split.feeCents).toBe(total);
        expect(split.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(split.feeCents).toBeGreaterThanOrEqual(0);
        expect(Math.abs(split.feeCents - bookingFeeCents(split.subtotalCents, percent))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('Plantão Avulso request', () => {
  it('carries no price: a price sent by the browser is refused', () => {
    const base = { data: '2026-12-07', periodo: 'noturno', cuidadorId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(createSingleShiftSchema.safeParse(base).success).toBe(true);
    expect(createSingleShiftSchema.safeParse({ ...base, totalCentavos: 100 }).success).toBe(false);
  });

  it('answers in Portuguese when the period is missing', () => {
    const parsed = createSingleShiftSchema.safeParse({ data: '2026-12-07', cuidadorId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', idempotencyKey: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Escolha o turno: diurno ou noturno.');
  });
});
