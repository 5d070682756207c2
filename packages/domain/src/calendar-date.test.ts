import { describe, expect, it } from 'vitest';
import { createBookingSchema } from './booking-schemas';
import { impossibleDates, isValidIsoDate } from './calendar-date';
import { addDaysToDate, todayInSaoPaulo } from './time';

// An impossible date (2026-12-32, 2026-02-30) is a field error in Portuguese, never a value the
// server does date arithmetic on (issue 15: dataFim "2026-12-32" answered 500). Dates are relative
// to today. Every date field of every schema is checked in apps/server/src/http/domain-schemas.fuzz.test.ts.

const today = todayInSaoPaulo();

describe('isValidIsoDate', () => {
  it('accepts real days and refuses impossible ones, this year and the next', () => {
    for (const date of [today, addDaysToDate(today, 1), addDaysToDate(today, 366), '2028-02-29']) expect(isValidIsoDate(date), date).toBe(true);
    expect(impossibleDates(today).length).toBeGreaterThanOrEqual(6);
    for (const date of impossibleDates(today)) expect(isValidIsoDate(date), date).toBe(false);
  });
});

describe('booking dates', () => {
  it('a booking request with an impossible end date names the field', () => {
    const tomorrow = addDaysToDate(today, 1);
    const base = { cuidadorId: '3f1c2b7a-9d4e-4c1a-8f2b-5e6d7c8b9a01', dataInicio: tomorrow, horaInicio: '08:00', horaFim: '12:00', idempotencyKey: '0b6f7d5e-8f0e-4b8e-a7b4-2f3c1d0e9a88' };
    for (const date of impossibleDates(today)) {
      const end = createBookingSchema.safeParse({ ...base, dataFim: date });
      expect(end.error?.issues[0]).toMatchObject({ path: ['dataFim'], message: 'Data inválida. Escolha um dia do calendário.' });
      const start = createBookingSchema.safeParse({ ...base, dataInicio: date });
      expect(start.error?.issues[0]).toMatchObject({ path: ['dataInicio'], message: 'Data inválida. Escolha um dia do calendário.' });
    }
    expect(createBookingSchema.safeParse({ ...base, dataInicio: '' }).error?.issues[0]?.message).toBe('É necessário selecionar uma data de início');
    expect(createBookingSchema.safeParse(base).success).toBe(true);
  });
});
