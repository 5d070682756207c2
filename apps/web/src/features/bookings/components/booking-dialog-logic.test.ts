import { describe, expect, it } from 'vitest';
import { datesWithAvailability, prefilledEnd, prefilledWeeks, slotsOfDate, timeProblem } from './booking-dialog-logic';

describe('booking dialog rules', () => {
  const slots = [
    { start: '2026-12-01T11:00:00.000Z', end: '2026-12-01T15:00:00.000Z' }, // 08:00–12:00 in São Paulo
    { start: '2026-12-03T21:00:00.000Z', end: '2026-12-04T03:00:00.000Z' }, // 18:00–00:00 on the 3rd
  ];

  it('marks the São Paulo dates that have availability', () => {
    expect([...datesWithAvailability({ slots, busy: [] })].sort()).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('shows touching slots as one stretch', () => {
    const morningAndAfternoon = [
      { start: '2026-12-02T09:00:00.000Z', end: '2026-12-02T15:00:00.000Z' },
      { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T21:00:00.000Z' },
    ];
    expect(slotsOfDate({ slots: morningAndAfternoon, busy: [] }, '2026-12-02')).toEqual([{ start: '06:00', end: '18:00' }]);
  });

  it('lists a day’s slots in São Paulo time', () => {
    expect(slotsOfDate({ slots, busy: [] }, '2026-12-01')).toEqual([{ start: '08:00', end: '12:00' }]);
    expect(slotsOfDate({ slots, busy: [] }, '2026-12-03')).toEqual([{ start: '18:00', end: '23:59' }]);
    expect(slotsOfDate({ slots, busy: [] }, '2026-12-02')).toEqual([]);
  });

  it('leaves out the booked times: a day booked from end to end is not offered, a day booked in part shows what is left', () => {
    const busy = [
      { start: '2026-12-01T11:00:00.000Z', end: '2026-12-01T15:00:00.000Z' }, // the 1st's whole slot
      { start: '2026-12-03T21:00:00.000Z', end: '2026-12-03T23:00:00.000Z' }, // 18:00–20:00 on the 3rd
    ];
    expect([...datesWithAvailability({ slots, busy })]).toEqual(['2026-12-03']);
    expect(slotsOfDate({ slots, busy }, '2026-12-01')).toEqual([]);
    expect(slotsOfDate({ slots, busy }, '2026-12-03')).toEqual([{ start: '20:00', end: '23:59' }]);
  });

  it('says what is wrong with the times', () => {
    expect(timeProblem('', '12:00')).toBe('missing');
    expect(timeProblem('08:00', '12:00')).toBeNull();
    // An end at or before the start is a shift into the next day, not a mistake.
    expect(timeProblem('19:00', '07:00')).toBeNull();
    expect(timeProblem('08:00', '08:00')).toBeNull();
  });
});

describe('pre-filling from the questionnaire', () => {
  it('ends the range after the wanted days, within the limits and the caregiver’s availability', () => {
    expect(prefilledEnd('2026-12-30', 5, { latest: '2027-02-25' })).toBe('2027-01-03');
    expect(prefilledEnd('2026-12-01', 1, { latest: '2027-02-25' })).toBe('2026-12-01');
    // Never more than the 31 days of one request, nor past the last bookable day.
    expect(prefilledEnd('2026-12-01', 90, { latest: '2027-02-25' })).toBe('2026-12-31');
    expect(prefilledEnd('2026-12-01', 10, { latest: '2026-12-04' })).toBe('2026-12-04');
    // Stops before the first day the caregiver is not available.
    expect(prefilledEnd('2026-12-01', 10, { latest: '2027-02-25', isAvailable: (d) => d !== '2026-12-04' })).toBe('2026-12-03');
  });

  it('turns days into whole weeks for a weekly series, 1 to 13', () => {
    expect(prefilledWeeks(1)).toBe(1);
    expect(prefilledWeeks(14)).toBe(2);
    expect(prefilledWeeks(15)).toBe(3);
    expect(prefilledWeeks(90)).toBe(13);
  });
});
