import { describe, expect, it } from 'vitest';
import { avatarSrc, avatarVariant, filledStars, formatRating, formatResponseTime, initials, placeLabel, ratingSummary, reliabilityLines, skillsPreview } from './caregivers';

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

  it("says 'Novo' without a review, never an invented 5,0", () => {
    for (const [average, count] of [[null, 0], [undefined, 0], [null, 3], [4.5, 0]] as const) {
      const summary = ratingSummary(average, count);
      expect(summary).toEqual({ isNew: true, text: 'Novo', label: 'Novo no Cuidar: ainda sem avaliações' });
    }
  });

  it('otherwise gives the average with one decimal and the count, in words for screen readers', () => {
    expect(ratingSummary(4.8, 12)).toEqual({
      isNew: false,
      average: 4.8,
      value: '4,8',
      countText: '12 avaliações',
      text: '4,8 (12 avaliações)',
      label: 'Avaliação média 4,8 de 5, em 12 avaliações',
    });
    expect(ratingSummary(5, 1)).toMatchObject({ text: '5,0 (1 avaliação)', label: 'Avaliação média 5,0 de 5, em 1 avaliação' });
    expect(ratingSummary(4.449, 40).text).toBe('4,4 (40 avaliações)');
  });

  it('writes a rating with a comma and one decimal', () => {
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

describe('reliability (docs/product.md#caregiver-page)', () => {
  it("says 'Ainda sem histórico' when there is nothing yet", () => {
    expect(reliabilityLines({ concluidas: 0, cancelamentos: 0, respostaMedianaMin: null })).toEqual(['Ainda sem histórico']);
  });
  it('tells completed bookings, cancellations by the caregiver and the answer time', () => {
    expect(reliabilityLines({ concluidas: 12, cancelamentos: 1, respostaMedianaMin: 95 })).toEqual([
      '12 atendimentos concluídos',
      '1 cancelamento pelo cuidador',
      'Responde aos pedidos em cerca de 2 horas',
    ]);
    expect(reliabilityLines({ concluidas: 1, cancelamentos: 0, respostaMedianaMin: null })).toEqual([
      '1 atendimento concluído',
      'Nenhum cancelamento pelo cuidador',
    ]);
  });
  it('rounds the answer time to words a family reads at once', () => {
    expect(formatResponseTime(12)).toBe('em até 1 hora');
    expect(formatResponseTime(60)).toBe('em até 1 hora');
    expect(formatResponseTime(61)).toBe('em cerca de 1 hora');
    expect(formatResponseTime(23 * 60)).toBe('em cerca de 23 horas');
    expect(formatResponseTime(40 * 60)).toBe('em cerca de 2 dias');
  });
});
