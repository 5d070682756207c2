import { describe, expect, it } from 'vitest';
import { chooseSubstitutes, effectiveSubstitutionStatus, openShiftDates, restOfShift } from './plan-substitutes';

const at = (iso: string) => new Date(iso);

describe('openShiftDates', () => {
  const now = at('2026-12-01T12:00:00Z');
  it('keeps future given-up dates not covered nor pending, sorted and once', () => {
    const givenUp = [
      { date: '2026-12-08', start: at('2026-12-08T10:00:00Z') },
      { date: '2026-12-03', start: at('2026-12-03T10:00:00Z') },
      { date: '2026-12-03', start: at('2026-12-03T10:00:00Z') },
      { date: '2026-12-01', start: at('2026-12-01T10:00:00Z') }, // started
      { date: '2026-12-04', start: at('2026-12-04T10:00:00Z') }, // covered again
      { date: '2026-12-05', start: at('2026-12-05T10:00:00Z') }, // proposed to someone
    ];
    expect(openShiftDates({ givenUp, covered: new Set(['2026-12-04']), pending: new Set(['2026-12-05']), now })).toEqual(['2026-12-03', '2026-12-08']);
  });
  it('is empty when nothing was given up', () => {
    expect(openShiftDates({ givenUp: [], covered: new Set(), pending: new Set(), now })).toEqual([]);
  });
});

describe('chooseSubstitutes', () => {
  const c = (cuidadorId: string, isFree: boolean) => ({ cuidadorId, isFree });
  it('takes the first three free ones in ranking order, never an excluded one', () => {
    const ranked = [c('a', true), c('b', false), c('gone', true), c('d', true), c('e', true), c('f', true)];
    expect(chooseSubstitutes(ranked, new Set(['gone'])).map((x) => x.cuidadorId)).toEqual(['a', 'd', 'e']);
  });
  it('answers fewer when fewer are free', () => {
    expect(chooseSubstitutes([c('a', false), c('b', true)], new Set()).map((x) => x.cuidadorId)).toEqual(['b']);
  });
  it('never lists one caregiver twice', () => {
    expect(chooseSubstitutes([c('a', true), c('a', true), c('b', true)], new Set(), 3).map((x) => x.cuidadorId)).toEqual(['a', 'b']);
  });
});

describe('effectiveSubstitutionStatus', () => {
  it('expires a proposal at its first shift', () => {
    const first = at('2026-12-03T10:00:00Z');
    expect(effectiveSubstitutionStatus('proposta', first, at('2026-12-03T09:59:00Z'))).toBe('proposta');
    expect(effectiveSubstitutionStatus('proposta', first, first)).toBe('expirada');
    expect(effectiveSubstitutionStatus('aceita', first, at('2026-12-04T00:00:00Z'))).toBe('aceita');
  });
});

describe('restOfShift', () => {
  const shift = { start: at('2026-12-03T10:00:00Z'), end: at('2026-12-03T22:00:00Z') };
  it('starts at the next half hour and ends with the shift', () => {
    expect(restOfShift(shift, at('2026-12-03T10:16:00Z'))).toEqual({ start: at('2026-12-03T10:30:00Z'), end: shift.end });
    expect(restOfShift(shift, at('2026-12-03T11:00:00Z'))).toEqual({ start: at('2026-12-03T11:00:00Z'), end: shift.end });
  });
  it('never starts before the shift', () => {
    expect(restOfShift(shift, at('2026-12-03T09:00:00Z'))?.start).toEqual(shift.start);
  });
  it('is null when less than an hour is left', () => {
    expect(restOfShift(shift, at('2026-12-03T21:10:00Z'))).toBeNull();
  });
});
