import { describe, expect, it } from 'vitest';
import { dayPrices } from './caregiver-page';
import { formatCentavos } from './format';
import { priceBooking } from './pricing';

describe('dayPrices', () => {
  it('prices a 4, 8 and 12 hour day from the hourly rate', () => {
    expect(dayPrices(4500)).toEqual([
      { hours: 4, cents: 18000 },
      { hours: 8, cents: 36000 },
      { hours: 12, cents: 54000 },
    ]);
    expect(dayPrices(4500).map((d) => formatCentavos(d.cents))).toEqual(['R$\u00a0180,00', 'R$\u00a0360,00', 'R$\u00a0540,00']);
  });

  it('rounds to whole reais exactly as a booking of that length is charged', () => {
    for (const rate of [0, 1, 3333, 4599, 12345, 1_000_000]) {
      const [four, eight, twelve] = dayPrices(rate);
      const charge = (end: string) => priceBooking({ hourlyRateCents: rate, startDate: '2026-12-01', endDate: '2026-12-01', startTime: '08:00', endTime: end })!.perDayCents;
      expect([four!.cents, eight!.cents, twelve!.cents]).toEqual([charge('12:00'), charge('16:00'), charge('20:00')]);
    }
    expect(formatCentavos(dayPrices(3333)[0]!.cents)).toBe('R$\u00a0133,00');
  });
});
