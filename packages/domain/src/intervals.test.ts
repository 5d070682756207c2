import { describe, expect, it } from 'vitest';
import { isCovered, mergeIntervals } from './intervals';

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00-03:00`);

describe('intervals', () => {
  it('joins touching and overlapping slots', () => {
    const merged = mergeIntervals([
      { start: at('12:00'), end: at('18:00') },
      { start: at('06:00'), end: at('12:00') },
      { start: at('19:00'), end: at('21:00') },
      { start: at('20:00'), end: at('20:30') },
    ]);
    expect(merged).toEqual([
      { start: at('06:00'), end: at('18:00') },
      { start: at('19:00'), end: at('21:00') },
    ]);
  });

  it('accepts a booking across a morning and an afternoon slot, not across a gap', () => {
    const slots = [
      { start: at('06:00'), end: at('12:00') },
      { start: at('12:00'), end: at('18:00') },
      { start: at('19:00'), end: at('21:00') },
    ];
    expect(isCovered({ start: at('08:00'), end: at('12:30') }, slots)).toBe(true);
    expect(isCovered({ start: at('17:00'), end: at('19:30') }, slots)).toBe(false);
  });
});
