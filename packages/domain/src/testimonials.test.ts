import { describe, expect, it } from 'vitest';
import { testimonialAuthor } from './testimonials';

describe('testimonialAuthor', () => {
  it('shows the first name and the initial of the last surname', () => {
    expect(testimonialAuthor('Helena', 'Duarte')).toBe('Helena D.');
    expect(testimonialAuthor('Maria Clara', 'de Souza lima')).toBe('Maria L.');
    expect(testimonialAuthor('  Ana ', '  ')).toBe('Ana');
    expect(testimonialAuthor('', '')).toBe('Família Cuidar');
  });
});
