import { describe, expect, it } from 'vitest';
import { canCheckIn, canCheckOut, checkInRefusal, isLate, isNoShow, scanAction } from './visits';

// The check-in window and the late / no-show rules (docs/product.md#visits).

const start = new Date('2026-12-01T11:00:00Z'); // 08:00 in São Paulo
const end = new Date('2026-12-01T15:00:00Z');
const day = { start, end };
const plus = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const none = { checkInAt: null, checkOutAt: null, noShowAt: null };

describe('the check-in window', () => {
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(canCheckIn(day, null, plus(-31))).toBe(false);
    expect(checkInRefusal(day, null, plus(-31))).toBe('cedo');
    expect(canCheckIn(day, null, plus(-30))).toBe(true);
    expect(canCheckIn(day, none, plus(200))).toBe(true);
    expect(canCheckIn(day, none, plus(240))).toBe(true);
    expect(canCheckIn(day, none, plus(241))).toBe(false);
    expect(checkInRefusal(day, none, plus(241))).toBe('encerrada');
  });

  it('is closed once checked in or once the day is a no-show', () => {
    expect(canCheckIn(day, { ...none, checkInAt: plus(0) }, plus(5))).toBe(false);
    expect(checkInRefusal(day, { ...none, checkInAt: plus(0) }, plus(5))).toBe('registrada');
    expect(checkInRefusal(day, { ...none, noShowAt: plus(60) }, plus(70))).toBe('falta');
  });

  it('check-out comes after the check-in (a repeated scan is not one) and until 6 h after the end', () => {
    const inAt = { ...none, checkInAt: plus(4) };
    expect(canCheckOut(day, none, plus(100))).toBe(false);
    expect(canCheckOut(day, inAt, plus(6))).toBe(false);
    expect(scanAction(day, inAt, plus(6))).toBe('nada');
    expect(canCheckOut(day, inAt, plus(9))).toBe(true);
    expect(scanAction(day, inAt, plus(9))).toBe('saida');
    expect(canCheckOut(day, inAt, plus(240 + 360))).toBe(true);
    expect(canCheckOut(day, inAt, plus(240 + 361))).toBe(false);
    expect(scanAction(day, { ...inAt, checkOutAt: plus(200) }, plus(210))).toBe('nada');
    expect(scanAction(day, null, plus(0))).toBe('chegada');
  });
});

describe('late arrival and no-show', () => {
  it('is late more than 15 minutes after the start without check-in', () => {
    expect(isLate(day, null, plus(15))).toBe(false);
    expect(isLate(day, null, plus(16))).toBe(true);
    expect(isLate(day, { ...none, checkInAt: plus(10) }, plus(30))).toBe(false);
  });

  it('is a no-show 60 minutes after the start without check-in, once', () => {
    expect(isNoShow(day, null, plus(59))).toBe(false);
    expect(isNoShow(day, null, plus(60))).toBe(true);
    expect(isNoShow(day, { ...none, checkInAt: plus(50) }, plus(90))).toBe(false);
    expect(isNoShow(day, { ...none, noShowAt: plus(60) }, plus(90))).toBe(false);
  });
});
