import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants';
import { formatMonthYear } from './month-year';

/** What the date-fns formatter of date-format.ts said before (São Paulo's wall clock, pt-BR). */
const withDateFns = (value: Date) => format(new TZDate(value.getTime(), TIME_ZONE), "MMMM 'de' yyyy", { locale: ptBR });

describe('formatMonthYear', () => {
  it('says the month and year on São Paulo’s calendar, as date-fns does, for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        expect(formatMonthYear(instant)).toBe(withDateFns(instant));
        expect(formatMonthYear(instant.toISOString())).toBe(withDateFns(instant));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes the month of São Paulo, not of UTC, at the turn of a month', () => {
    // 1 December 2026 at 01:00 UTC is still 30 November at 22:00 in São Paulo.
    expect(formatMonthYear('2026-12-01T01:00:00Z')).toBe('novembro de 2026');
    expect(formatMonthYear('2026-03-10T12:00:00Z')).toBe('março de 2026');
  });

  it('reads a calendar date as that day', () => {
    expect(formatMonthYear('2026-12-01')).toBe('dezembro de 2026');
    expect(formatMonthYear('2027-01-31')).toBe('janeiro de 2027');
  });
});
