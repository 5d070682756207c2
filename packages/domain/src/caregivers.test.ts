import { describe, expect, it } from 'vitest';
import { avatarSrc, avatarVariant, displayRating, filledStars, formatRating, initials, placeLabel, skillsPreview } from './caregivers';

describe('caregiver card rules', () => {
  it('picks one of five avatars from the digits of the id, always the same', () => {
    expect(avatarVariant('00000000-0000-0000-0000-000000000000')).toBe(1);
    expect(avatarVariant('a1b2c3')).toBe(2); // 1+2+3 = 6 → 6 % 5 + 1
    expect(avatarVariant('9999')).toBe(2); // 36 % 5 + 1
    expect(avatarVariant('no-digits')).toBe(1);
    const id = '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b';
    expect(avatarVariant(id)).toBe(avatarVariant(id));
    expect(avatarVariant(id)).toBeGreaterThanOrEqual(1);
    expect(avatarVariant(id)).toBeLessThanOrEqual(5);
  });

  it('prefers an uploaded photo', () => {
    expect(avatarSrc({ id: '1', avatarUrl: '/uploads/x.jpg' })).toBe('/uploads/x.jpg');
    expect(avatarSrc({ id: '1', avatarUrl: null })).toBe('/avatars/caregiver-2.jpg');
  });

  it('makes initials from the first and last names', () => {
    expect(initials('Ana', 'Paula Souza')).toBe('AS');
    expect(initials('José', '')).toBe('J');
    expect(initials('', '')).toBe('?');
  });

  it('shows 5.0 when there is no review, with a comma and one decimal', () => {
    expect(displayRating(null)).toBe(5);
    expect(formatRating(displayRating(null))).toBe('5,0');
    expect(formatRating(4.666)).toBe('4,7');
    for (const rating of [1, 3.25, 3.75, 4, 4.05, 4.15, 4.25, 4.35, 4.45, 4.5, 4.55, 4.67, 4.95, 5]) {
      expect(formatRating(rating)).toBe(rating.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
    }
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(4.5)).toBe(5);
  });

  it('shows three skills and counts the rest', () => {
    expect(skillsPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(skillsPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('writes city and state', () => {
    expect(placeLabel({ cidade: 'Recife', estado: 'PE' })).toBe('Recife, PE');
    expect(placeLabel({ cidade: null, estado: 'PE' })).toBe('PE');
  });
});
