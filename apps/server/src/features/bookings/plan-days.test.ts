import { saoPauloToInstant } from '@cuidar/domain/time';
import { describe, expect, it } from 'vitest';
import { planDays, uncoveredDay } from './service';

const iso = (days: { date: string; start: Date; end: Date }[]) => days.map((d) => [d.date, d.start.toISOString(), d.end.toISOString()]);

describe('planDays', () => {
  it('keeps ordinary days on their own date', () => {
    expect(iso(planDays({ dataInicio: '2026-12-05', dataFim: '2026-12-06', horaInicio: '08:00', horaFim: '12:00' }))).toEqual([
      ['2026-12-05', '2026-12-05T11:00:00.000Z', '2026-12-05T15:00:00.000Z'],
      ['2026-12-06', '2026-12-06T11:00:00.000Z', '2026-12-06T15:00:00.000Z'],
    ]);
  });

  it('ends a night shift on the next calendar day, across the end of the month and of the year', () => {
    expect(iso(planDays({ dataInicio: '2026-12-30', dataFim: '2026-12-31', horaInicio: '19:00', horaFim: '07:00' }))).toEqual([
      ['2026-12-30', '2026-12-30T22:00:00.000Z', '2026-12-31T10:00:00.000Z'],
      ['2026-12-31', '2026-12-31T22:00:00.000Z', '2027-01-01T10:00:00.000Z'],
    ]);
    expect(iso(planDays({ dataInicio: '2027-02-28', dataFim: '2027-02-28', horaInicio: '22:00', horaFim: '00:00' }))).toEqual([
      ['2027-02-28', '2027-03-01T01:00:00.000Z', '2027-03-01T03:00:00.000Z'],
    ]);
  });

  it('makes equal times a 24 h shift, each ending when the next begins', () => {
    const days = planDays({ dataInicio: '2026-11-29', dataFim: '2026-12-01', horaInicio: '08:00', horaFim: '08:00' });
    expect(days.map((d) => d.end.getTime() - d.start.getTime())).toEqual([86_400_000, 86_400_000, 86_400_000]);
    expect(days[0]!.end).toEqual(days[1]!.start);
    expect(days[2]!.end).toEqual(saoPauloToInstant('2026-12-02', '08:00'));
  });
});

describe('uncoveredDay', () => {
  const nights = planDays({ dataInicio: '2026-12-05', dataFim: '2026-12-06', horaInicio: '19:00', horaFim: '07:00' });
  const slot = (date: string, start: string, endDate: string, end: string) => ({ start: saoPauloToInstant(date, start), end: saoPauloToInstant(endDate, end) });

  it('counts slots that touch at midnight as one', () => {
    const slots = [slot('2026-12-05', '18:00', '2026-12-06', '00:00'), slot('2026-12-06', '00:00', '2026-12-06', '07:00'), slot('2026-12-06', '19:00', '2026-12-07', '07:30')];
    expect(uncoveredDay(nights, slots)).toBeUndefined();
  });

  it('names the night that is not covered after midnight', () => {
    const slots = [slot('2026-12-05', '18:00', '2026-12-06', '07:00'), slot('2026-12-06', '19:00', '2026-12-07', '00:00')];
    expect(uncoveredDay(nights, slots)?.date).toBe('2026-12-06');
  });
});
