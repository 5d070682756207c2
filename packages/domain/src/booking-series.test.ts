import { describe, expect, it } from 'vitest';
import { createBookingSchema, seriesRange } from './booking-schemas';
import { describeWeekdays, occurrenceDates, seriesEndDate, weekdayOf } from './booking-series';
import { formatBookingPeriod } from './date-format';
import { priceBooking } from './pricing';

const slot = {
  cuidadorId: '5f0c2b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  dataInicio: '2026-12-07',
  horaInicio: '19:00',
  horaFim: '07:00',
  idempotencyKey: '6f0c2b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
};

describe('weekly series', () => {
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-12-07')).toBe(1); // segunda-feira
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2027-01-02')).toBe(6);
  });

  it('expands the chosen weekdays over N weeks, across month and year ends', () => {
    expect(seriesEndDate('2026-12-07', 4)).toBe('2027-01-03');
    expect(occurrenceDates({ dataInicio: '2026-12-07', dataFim: seriesEndDate('2026-12-07', 4), diasSemana: [1, 3] })).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
      '2026-12-21',
      '2026-12-23',
      '2026-12-28',
      '2026-12-30',
    ]);
    // Without weekdays: every day, as consecutive bookings always were.
    expect(occurrenceDates({ dataInicio: '2027-02-27', dataFim: '2027-03-01' })).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    // Starting mid-week: the first week holds only the days still to come.
    expect(occurrenceDates({ dataInicio: '2026-12-09', dataFim: '2026-12-21', diasSemana: [1] })).toEqual(['2026-12-14', '2026-12-21']);
  });

  it('prices each occurrence, the total is the sum', () => {
    expect(priceBooking({ hourlyRateCents: 5000, startDate: '2026-12-07', endDate: '2027-01-03', startTime: '19:00', endTime: '07:00', diasSemana: [1, 3] })).toEqual({
      minutesPerDay: 720,
      perDayCents: 60000,
      days: 8,
      totalCents: 480000,
    });
  });

  it('describes the weekdays from Monday, and a series as people read it', () => {
    expect(describeWeekdays([5, 1, 3])).toBe('segundas, quartas e sextas');
    expect(describeWeekdays([0, 6])).toBe('sábados e domingos');
    expect(describeWeekdays([2])).toBe('terças');
    expect(formatBookingPeriod({ dataInicio: '2026-12-07', dataFim: '2026-12-16', horaInicio: '19:00', horaFim: '07:00', diasSemana: [1, 3] })).toBe(
      'Toda semana, às segundas e quartas, de 07 de dezembro a 16 de dezembro, das 19:00 às 07:00 do dia seguinte',
    );
  });

  it('validates a series: weekdays, an end date or N weeks (not both), at most 13 weeks, at least one occurrence', () => {
    const ok = createBookingSchema.parse({ ...slot, diasSemana: [3, 1, 1], semanas: 4 });
    expect(ok.diasSemana).toEqual([1, 3]);
    expect(seriesRange(ok)).toEqual({ dataInicio: '2026-12-07', dataFim: '2027-01-03', diasSemana: [1, 3] });
    const error = (input: Record<string, unknown>) => createBookingSchema.safeParse({ ...slot, ...input }).error?.issues[0]?.message;
    expect(error({ diasSemana: [], semanas: 2 })).toBe('Escolha pelo menos um dia da semana.');
    expect(error({ diasSemana: [7], semanas: 2 })).toBe('Escolha pelo menos um dia da semana.');
    expect(error({ semanas: 2 })).toBe('Escolha pelo menos um dia da semana.');
    expect(error({ diasSemana: [1], semanas: 14 })).toBe('Escolha de 1 a 13 semanas.');
    expect(error({ diasSemana: [1] })).toBe('Escolha até quando a série vai: uma data final ou o número de semanas.');
    expect(error({ diasSemana: [1], semanas: 2, dataFim: '2026-12-20' })).toBe('Escolha até quando a série vai: uma data final ou o número de semanas.');
    expect(error({ diasSemana: [1], dataFim: '2027-03-08' })).toBe('Uma série semanal pode ter no máximo 13 semanas.');
    expect(error({ diasSemana: [0], dataFim: '2026-12-12' })).toBe('Nenhum dos dias da semana escolhidos cai nesse período.');
    // A series may span more than the 31 days of a consecutive request.
    expect(error({ diasSemana: [1], dataFim: '2027-03-01' })).toBeUndefined();
    // The query string writes the weekdays '1,3'.
    expect(createBookingSchema.parse({ ...slot, diasSemana: '1,3', semanas: '2' })).toMatchObject({ diasSemana: [1, 3], semanas: 2 });
  });
});
