import { describe, expect, it } from 'vitest';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from './time';

describe('São Paulo time', () => {
  it('turns a local wall time into the UTC instant', () => {
    expect(saoPauloToInstant('2026-11-22', '08:00').toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(saoPauloToInstant('2026-11-22', '23:30').toISOString()).toBe('2026-11-23T02:30:00.000Z');
  });

  it('knows the old summer time (UTC−2 in January 2018)', () => {
    expect(saoPauloToInstant('2018-01-10', '10:00').toISOString()).toBe('2018-01-10T12:00:00.000Z');
  });

  it('adds calendar days across months and years', () => {
    expect(addDaysToDate('2026-12-30', 3)).toBe('2027-01-02');
  });

  it("gives today's date in São Paulo even when it is already tomorrow in UTC", () => {
    expect(todayInSaoPaulo(new Date('2026-11-23T01:00:00Z'))).toBe('2026-11-22');
  });
});
