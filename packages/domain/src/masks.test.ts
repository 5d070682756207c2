import { describe, expect, it } from 'vitest';
import { isCompleteCep } from './cep';
import { maskCep, maskPhone } from './masks';

describe('masks', () => {
  it('formats a CEP as 12345-678 and drops everything else', () => {
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009999')).toBe('01310-100');
    expect(maskCep('0131a')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310-10')).toBe(false);
  });

  it('formats a mobile phone as (99) 99999-9999 while typing', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11987')).toBe('(11) 987');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219')).toBe('(11) 98765-4321');
    expect(maskPhone('')).toBe('');
  });
});
