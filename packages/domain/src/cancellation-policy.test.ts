import { describe, expect, it } from 'vitest';
import { quoteCancellation, settleCancellation, type CancellationInput } from './cancellation-policy';

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

describe('settleCancellation (days started stay paid; the policy splits the rest)', () => {
  const day = (i: number, subtotalCents = 22_501, feeCents = 2_251) => ({ start: new Date(start.getTime() + i * 86_400_000), subtotalCents, feeCents });
  const days = [day(0), day(1), day(2, 22_501, 2_250)];
  const paid = days.reduce((s, d) => s + d.subtotalCents + d.feeCents, 0);
  const sum = (s: ReturnType<typeof settleCancellation>) => s.refundToFamilyCents + s.toCaregiverCents + s.feeKeptCents + s.deliveredCents;

  it('family ≥ 24 h before: everything back, nothing delivered', () => {
    const s = settleCancellation({ days, now: hours(30), cancelledBy: 'familia' });
    expect(s).toMatchObject({ rule: 'familia_antecedencia', refundToFamilyCents: paid, toCaregiverCents: 0, feeKeptCents: 0, deliveredDays: 0, deliveredCents: 0 });
  });

  it('family late before the start: half the first day (rounded half up), all fees kept', () => {
    const s = settleCancellation({ days, now: hours(3), cancelledBy: 'familia' });
    expect(s.toCaregiverCents).toBe(11_251);
    expect(s.feeKeptCents).toBe(6_752);
    expect(s.refundToFamilyCents).toBe(paid - 11_251 - 6_752);
    expect(sum(s)).toBe(paid);
  });

  it('family after the start: the started day is delivered; half of the next day to the caregiver, the rest back', () => {
    const s = settleCancellation({ days, now: hours(-2), cancelledBy: 'familia' });
    expect(s).toMatchObject({ rule: 'familia_tardia', deliveredDays: 1, deliveredCents: 24_752, firstDayCents: 22_501, toCaregiverCents: 11_251, feeKeptCents: 4_501 });
    expect(s.refundToFamilyCents).toBe(45_002 + 4_501 - 11_251 - 4_501);
    expect(sum(s)).toBe(paid);
  });

  it('family during the last day: nothing left to split', () => {
    const s = settleCancellation({ days, now: new Date(days[2]!.start.getTime() + 60_000), cancelledBy: 'familia' });
    expect(s).toMatchObject({ refundToFamilyCents: 0, toCaregiverCents: 0, feeKeptCents: 0, deliveredDays: 3, deliveredCents: paid });
  });

  it('caregiver before the start: everything back', () => {
    expect(settleCancellation({ days, now: hours(1), cancelledBy: 'cuidador' })).toMatchObject({ rule: 'cuidador', refundToFamilyCents: paid, deliveredCents: 0 });
  });

  it('caregiver after the start: what was not delivered comes back, fee included', () => {
    const s = settleCancellation({ days, now: hours(-1), cancelledBy: 'cuidador' });
    expect(s).toMatchObject({ rule: 'cuidador', refundToFamilyCents: 22_501 + 2_251 + 22_501 + 2_250, toCaregiverCents: 0, feeKeptCents: 0, deliveredCents: 24_752 });
    expect(sum(s)).toBe(paid);
  });

  it('reads the days in time order whatever order they come in', () => {
    const s = settleCancellation({ days: [days[2]!, days[0]!, days[1]!], now: hours(3), cancelledBy: 'familia' });
    expect(s.start).toEqual(start);
  });
});
