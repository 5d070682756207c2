import { describe, expect, it } from 'vitest';
import { quoteCancellation, type CancellationInput } from './cancellation-policy';

const start = new Date('2026-12-10T11:00:00.000Z'); // 08:00 in São Paulo
const hours = (h: number) => new Date(start.getTime() - h * 3_600_000);
const base: CancellationInput = { subtotalCents: 60_000, feeCents: 0, firstDayCents: 20_000, start, now: hours(48), cancelledBy: 'familia' };
const total = (q: ReturnType<typeof quoteCancellation>) => q.refundToFamilyCents + q.toCaregiverCents + q.feeKeptCents;

describe('quoteCancellation', () => {
  it('family, more than 24 h before: everything back, fee included', () => {
    const quote = quoteCancellation({ ...base, feeCents: 6_000 });
    expect(quote).toEqual({ rule: 'familia_antecedencia', refundToFamilyCents: 66_000, toCaregiverCents: 0, feeKeptCents: 0 });
  });

  it('family, exactly 24 h before: still in time', () => {
    expect(quoteCancellation({ ...base, now: hours(24) }).rule).toBe('familia_antecedencia');
    expect(quoteCancellation({ ...base, now: hours(24) }).refundToFamilyCents).toBe(60_000);
  });

  it('family, one millisecond under 24 h: half the first day to the caregiver', () => {
    const quote = quoteCancellation({ ...base, now: new Date(hours(24).getTime() + 1) });
    expect(quote).toEqual({ rule: 'familia_tardia', refundToFamilyCents: 50_000, toCaregiverCents: 10_000, feeKeptCents: 0 });
  });

  it('family, late with a fee: the fee stays, the rest of the first day comes back', () => {
    const quote = quoteCancellation({ ...base, feeCents: 6_000, now: hours(2) });
    expect(quote).toEqual({ rule: 'familia_tardia', refundToFamilyCents: 50_000, toCaregiverCents: 10_000, feeKeptCents: 6_000 });
    expect(total(quote)).toBe(66_000);
  });

  it('family, after the start: the late rule', () => {
    expect(quoteCancellation({ ...base, now: hours(-3) }).rule).toBe('familia_tardia');
  });

  it('rounds the caregiver share to the centavo, half up, and never loses a centavo', () => {
    const quote = quoteCancellation({ ...base, subtotalCents: 22_501, firstDayCents: 22_501, now: hours(1) });
    expect(quote.toCaregiverCents).toBe(11_251);
    expect(quote.refundToFamilyCents).toBe(11_250);
    expect(total(quote)).toBe(22_501);
  });

  it('caregiver cancels, early or late: everything back to the family, fee included', () => {
    for (const now of [hours(100), hours(24), hours(1), hours(-1)]) {
      expect(quoteCancellation({ ...base, feeCents: 6_000, now, cancelledBy: 'cuidador' })).toEqual({
        rule: 'cuidador',
        refundToFamilyCents: 66_000,
        toCaregiverCents: 0,
        feeKeptCents: 0,
      });
    }
  });

  it('refuses amounts that are not whole centavos or do not add up', () => {
    expect(() => quoteCancellation({ ...base, subtotalCents: 10.5 })).toThrow(RangeError);
    expect(() => quoteCancellation({ ...base, feeCents: -1 })).toThrow(RangeError);
    expect(() => quoteCancellation({ ...base, firstDayCents: 70_000 })).toThrow(RangeError);
  });
});
