import { describe, expect, it } from 'vitest';
import { formatCentavos, formatDateDayMonth, formatDateRange, parseReaisToCentavos, toSaoPauloParts } from './format';

describe('formatCentavos', () => {
  it('writes reais the Brazilian way', () => {
    expect(formatCentavos(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatCentavos(5000).replace(/\s/g, ' ')).toBe('R$ 50,00');
    expect(formatCentavos(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('writes exactly what Intl writes for pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const cents of [0, 1, 9, 10, 99, 100, 5000, 17500, 99999, 100000, 123456, 336000, 3654000, 123456789, -1, -5000, -123456]) {
      expect(formatCentavos(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('parseReaisToCentavos', () => {
  it('accepts dot or comma decimals and thousands separators', () => {
    expect(parseReaisToCentavos('50')).toBe(5000);
    expect(parseReaisToCentavos('49,90')).toBe(4990);
    expect(parseReaisToCentavos('1.234,56')).toBe(123456);
    expect(parseReaisToCentavos(65.5)).toBe(6550);
  });
  it('refuses what is not a number', () => {
    expect(parseReaisToCentavos('')).toBeNull();
    expect(parseReaisToCentavos('abc')).toBeNull();
  });
});

describe('toSaoPauloParts', () => {
  it('reads the wall clock in São Paulo, not UTC', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    expect(toSaoPauloParts(new Date('2026-11-22T02:30:00Z'))).toEqual({ date: '2026-11-21', time: '23:30' });
  });
});

describe('formatDateDayMonth', () => {
  it('writes dd de MMMM in Portuguese', () => {
    expect(formatDateDayMonth('2026-12-05')).toBe('05 de dezembro');
    expect(formatDateRange('2026-12-05', '2026-12-07')).toBe('05 de dezembro a 07 de dezembro');
    expect(formatDateRange('2026-03-01', '2026-03-01')).toBe('01 de março');
  });
});
