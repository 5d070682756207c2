import { describe, expect, it } from 'vitest';
import { formatCentavos } from './format';

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
