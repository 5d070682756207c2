import { describe, expect, it } from 'vitest';
import { formatCentavos, formatPercent } from './format';

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

describe('formatPercent', () => {
  it('writes a percentage as people in Brazil read it', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(7.125)).toBe('7,13%');
    expect(formatPercent(0)).toBe('0%');
  });
});
