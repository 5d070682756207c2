import { describe, expect, it } from 'vitest';
import { assignmentDates, caregiversOverLimit, monthBefore, periodFirstDate, planCandidatesQuerySchema, planPeriodDates, planShiftSplit, proposePlanAssignmentSchema, shiftsPerPeriod, uncoveredWeekdays } from './plan-care';
import { PLANS } from './plans';

describe('planShiftSplit', () => {
  it('takes the booking fee percentage from the daily price, half-up, and leaves the rest to the caregiver', () => {
    expect(planShiftSplit(15000, 10)).toEqual({ dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 });
    expect(planShiftSplit(14500, 10)).toEqual({ dailyPriceCents: 14500, feeCents: 1450, caregiverCents: 13050 });
    expect(planShiftSplit(16000, 12.5)).toEqual({ dailyPriceCents: 16000, feeCents: 2000, caregiverCents: 14000 });
    // 0,5 centavo rounds up: 15005 × 10 % = 1500,5 → 1501.
    expect(planShiftSplit(15005, 10)).toEqual({ dailyPriceCents: 15005, feeCents: 1501, caregiverCents: 13504 });
    expect(planShiftSplit(15000, 0).caregiverCents).toBe(15000);
  });
});

describe('the paid period', () => {
  it('pays 21 shifts a month for every plan', () => {
    for (const plan of PLANS) expect(shiftsPerPeriod(plan)).toBe(21);
  });

  it('lists Monday to Friday from the first day, before the end, capped at the shifts paid', () => {
    // Tuesday 11 August 2026 to 10 September (exclusive): 22 weekdays, capped at 21.
    const dates = planPeriodDates({ firstDate: '2026-08-11', endDate: '2026-09-10', maxShifts: 21 });
    expect(dates).toHaveLength(21);
    expect(dates[0]).toBe('2026-08-11');
    expect(dates.at(-1)).toBe('2026-09-08');
    expect(dates).not.toContain('2026-08-15'); // a Saturday
    expect(dates).not.toContain('2026-08-16'); // a Sunday
    // February is shorter than the cap: every weekday of it.
    expect(planPeriodDates({ firstDate: '2027-02-01', endDate: '2027-03-01', maxShifts: 21 })).toHaveLength(20);
    expect(planPeriodDates({ firstDate: '2026-08-11', endDate: '2026-08-11', maxShifts: 21 })).toEqual([]);
  });

  it('gives an assignment the period dates on its weekdays', () => {
    const dates = planPeriodDates({ firstDate: '2026-08-11', endDate: '2026-09-10', maxShifts: 21 });
    expect(assignmentDates(dates, [1, 2])).toEqual(['2026-08-11', '2026-08-17', '2026-08-18', '2026-08-24', '2026-08-25', '2026-08-31', '2026-09-01', '2026-09-07', '2026-09-08']);
    expect(assignmentDates(dates, [3])).toEqual(['2026-08-12', '2026-08-19', '2026-08-26', '2026-09-02']);
  });
});

describe('the rotation rule', () => {
  it('names each caregiver over 2 of the plan weekdays, counting all their assignments', () => {
    expect(caregiversOverLimit([{ cuidadorId: 'a', diasSemana: [1, 2] }, { cuidadorId: 'b', diasSemana: [3, 4] }, { cuidadorId: 'c', diasSemana: [5] }])).toEqual([]);
    expect(caregiversOverLimit([{ cuidadorId: 'a', diasSemana: [1, 2] }, { cuidadorId: 'a', diasSemana: [3] }])).toEqual(['a']);
    expect(caregiversOverLimit([{ cuidadorId: 'a', diasSemana: [1, 2, 3, 4, 5] }])).toEqual(['a']);
    // Two caregivers cannot cover five days within the limit: one of them has three.
    expect(caregiversOverLimit([{ cuidadorId: 'a', diasSemana: [1, 2, 3] }, { cuidadorId: 'b', diasSemana: [4, 5] }])).toEqual(['a']);
  });

  it('says which weekdays have nobody yet', () => {
    expect(uncoveredWeekdays([])).toEqual([1, 2, 3, 4, 5]);
    expect(uncoveredWeekdays([{ diasSemana: [1, 2] }, { diasSemana: [5] }])).toEqual([3, 4]);
  });
});

describe('request schemas', () => {
  it('reads the candidates query and sorts the weekdays', () => {
    expect(planCandidatesQuerySchema.parse({ diasSemana: '3,1', turno: 'noite' })).toEqual({ diasSemana: [1, 3], turno: 'noite' });
    expect(planCandidatesQuerySchema.safeParse({ diasSemana: '6', turno: 'dia' }).success).toBe(false);
    expect(planCandidatesQuerySchema.safeParse({ diasSemana: '', turno: 'dia' }).success).toBe(false);
    expect(planCandidatesQuerySchema.safeParse({ diasSemana: '1,1', turno: 'dia' }).success).toBe(false);
  });

  it('accepts only the plan weekdays and shift kinds in a proposal', () => {
    expect(proposePlanAssignmentSchema.safeParse({ cuidadorId: 'x', diasSemana: [0], turno: 'dia' }).success).toBe(false);
    expect(proposePlanAssignmentSchema.safeParse({ cuidadorId: 'x', diasSemana: [1], turno: '24h' }).success).toBe(false);
    expect(proposePlanAssignmentSchema.parse({ cuidadorId: 'x', diasSemana: [5, 4], turno: 'dia' }).diasSemana).toEqual([4, 5]);
  });
});

describe('periods after renewals', () => {
  it('counts a month back from the end, clamped to the month', () => {
    expect(monthBefore('2026-09-10')).toBe('2026-08-10');
    expect(monthBefore('2026-03-31')).toBe('2026-02-28');
    expect(monthBefore('2026-01-15')).toBe('2025-12-15');
  });

  it('starts the first period the day after the payment, and a renewed one on its own day', () => {
    expect(periodFirstDate({ activationDate: '2026-08-10', endDate: '2026-09-10' })).toBe('2026-08-11');
    expect(periodFirstDate({ activationDate: '2026-08-10', endDate: '2026-10-10' })).toBe('2026-09-10');
  });
});
