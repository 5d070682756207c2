import { describe, expect, it } from 'vitest';
import { countedDays, findVinculoWeeks, mondayOf, occurrenceDay, vinculoWarning, weeksSpan, type ExistingBookingDay } from './labour-law';
import { saoPauloToInstant } from './time';

describe('weeks run Monday to Sunday', () => {
  it('finds the Monday of any day of the week', () => {
    expect(mondayOf('2026-12-07')).toBe('2026-12-07'); // Monday
    expect(mondayOf('2026-12-09')).toBe('2026-12-07'); // Wednesday
    expect(mondayOf('2026-12-13')).toBe('2026-12-07'); // Sunday belongs to the week before it
    expect(mondayOf('2026-12-14')).toBe('2026-12-14');
  });

  it('crosses month and year ends', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // a Friday
    expect(mondayOf('2027-01-03')).toBe('2026-12-28'); // the Sunday after
    expect(mondayOf('2026-03-01')).toBe('2026-02-23'); // a Sunday after February
  });
});

describe('the day an occurrence counts on', () => {
  it('is the São Paulo day it starts, so a night shift counts on its first evening', () => {
    // 19:00 on Sunday the 13th to 07:00 on Monday the 14th: it belongs to the week of the 7th.
    const start = saoPauloToInstant('2026-12-13', '19:00');
    expect(start.toISOString()).toBe('2026-12-13T22:00:00.000Z');
    expect(occurrenceDay(start)).toBe('2026-12-13');
    // 22:30 in São Paulo is already the next day in UTC.
    expect(occurrenceDay(saoPauloToInstant('2026-12-13', '22:30'))).toBe('2026-12-13');
  });

  it('a shift crossing midnight into the next week adds one day to the week it starts in', () => {
    const nights = ['2026-12-11', '2026-12-12', '2026-12-13'].map((d) => occurrenceDay(saoPauloToInstant(d, '19:00')));
    expect(findVinculoWeeks({ existing: [], requested: nights })).toEqual([
      { inicio: '2026-12-07', fim: '2026-12-13', dias: 3, diasMarcados: ['2026-12-11', '2026-12-12', '2026-12-13'] },
    ]);
  });
});

describe('more than two days a week for one family', () => {
  it('allows exactly two days in a week', () => {
    expect(vinculoWarning({ existing: [], requested: ['2026-12-07', '2026-12-08'] })).toBeNull();
    expect(vinculoWarning({ existing: ['2026-12-07'], requested: ['2026-12-13'] })).toBeNull();
  });

  it('warns at three days, naming the week and its days', () => {
    expect(vinculoWarning({ existing: [], requested: ['2026-12-07', '2026-12-08', '2026-12-09'] })).toEqual({
      limiteDiasPorSemana: 2,
      semanas: [{ inicio: '2026-12-07', fim: '2026-12-13', dias: 3, diasMarcados: ['2026-12-07', '2026-12-08', '2026-12-09'] }],
    });
  });

  it('adds the existing days to the new ones', () => {
    const warning = vinculoWarning({ existing: ['2026-12-07', '2026-12-08'], requested: ['2026-12-11'] });
    expect(warning?.semanas).toEqual([{ inicio: '2026-12-07', fim: '2026-12-13', dias: 3, diasMarcados: ['2026-12-07', '2026-12-08', '2026-12-11'] }]);
  });

  it('counts a day once, whether it is booked twice or asked again', () => {
    expect(vinculoWarning({ existing: ['2026-12-07', '2026-12-07'], requested: ['2026-12-07', '2026-12-08'] })).toBeNull();
  });

  it('splits days at the Monday: Saturday, Sunday, Monday, Tuesday are two weeks of two days', () => {
    expect(vinculoWarning({ existing: [], requested: ['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15'] })).toBeNull();
  });

  it('judges weeks across the turn of the year', () => {
    // Tue 29, Wed 30 and Thu 31 December 2026 plus Fri 1 January 2027 are one week.
    const semanas = findVinculoWeeks({ existing: ['2026-12-29'], requested: ['2026-12-31', '2027-01-01'] });
    expect(semanas).toEqual([{ inicio: '2026-12-28', fim: '2027-01-03', dias: 3, diasMarcados: ['2026-12-29', '2026-12-31', '2027-01-01'] }]);
  });

  it('judges weeks across a month end', () => {
    expect(findVinculoWeeks({ existing: [], requested: ['2027-02-26', '2027-02-27', '2027-03-01'] })).toEqual([]);
    expect(findVinculoWeeks({ existing: ['2027-03-02'], requested: ['2027-03-01', '2027-03-03'] })).toHaveLength(1);
  });

  it('answers each week over the limit, in order, and only weeks the request touches', () => {
    const semanas = findVinculoWeeks({
      // The week of 30 November is already over the limit, but this request does not touch it.
      existing: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-14', '2026-12-15'],
      requested: ['2026-12-16', '2026-12-07', '2026-12-08', '2026-12-09'],
    });
    expect(semanas.map((w) => [w.inicio, w.dias])).toEqual([
      ['2026-12-07', 3],
      ['2026-12-14', 3],
    ]);
  });

  it('a five-day week (Monday to Friday) is over the limit every week', () => {
    const weekdays = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
    expect(findVinculoWeeks({ existing: [], requested: weekdays }).map((w) => w.dias)).toEqual([5, 5]);
  });
});

describe('which existing days count', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const day = (status: ExistingBookingDay['status'], over: Partial<ExistingBookingDay> = {}): ExistingBookingDay => {
    const start = saoPauloToInstant('2026-12-08', '08:00');
    return { start, status, requestStart: start, requestEnd: saoPauloToInstant('2026-12-08', '12:00'), createdAt: new Date(now.getTime() - 5 * 60_000), pagoEm: null, ...over };
  };

  it('counts pending, confirmed, concluded and unpaid requests still holding their time', () => {
    expect(countedDays([day('pendente', { pagoEm: now }), day('confirmada'), day('concluida'), day('aguardando_pagamento')], now)).toEqual([
      '2026-12-08',
      '2026-12-08',
      '2026-12-08',
      '2026-12-08',
    ]);
  });

  it('never counts cancelled, declined or expired requests', () => {
    expect(countedDays([day('cancelada'), day('recusada'), day('expirada')], now)).toEqual([]);
  });

  it('does not count an unpaid request whose 30 minutes are over, nor a pending one left unanswered', () => {
    const longAgo = new Date(now.getTime() - 25 * 3600_000);
    expect(countedDays([day('aguardando_pagamento', { createdAt: longAgo }), day('pendente', { createdAt: longAgo, pagoEm: longAgo })], now)).toEqual([]);
  });
});

describe('the span of weeks to read', () => {
  it('runs from the first Monday to the Monday after the last week', () => {
    expect(weeksSpan(['2026-12-16', '2026-12-09'])).toEqual({ from: '2026-12-07', to: '2026-12-21' });
    expect(weeksSpan([])).toBeNull();
  });
});
