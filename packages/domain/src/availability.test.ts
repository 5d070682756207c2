import { describe, expect, it } from 'vitest';
import { availabilitySlotSchema, dateRangeQuerySchema, slotDates, slotToFormValues } from './availability';
import { saoPauloToInstant } from './time';
import { firstIssue } from './validation';

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]).message;

describe('availability slot form', () => {
  it('needs all four fields', () => {
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '', horaInicio: '08:00', dataFim: '2026-11-22', horaFim: '12:00' }))).toBe(
      'Preencha a data e o horário de início e de fim',
    );
  });

  it('needs the end after the start', () => {
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-22', horaInicio: '12:00', dataFim: '2026-11-22', horaFim: '08:00' }))).toBe(
      'O fim da disponibilidade deve ser depois do início',
    );
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-22', horaInicio: '08:00', dataFim: '2026-11-22', horaFim: '08:00' }))).toBe(
      'O fim da disponibilidade deve ser depois do início',
    );
    expect(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-22', horaInicio: '19:00', dataFim: '2026-11-23', horaFim: '07:00' }).success).toBe(true);
  });

  it('refuses bad dates, bad times and slots longer than a week', () => {
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '2026-02-30', horaInicio: '08:00', dataFim: '2026-03-01', horaFim: '12:00' }))).toBe('Data inválida');
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-22', horaInicio: '24:00', dataFim: '2026-11-22', horaFim: '12:00' }))).toBe('Horário inválido');
    expect(messageOf(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-01', horaInicio: '08:00', dataFim: '2026-11-09', horaFim: '12:00' }))).toBe(
      'Uma disponibilidade pode durar no máximo 7 dias',
    );
    expect(availabilitySlotSchema.safeParse({ dataInicio: '2026-11-22', horaInicio: '08:00', dataFim: '2026-11-22', horaFim: '12:00', cuidadorId: 'x' }).success).toBe(false);
  });

  it('limits list ranges', () => {
    expect(dateRangeQuerySchema.safeParse({ from: '2026-11-01', to: '2026-12-12' }).success).toBe(true);
    expect(dateRangeQuerySchema.safeParse({ from: '2026-12-01', to: '2026-11-01' }).success).toBe(false);
    expect(dateRangeQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(false);
  });
});

describe('slots on the São Paulo calendar', () => {
  it('marks every day a slot touches, not the day it ends at midnight', () => {
    expect(slotDates(saoPauloToInstant('2026-11-22', '08:00'), saoPauloToInstant('2026-11-22', '12:00'))).toEqual(['2026-11-22']);
    // 22:00 in São Paulo is already the next day in UTC; still one local day.
    expect(slotDates(saoPauloToInstant('2026-11-22', '18:00'), saoPauloToInstant('2026-11-22', '23:30'))).toEqual(['2026-11-22']);
    expect(slotDates(saoPauloToInstant('2026-11-22', '19:00'), saoPauloToInstant('2026-11-23', '07:00'))).toEqual(['2026-11-22', '2026-11-23']);
    expect(slotDates(saoPauloToInstant('2026-11-22', '12:00'), saoPauloToInstant('2026-11-23', '00:00'))).toEqual(['2026-11-22']);
  });

  it('gives the dialog the local wall time of a stored slot', () => {
    const slot = { startDatetime: '2026-11-22T21:00:00.000Z', endDatetime: '2026-11-23T01:30:00.000Z' };
    expect(slotToFormValues(slot)).toEqual({ dataInicio: '2026-11-22', horaInicio: '18:00', dataFim: '2026-11-22', horaFim: '22:30' });
  });
});
