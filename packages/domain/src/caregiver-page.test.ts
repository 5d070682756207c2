import { describe, expect, it } from 'vitest';
import { dayPrices, freeTimesByDay } from './caregiver-page';
import { formatCentavos } from './format';
import { caregiversCopy } from './messages/screens/caregivers';
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

describe('freeTimesByDay', () => {
  // São Paulo is UTC−3 all year (no daylight saving since 2019).
  const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();

  it('lists each day’s declared time minus booked work, skipping days with nothing free', () => {
    const calendar = {
      slots: [
        { start: at('2026-12-01', '08:00'), end: at('2026-12-01', '18:00') },
        { start: at('2026-12-03', '07:00'), end: at('2026-12-03', '11:00') },
        { start: at('2026-12-03', '11:00'), end: at('2026-12-03', '13:00') },
        { start: at('2026-12-04', '08:00'), end: at('2026-12-04', '12:00') },
      ],
      busy: [
        { start: at('2026-12-01', '10:00'), end: at('2026-12-01', '14:00') },
        { start: at('2026-12-04', '08:00'), end: at('2026-12-04', '12:00') },
      ],
    };
    expect(freeTimesByDay(calendar, '2026-12-01', 7)).toEqual([
      { date: '2026-12-01', times: [{ start: '08:00', end: '10:00' }, { start: '14:00', end: '18:00' }] },
      { date: '2026-12-03', times: [{ start: '07:00', end: '13:00' }] },
    ]);
  });

  it('splits a night shift across the two days it touches and stops at the window', () => {
    const calendar = { slots: [{ start: at('2026-12-01', '19:00'), end: at('2026-12-02', '07:00') }, { start: at('2026-12-09', '08:00'), end: at('2026-12-09', '09:00') }], busy: [] };
    expect(freeTimesByDay(calendar, '2026-12-01', 7)).toEqual([
      { date: '2026-12-01', times: [{ start: '19:00', end: '24:00' }] },
      { date: '2026-12-02', times: [{ start: '00:00', end: '07:00' }] },
    ]);
    // As the caregiver's page says them.
    expect(caregiversCopy.page.freeTime('19:00', '24:00')).toBe('19:00 até meia-noite');
    expect(caregiversCopy.page.freeTime('00:00', '07:00')).toBe('00:00 às 07:00');
  });
});
