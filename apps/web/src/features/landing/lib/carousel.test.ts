import { describe, expect, it } from 'vitest';
import { canMove, cardsPerView, visibleIndices, wrapIndex } from './carousel';

describe('cardsPerView', () => {
  it('shows 1 card under 768 px, 2 under 1024 px and 3 from there on', () => {
    expect(cardsPerView(360)).toBe(1);
    expect(cardsPerView(767)).toBe(1);
    expect(cardsPerView(768)).toBe(2);
    expect(cardsPerView(1023)).toBe(2);
    expect(cardsPerView(1024)).toBe(3);
    expect(cardsPerView(1920)).toBe(3);
  });
});

describe('wrapIndex', () => {
  it('wraps past the end and before the start', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(6, 5)).toBe(1);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('visibleIndices', () => {
  it('takes consecutive items and loops around the end', () => {
    expect(visibleIndices(0, 6, 3)).toEqual([0, 1, 2]);
    expect(visibleIndices(4, 6, 3)).toEqual([4, 5, 0]);
    expect(visibleIndices(5, 6, 2)).toEqual([5, 0]);
    expect(visibleIndices(5, 6, 1)).toEqual([5]);
  });

  it('shows each item once when there are fewer items than places', () => {
    expect(visibleIndices(0, 2, 3)).toEqual([0, 1]);
    expect(visibleIndices(1, 2, 3)).toEqual([1, 0]);
    expect(visibleIndices(0, 0, 3)).toEqual([]);
  });
});

describe('canMove', () => {
  it('moves only when something is off screen', () => {
    expect(canMove(6, 3)).toBe(true);
    expect(canMove(3, 3)).toBe(false);
    expect(canMove(2, 1)).toBe(true);
    expect(canMove(0, 1)).toBe(false);
  });
});
