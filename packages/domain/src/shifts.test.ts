import { describe, expect, it } from 'vitest';
import { endsNextDay, isFullDayShift, shiftInstants, shiftMinutes } from './shifts';

describe('shifts', () => {
  it('measures day shifts, night shifts and 24 h', () => {
    expect(shiftMinutes('08:00', '12:30')).toBe(270);
    expect(shiftMinutes('19:00', '07:00')).toBe(720);
    expect(shiftMinutes('22:00', '00:00')).toBe(120);
    expect(shiftMinutes('07:00', '07:00')).toBe(1440);
    expect(shiftMinutes('7h', '09:00')).toBeNull();
    expect(endsNextDay('08:00', '12:00')).toBe(false);
    expect(endsNextDay('19:00', '07:00')).toBe(true);
    expect(isFullDayShift('08:00:00', '08:00')).toBe(true);
    expect(isFullDayShift('19:00', '07:00')).toBe(false);
  });

  it('puts the end of a night shift on the next calendar day in São Paulo, also across months and years', () => {
    expect(shiftInstants('2026-11-30', '19:00', '07:00')).toEqual({
      start: new Date('2026-11-30T22:00:00Z'),
      end: new Date('2026-12-01T10:00:00Z'),
    });
    expect(shiftInstants('2026-12-31', '19:00', '07:00').end).toEqual(new Date('2027-01-01T10:00:00Z'));
    expect(shiftInstants('2027-02-28', '08:00', '08:00')).toEqual({
      start: new Date('2027-02-28T11:00:00Z'),
      end: new Date('2027-03-01T11:00:00Z'),
    });
    expect(shiftInstants('2026-12-05', '08:00:00', '12:00:00')).toEqual({
      start: new Date('2026-12-05T11:00:00Z'),
      end: new Date('2026-12-05T15:00:00Z'),
    });
  });
});
