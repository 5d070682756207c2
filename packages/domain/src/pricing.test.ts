import { describe, expect, it } from 'vitest';
import { inclusiveDays, priceBooking, pricePerDayCents } from './pricing';
import { shiftMinutes } from './shifts';

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

  it('reads an end at or before the start as the next day: a night shift, or 24 h', () => {
    expect(shiftMinutes('10:00', '09:00')).toBe(23 * 60);
    expect(shiftMinutes('10:00', '10:00')).toBe(24 * 60);
    expect(shiftMinutes('25:00', '26:00')).toBeNull();
    // 19:00–07:00 at R$ 50,00/h: 12 h = R$ 600,00 a night, priced per night (the day it starts).
    expect(priceBooking({ hourlyRateCents: 5000, startDate: '2026-12-30', endDate: '2027-01-01', startTime: '19:00', endTime: '07:00' })).toEqual({
      minutesPerDay: 720,
      perDayCents: 60000,
      days: 3,
      totalCents: 180000,
    });
    // 24 h at R$ 47,50/h = R$ 1.140,00.
    expect(priceBooking({ hourlyRateCents: 4750, startDate: '2026-11-30', endDate: '2026-11-30', startTime: '08:00', endTime: '08:00' })).toMatchObject({ minutesPerDay: 1440, perDayCents: 114000, totalCents: 114000 });
  });

  it('refuses a last day before the first', () => {
    expect(priceBooking({ hourlyRateCents: 5000, startDate: '2026-12-03', endDate: '2026-12-01', startTime: '08:00', endTime: '12:00' })).toBeNull();
  });

  it('counts days across months', () => {
    expect(inclusiveDays('2026-11-30', '2026-12-01')).toBe(2);
    expect(inclusiveDays('2026-12-01', '2026-12-01')).toBe(1);
  });
});
