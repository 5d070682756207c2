import { describe, expect, it } from 'vitest';
import { inclusiveDays, minutesBetween, priceBooking, pricePerDayCents } from './pricing';

describe('booking price', () => {
  it('rounds hours × rate per day and multiplies by the days, both ends inclusive', () => {
    expect(priceBooking({ hourlyRateCents: 5000, startDate: '2026-12-01', endDate: '2026-12-03', startTime: '08:00', endTime: '12:00' })).toEqual({
      minutesPerDay: 240,
      perDayCents: 20000,
      days: 3,
      totalCents: 60000,
    });
  });

  it('handles fractional hours and rates with centavos', () => {
    expect(pricePerDayCents(5000, 270)).toBe(22500); // 4,5 h × R$ 50
    expect(pricePerDayCents(4750, 90)).toBe(7100); // 1,5 h × R$ 47,50 = 71,25 → R$ 71
    expect(pricePerDayCents(3333, 20)).toBe(1100); // 1/3 h × R$ 33,33 = 11,11 → R$ 11
  });

  it('refuses an end before the start', () => {
    expect(minutesBetween('10:00', '09:00')).toBeNull();
    expect(minutesBetween('10:00', '10:00')).toBeNull();
    expect(minutesBetween('25:00', '26:00')).toBeNull();
    expect(priceBooking({ hourlyRateCents: 5000, startDate: '2026-12-03', endDate: '2026-12-01', startTime: '08:00', endTime: '12:00' })).toBeNull();
  });

  it('counts days across months', () => {
    expect(inclusiveDays('2026-11-30', '2026-12-01')).toBe(2);
    expect(inclusiveDays('2026-12-01', '2026-12-01')).toBe(1);
  });
});
