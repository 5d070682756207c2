import { describe, expect, it } from 'vitest';
import {
  formatBookingPeriod,
  formatDateRange,
  formatDateTime,
  formatDayAndTimeRange,
  formatDayMonth,
  formatDayMonthAtTime,
  formatLongDate,
  formatLongDateTime,
  formatRelativeDay,
  formatShortDate,
  formatTime,
  formatTimeRange,
  toSaoPauloParts,
} from './date-format';

describe('toSaoPauloParts', () => {
  it('reads the wall clock in São Paulo, not UTC', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(toSaoPauloParts(new Date('2026-11-22T02:30:00Z'))).toEqual({ date: '2026-11-21', time: '23:30' });
  });
});

describe('pt-BR dates in São Paulo time', () => {
  const instant = new Date('2026-11-23T01:30:00Z'); // 22:30 on the 22nd in São Paulo

  it('shows the São Paulo wall clock, not UTC', () => {
    expect(formatTime(instant)).toBe('22:30');
    expect(formatDayMonth(instant)).toBe('22 de novembro');
    expect(formatLongDate(instant)).toBe('domingo, 22 de novembro de 2026');
    expect(formatShortDate(instant.toISOString())).toBe('22/11/2026');
    expect(formatDateTime(instant)).toBe('22/11/2026 às 22:30');
    expect(formatLongDateTime(instant)).toBe('22 de novembro de 2026 às 22:30');
    expect(formatDayMonthAtTime(instant)).toBe('22 de novembro às 22:30');
    expect(formatDayMonthAtTime('2026-12-05', '08:00:00')).toBe('05 de dezembro às 08:00');
  });

  it('reads a bare calendar date as that day, not as UTC midnight (the evening before in São Paulo)', () => {
    expect(formatDayMonth('2026-12-05')).toBe('05 de dezembro');
    expect(formatShortDate('2026-03-01')).toBe('01/03/2026');
    expect(formatLongDate('2026-11-22')).toBe('domingo, 22 de novembro de 2026');
    expect(formatLongDate('2026-12-01')).toBe('terça-feira, 1 de dezembro de 2026');
  });

  it('says Hoje and Ontem by the São Paulo calendar', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    expect(formatRelativeDay(instant, now)).toBe('Hoje, 22:30');
    expect(formatRelativeDay(new Date('2026-11-22T01:00:00Z'), now)).toBe('Ontem, 22:00');
    expect(formatRelativeDay(new Date('2026-11-20T21:30:00Z'), now)).toBe('20/11, 18:30');
  });
});

describe('ranges', () => {
  it('writes days as "X a Y", one day once', () => {
    expect(formatDateRange('2026-12-05', '2026-12-07')).toBe('05 de dezembro a 07 de dezembro');
    expect(formatDateRange('2026-03-01', '2026-03-01')).toBe('01 de março');
    // Instants: the days they fall on in São Paulo.
    expect(formatDateRange(new Date('2026-12-05T11:00:00Z'), new Date('2026-12-08T02:00:00Z'))).toBe('05 de dezembro a 07 de dezembro');
  });

  it('writes hours as "X às Y", from stored wall times or instants', () => {
    expect(formatTimeRange('08:00', '12:00')).toBe('08:00 às 12:00');
    expect(formatTimeRange('08:00:00', '12:30:00')).toBe('08:00 às 12:30');
    expect(formatTimeRange(new Date('2026-11-22T11:00:00Z'), new Date('2026-11-22T15:00:00Z'))).toBe('08:00 às 12:00');
    expect(formatTimeRange('2026-11-23T22:00:00Z', '2026-11-24T10:00:00Z')).toBe('19:00 às 07:00 (24/11)');
  });

  it('says when stored hours end on the next day: a night shift, or 24 h', () => {
    expect(formatTimeRange('19:00', '07:00')).toBe('19:00 às 07:00 do dia seguinte');
    expect(formatTimeRange('22:00:00', '00:00:00')).toBe('22:00 às 00:00 do dia seguinte');
    expect(formatTimeRange('08:00', '08:00')).toBe('08:00 às 08:00 do dia seguinte (24 horas)');
    expect(formatBookingPeriod({ dataInicio: '2026-12-05', dataFim: '2026-12-06', horaInicio: '19:00:00', horaFim: '07:00:00' })).toBe(
      '05 de dezembro a 06 de dezembro, das 19:00 às 07:00 do dia seguinte',
    );
  });

  it('writes a slot as a short day and the hours', () => {
    expect(formatDayAndTimeRange(new Date('2026-11-25T11:00:00Z'), new Date('2026-11-25T15:00:00Z'))).toBe('25/11, 08:00 às 12:00');
    expect(formatDayAndTimeRange(new Date('2026-11-22T22:00:00Z'), new Date('2026-11-23T10:00:00Z'))).toBe('22/11, 19:00 às 07:00 (23/11)');
  });

  it('writes a booking as days, then hours', () => {
    expect(formatBookingPeriod({ dataInicio: '2026-12-05', dataFim: '2026-12-07', horaInicio: '08:00:00', horaFim: '12:00:00' })).toBe(
      '05 de dezembro a 07 de dezembro, das 08:00 às 12:00',
    );
  });
});
