import { describe, expect, it } from 'vitest';
import {
  bookingsLosingAvailability,
  dayOffSchema,
  diffSlots,
  expandWeeklyPattern,
  formatPatternHours,
  formatWeekdays,
  planPatternSlots,
  rangeMinutes,
  subtractSpans,
  weeklyPatternSchema,
  type PatternRule,
} from './availability';
import { saoPauloToInstant } from './time';
import { firstIssue } from './validation';

const at = saoPauloToInstant;
const iso = (spans: { start: Date; end: Date }[]) => spans.map((s) => [s.start.toISOString(), s.end.toISOString()]);
const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]).message;

// Monday to Friday 08:00–18:00 and Saturday 19:00–07:00 (next day), from Monday 2026-11-23.
const rule: PatternRule = {
  faixas: [
    { dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' },
    { dias: [6], horaInicio: '19:00', horaFim: '07:00' },
  ],
  validoDe: '2026-11-23',
  validoAte: null,
};

describe('weekly pattern schema', () => {
  it('accepts ranges that cross midnight and a 24-hour range', () => {
    expect(weeklyPatternSchema.safeParse({ faixas: rule.faixas, validoDe: '2026-11-23' }).success).toBe(true);
    expect(weeklyPatternSchema.safeParse({ faixas: [{ dias: [0], horaInicio: '07:00', horaFim: '07:00' }], validoDe: '2026-11-23', validoAte: '' }).success).toBe(true);
    expect(rangeMinutes('19:00', '07:00')).toBe(12 * 60);
    expect(rangeMinutes('07:00', '07:00')).toBe(24 * 60);
    expect(formatPatternHours('19:00', '07:00')).toBe('19:00 às 07:00 do dia seguinte');
    expect(formatPatternHours('08:00', '18:00')).toBe('08:00 às 18:00');
    expect(formatWeekdays([5, 1, 0])).toBe('segunda, sexta e domingo');
  });

  it('refuses no days, ranges that overlap (also across Saturday night) and an end before the start', () => {
    expect(messageOf(weeklyPatternSchema.safeParse({ faixas: [{ dias: [], horaInicio: '08:00', horaFim: '18:00' }], validoDe: '2026-11-23' }))).toBe(
      'Escolha pelo menos um dia da semana',
    );
    expect(
      messageOf(
        weeklyPatternSchema.safeParse({
          faixas: [
            { dias: [1], horaInicio: '08:00', horaFim: '18:00' },
            { dias: [1], horaInicio: '17:00', horaFim: '20:00' },
          ],
          validoDe: '2026-11-23',
        }),
      ),
    ).toBe('Os horários de segunda e de segunda se sobrepõem. Ajuste um deles.');
    // Saturday 19:00 → Sunday 07:00 runs into Sunday 06:00.
    expect(
      messageOf(
        weeklyPatternSchema.safeParse({
          faixas: [
            { dias: [6], horaInicio: '19:00', horaFim: '07:00' },
            { dias: [0], horaInicio: '06:00', horaFim: '10:00' },
          ],
          validoDe: '2026-11-23',
        }),
      ),
    ).toBe('Os horários de sábado e de domingo se sobrepõem. Ajuste um deles.');
    expect(messageOf(weeklyPatternSchema.safeParse({ faixas: rule.faixas, validoDe: '2026-11-23', validoAte: '2026-11-01' }))).toBe(
      'A data final deve ser igual ou depois da data inicial',
    );
    expect(weeklyPatternSchema.safeParse({ faixas: [{ dias: [1, 1], horaInicio: '08:00', horaFim: '18:00' }], validoDe: '2026-11-23' }).success).toBe(false);
    expect(weeklyPatternSchema.safeParse({ faixas: [{ dias: [7], horaInicio: '08:00', horaFim: '18:00' }], validoDe: '2026-11-23' }).success).toBe(false);
  });

  it('days off need the last day on or after the first', () => {
    expect(dayOffSchema.safeParse({ dataInicio: '2026-12-20', dataFim: '2026-12-27' }).success).toBe(true);
    expect(messageOf(dayOffSchema.safeParse({ dataInicio: '2026-12-20', dataFim: '2026-12-19' }))).toBe('O último dia de folga deve ser igual ou depois do primeiro');
  });
});

describe('expanding a weekly pattern', () => {
  it('repeats across weeks in São Paulo wall time (UTC−3, no daylight saving)', () => {
    const spans = expandWeeklyPattern(rule, '2026-11-23', '2026-12-06');
    // Two weeks: 5 weekdays + 1 Saturday night each.
    expect(spans).toHaveLength(12);
    expect(iso(spans.slice(0, 1))).toEqual([['2026-11-23T11:00:00.000Z', '2026-11-23T21:00:00.000Z']]);
    // Saturday 28/11 19:00 → Sunday 29/11 07:00.
    expect(iso(spans.slice(5, 6))).toEqual([['2026-11-28T22:00:00.000Z', '2026-11-29T10:00:00.000Z']]);
    expect(iso(spans.slice(11))).toEqual([['2026-12-05T22:00:00.000Z', '2026-12-06T10:00:00.000Z']]);
    // Summer, when Brazil used to move its clocks: still 08:00 local = 11:00 UTC.
    expect(iso(expandWeeklyPattern(rule, '2027-01-18', '2027-01-18'))).toEqual([['2027-01-18T11:00:00.000Z', '2027-01-18T21:00:00.000Z']]);
  });

  it('keeps within its validity', () => {
    const bounded = { ...rule, validoDe: '2026-11-25', validoAte: '2026-11-26' };
    expect(iso(expandWeeklyPattern(bounded, '2026-11-20', '2026-12-31')).map(([s]) => s)).toEqual(['2026-11-25T11:00:00.000Z', '2026-11-26T11:00:00.000Z']);
  });
});

describe('planning the slots of a pattern', () => {
  const now = at('2026-11-28', '20:00'); // Saturday evening, in the middle of the night range

  it('cuts at now, runs to the horizon, removes days off and keeps hand-made slots', () => {
    const planned = planPatternSlots({ rule, folgas: [], keep: [], now, horizonDays: 90 });
    // The Saturday night range already running starts now.
    expect(iso(planned.slice(0, 1))).toEqual([[now.toISOString(), '2026-11-29T10:00:00.000Z']]);
    // Last day: today + 90 = 2027-02-26, a Friday.
    expect(iso(planned.slice(-1))).toEqual([['2027-02-26T11:00:00.000Z', '2027-02-26T21:00:00.000Z']]);

    const withFolga = planPatternSlots({ rule, folgas: [{ dataInicio: '2026-11-29', dataFim: '2026-12-01' }], keep: [], now, horizonDays: 10 });
    // Saturday night is clipped at Sunday 00:00; Monday and Tuesday are gone; Wednesday stays.
    expect(iso(withFolga.slice(0, 2))).toEqual([
      [now.toISOString(), '2026-11-29T03:00:00.000Z'],
      ['2026-12-02T11:00:00.000Z', '2026-12-02T21:00:00.000Z'],
    ]);

    const handMade = { start: at('2026-12-02', '12:00'), end: at('2026-12-02', '20:00') };
    const withSlot = planPatternSlots({ rule, folgas: [], keep: [handMade], now, horizonDays: 10 });
    expect(iso(withSlot.filter((s) => s.start.toISOString().startsWith('2026-12-02')))).toEqual([['2026-12-02T11:00:00.000Z', '2026-12-02T15:00:00.000Z']]);
  });

  it('is stable: planning again finds nothing to change, and a day later only adds that day', () => {
    const first = planPatternSlots({ rule, folgas: [], keep: [], now: at('2026-11-23', '00:00'), horizonDays: 90 });
    const again = planPatternSlots({ rule, folgas: [], keep: [], now: at('2026-11-23', '00:00'), horizonDays: 90 });
    expect(diffSlots(first, again)).toEqual({ remove: [], add: [] });
    const nextDay = planPatternSlots({ rule, folgas: [], keep: [], now: at('2026-11-24', '00:00'), horizonDays: 90 });
    const stillFuture = first.filter((s) => s.start >= at('2026-11-24', '00:00'));
    const diff = diffSlots(stillFuture, nextDay);
    expect(diff.remove).toEqual([]);
    expect(iso(diff.add)).toEqual([['2027-02-22T11:00:00.000Z', '2027-02-22T21:00:00.000Z']]); // Monday 2027-02-22 = 2026-11-24 + 90
  });
});

describe('bookings losing availability', () => {
  const slot = { start: at('2026-12-02', '08:00'), end: at('2026-12-02', '18:00') };
  const booking = { id: 'b', start: at('2026-12-02', '09:00'), end: at('2026-12-02', '12:00') };

  it('is a booking whose covered time is no longer covered', () => {
    expect(bookingsLosingAvailability([booking], [slot], [])).toEqual([booking]);
    expect(bookingsLosingAvailability([booking], [slot], [{ start: at('2026-12-02', '10:00'), end: at('2026-12-02', '18:00') }])).toEqual([booking]);
    // Split into touching slots: still covered.
    const split = [
      { start: at('2026-12-02', '08:00'), end: at('2026-12-02', '10:00') },
      { start: at('2026-12-02', '10:00'), end: at('2026-12-02', '18:00') },
    ];
    expect(bookingsLosingAvailability([booking], [slot], split)).toEqual([]);
    // A booking that was never inside availability is not affected by removing other time.
    expect(bookingsLosingAvailability([booking], [{ start: at('2026-12-03', '08:00'), end: at('2026-12-03', '18:00') }], [])).toEqual([]);
  });

  it('subtracts across several cuts', () => {
    const day = { start: at('2026-12-02', '00:00'), end: at('2026-12-03', '00:00') };
    const cuts = [
      { start: at('2026-12-02', '10:00'), end: at('2026-12-02', '11:00') },
      { start: at('2026-12-01', '22:00'), end: at('2026-12-02', '02:00') },
    ];
    expect(iso(subtractSpans([day], cuts))).toEqual([
      ['2026-12-02T05:00:00.000Z', '2026-12-02T13:00:00.000Z'],
      ['2026-12-02T14:00:00.000Z', '2026-12-03T03:00:00.000Z'],
    ]);
  });
});
