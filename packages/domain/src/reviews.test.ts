import { describe, expect, it } from 'vitest';
import { bayesianRating, isReviewVisible, isReviewWindowOpen, reviewWindowClosesAt } from './reviews';

describe('review window and double-blind visibility (docs/product.md#reviews)', () => {
  const end = new Date('2026-11-20T15:00:00.000Z');
  it('is open from the end of the booking for 7 days', () => {
    expect(reviewWindowClosesAt(end).toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(isReviewWindowOpen(end, new Date('2026-11-20T14:59:59.000Z'))).toBe(false);
    expect(isReviewWindowOpen(end, end)).toBe(true);
    expect(isReviewWindowOpen(end, new Date('2026-11-27T14:59:59.000Z'))).toBe(true);
    expect(isReviewWindowOpen(end, new Date('2026-11-27T15:00:00.000Z'))).toBe(false);
  });
  it('shows a review once published or once the window closed', () => {
    const publicarEm = reviewWindowClosesAt(end);
    expect(isReviewVisible({ publicadaEm: null, publicarEm }, new Date('2026-11-22T00:00:00Z'))).toBe(false);
    expect(isReviewVisible({ publicadaEm: new Date('2026-11-21T00:00:00Z'), publicarEm }, new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(isReviewVisible({ publicadaEm: null, publicarEm }, publicarEm)).toBe(true);
  });
});

describe('Bayesian rating', () => {
  it('does not let 5,0 from one review beat 4,8 from forty', () => {
    expect(bayesianRating(5, 1)).toBeLessThan(bayesianRating(4.8, 40));
  });
  it('starts a caregiver without reviews at the prior and moves towards their own average', () => {
    expect(bayesianRating(null, 0)).toBe(4.2);
    expect(bayesianRating(5, 5)).toBeCloseTo(4.6, 10); // (5·4,2 + 5·5) / 10
    expect(bayesianRating(3, 1000)).toBeCloseTo(3, 1);
  });
  it('ranks a well-reviewed caregiver above a new one, and a poorly reviewed one below', () => {
    expect(bayesianRating(4.9, 20)).toBeGreaterThan(bayesianRating(null, 0));
    expect(bayesianRating(2.5, 10)).toBeLessThan(bayesianRating(null, 0));
  });
});
