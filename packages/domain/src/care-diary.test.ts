import { describe, expect, it } from 'vitest';
import { careDiaryCorrectionSchema, careDiaryEntryInputSchema, careDiaryReportQuerySchema, diaryWriteRefusal, entryFields, occurredAtRefusal } from './care-diary';

// The care diary's write window and entry shapes (docs/product.md#care-diary).

const t = (iso: string) => new Date(iso);
const checkInAt = t('2026-11-27T11:00:00.000Z');
const checkOutAt = t('2026-11-27T15:00:00.000Z');
const twelveHoursAfter = t('2026-11-28T03:00:00.000Z');
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe('diaryWriteRefusal: from the check-in until 12 h after the check-out', () => {
  it('is closed before the arrival, and when there is no presence at all', () => {
    expect(diaryWriteRefusal(null, checkInAt)).toBe('sem-chegada');
    expect(diaryWriteRefusal({ checkInAt: null, checkOutAt: null }, checkInAt)).toBe('sem-chegada');
    expect(diaryWriteRefusal({ checkInAt, checkOutAt: null }, ms(checkInAt, -1))).toBe('sem-chegada');
  });
  it('opens at the check-in itself and stays open while the visit is under way, however long', () => {
    expect(diaryWriteRefusal({ checkInAt, checkOutAt: null }, checkInAt)).toBeNull();
    expect(diaryWriteRefusal({ checkInAt, checkOutAt: null }, ms(checkInAt, 30 * 3_600_000))).toBeNull();
  });
  it('closes 12 h after the check-out, to the millisecond', () => {
    expect(diaryWriteRefusal({ checkInAt, checkOutAt }, checkOutAt)).toBeNull();
    expect(diaryWriteRefusal({ checkInAt, checkOutAt }, twelveHoursAfter)).toBeNull();
    expect(diaryWriteRefusal({ checkInAt, checkOutAt }, ms(twelveHoursAfter, 1))).toBe('encerrado');
  });
});

describe('occurredAtRefusal: inside the visit, never in the future', () => {
  it('accepts the arrival, the departure and any moment between', () => {
    expect(occurredAtRefusal({ checkInAt, checkOutAt }, checkInAt, twelveHoursAfter)).toBeNull();
    expect(occurredAtRefusal({ checkInAt, checkOutAt }, checkOutAt, twelveHoursAfter)).toBeNull();
  });
  it('refuses a moment before the arrival or after the departure', () => {
    expect(occurredAtRefusal({ checkInAt, checkOutAt }, ms(checkInAt, -60_000), checkOutAt)).toBe('fora-da-visita');
    expect(occurredAtRefusal({ checkInAt, checkOutAt }, ms(checkOutAt, 60_000), twelveHoursAfter)).toBe('fora-da-visita');
  });
  it('refuses the future beyond a minute of clock drift', () => {
    const now = ms(checkInAt, 3_600_000);
    expect(occurredAtRefusal({ checkInAt, checkOutAt: null }, ms(now, 60_000), now)).toBeNull();
    expect(occurredAtRefusal({ checkInAt, checkOutAt: null }, ms(now, 60_001), now)).toBe('futuro');
  });
});

describe('the entry schemas', () => {
  it('take each type with its own fields, discriminated by tipo', () => {
    const med = careDiaryEntryInputSchema.parse({ tipo: 'medicacao', nome: 'Losartana', dose: '50 mg', situacao: 'recusada' });
    expect(entryFields(med)).toEqual({ nome: 'Losartana', dose: '50 mg', situacao: 'recusada' });
    const meal = careDiaryEntryInputSchema.parse({ tipo: 'refeicao', descricao: 'Sopa', quantidade: 'meio prato', ocorridoEm: '2026-11-27T12:00:00.000Z' });
    expect(entryFields(meal)).toEqual({ descricao: 'Sopa', quantidade: 'meio prato' });
    expect(entryFields(careDiaryEntryInputSchema.parse({ tipo: 'incidente', descricao: 'Escorregou no banheiro' }))).toEqual({ descricao: 'Escorregou no banheiro' });
  });
  it('refuse missing or foreign fields with Portuguese messages', () => {
    const noOutcome = careDiaryEntryInputSchema.safeParse({ tipo: 'medicacao', nome: 'Losartana', dose: '50 mg' });
    expect(noOutcome.success).toBe(false);
    expect(noOutcome.error?.issues[0]?.message).toBe('Diga se o medicamento foi dado ou recusado.');
    const empty = careDiaryEntryInputSchema.safeParse({ tipo: 'humor', descricao: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('Preencha este campo.');
    expect(careDiaryEntryInputSchema.safeParse({ tipo: 'sono', descricao: 'Dormiu', nome: 'x' }).success).toBe(false);
    expect(careDiaryEntryInputSchema.safeParse({ tipo: 'banho', descricao: 'x' }).success).toBe(false);
  });
  it('a correction needs a reason', () => {
    const entrada = { tipo: 'sono', descricao: 'Dormiu bem' };
    expect(careDiaryCorrectionSchema.safeParse({ motivo: '', entrada }).error?.issues[0]?.message).toBe('Diga o motivo da correção.');
    expect(careDiaryCorrectionSchema.safeParse({ motivo: 'Horário errado', entrada }).success).toBe(true);
  });
  it('the report takes an ordered period of at most 62 days', () => {
    expect(careDiaryReportQuerySchema.safeParse({ inicio: '2026-11-01', fim: '2026-11-30' }).success).toBe(true);
    expect(careDiaryReportQuerySchema.safeParse({ inicio: '2026-11-30', fim: '2026-11-01' }).success).toBe(false);
    expect(careDiaryReportQuerySchema.safeParse({ inicio: '2026-01-01', fim: '2026-03-31' }).success).toBe(false);
  });
});
