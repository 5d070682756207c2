import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads pt-BR amounts', () => {
    expect(parseMoneyInput('45,50')).toBe(4550);
    expect(parseMoneyInput('45')).toBe(4500);
    expect(parseMoneyInput('45,5')).toBe(4550);
    expect(parseMoneyInput('1.234,56')).toBe(123456);
    expect(parseMoneyInput('1.234')).toBe(123400);
    expect(parseMoneyInput('1234,56')).toBe(123456);
    expect(parseMoneyInput('10.000,00')).toBe(1_000_000);
    expect(parseMoneyInput('0,01')).toBe(1);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('accepts the currency sign, spaces and a keypad decimal point', () => {
    expect(parseMoneyInput(' R$ 45,50 ')).toBe(4550);
    expect(parseMoneyInput('R$\u00a01.234,56')).toBe(123456);
    expect(parseMoneyInput('45.50')).toBe(4550);
    expect(parseMoneyInput('45.5')).toBe(4550);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '   ', 'abc', '-1', '-45,50', '45,505', '1.23,45', '12.3456', '45,', ',50', '1,234,56', '45..5', '4 5x']) {
      expect(parseMoneyInput(text), text).toBeNull();
    }
  });

  it('never goes through floating point (0,29 is 29 centavos, not 28)', () => {
    expect(parseMoneyInput('0,29')).toBe(29);
    expect(parseMoneyInput('1.005,07')).toBe(100507);
  });
});

describe('formatMoneyInput', () => {
  it('writes what the field shows, and reads back the same amount', () => {
    expect(formatMoneyInput(4550)).toBe('45,50');
    expect(formatMoneyInput(123456)).toBe('1.234,56');
    expect(formatMoneyInput(5)).toBe('0,05');
    for (const cents of [0, 1, 99, 4550, 123456, 1_000_000]) expect(parseMoneyInput(formatMoneyInput(cents))).toBe(cents);
  });
});
