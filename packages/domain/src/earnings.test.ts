import { describe, expect, it } from 'vitest';
import { isConcluded, paymentDateFor, summarizeEarnings, weekStartOf } from './earnings';
import { saoPauloToInstant } from './time';

const day = (date: string, status: string, amountCents = 20000, end = '12:00') => ({ date, status, amountCents, end: saoPauloToInstant(date, end) });

describe('weekly payment rule', () => {
  it('pays the days of a Monday–Sunday week on the following Wednesday', () => {
    // 2026-11-16 is a Monday.
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-19')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // Sunday closes the week
    expect(paymentDateFor('2026-11-16')).toBe('2026-11-25');
    expect(paymentDateFor('2026-11-22')).toBe('2026-11-25');
    expect(paymentDateFor('2026-11-23')).toBe('2026-12-02');
    expect(paymentDateFor('2026-12-28')).toBe('2027-01-06'); // across the year
  });

  it('counts a confirmed day once its service ended, and a concluded one always', () => {
    const now = saoPauloToInstant('2026-11-22', '10:00');
    expect(isConcluded(day('2026-11-22', 'confirmada'), now)).toBe(false);
    expect(isConcluded(day('2026-11-22', 'confirmada', 1, '09:00'), now)).toBe(true);
    expect(isConcluded(day('2026-11-21', 'concluida'), now)).toBe(true);
    expect(isConcluded(day('2026-11-21', 'pendente'), now)).toBe(false);
    expect(isConcluded(day('2026-11-21', 'cancelada'), now)).toBe(false);
  });
});

describe('earnings summary', () => {
  it('splits month, last month, total, balance, expected and the next payment', () => {
    const now = saoPauloToInstant('2026-11-24', '15:00'); // Tuesday
    const summary = summarizeEarnings(
      [
        day('2026-10-30', 'concluida', 10000), // paid 2026-11-04
        day('2026-11-10', 'confirmada', 20000), // paid 2026-11-18
        day('2026-11-20', 'confirmada', 30000), // due Wednesday 2026-11-25
        day('2026-11-22', 'concluida', 5000), // due 2026-11-25
        day('2026-11-24', 'confirmada', 7000, '12:00'), // ended today: paid 2026-12-02
        day('2026-11-24', 'confirmada', 9000, '18:00'), // not ended yet: expected
        day('2026-11-30', 'confirmada', 11000), // future: expected
        day('2026-11-19', 'cancelada', 99900),
        day('2026-11-18', 'pendente', 99900),
      ],
      now,
    );
    expect(summary.totalCents).toBe(72000);
    expect(summary.thisMonthCents).toBe(62000);
    expect(summary.lastMonthCents).toBe(10000);
    expect(summary.balanceCents).toBe(42000);
    expect(summary.expectedCents).toBe(20000);
    expect(summary.nextPayment).toEqual({ date: '2026-11-25', amountCents: 35000 });
    expect(summary.history.map((h) => [h.date, h.paid])).toEqual([
      ['2026-11-24', false],
      ['2026-11-22', false],
      ['2026-11-20', false],
      ['2026-11-10', true],
      ['2026-10-30', true],
    ]);
  });

  it('keeps a payment due today as still to receive, and handles January', () => {
    const wednesday = saoPauloToInstant('2026-11-25', '08:00');
    const summary = summarizeEarnings([day('2026-11-20', 'concluida', 30000)], wednesday);
    expect(summary.nextPayment).toEqual({ date: '2026-11-25', amountCents: 30000 });
    expect(summary.balanceCents).toBe(30000);
    const january = summarizeEarnings([day('2026-12-15', 'concluida', 100)], saoPauloToInstant('2027-01-10', '08:00'));
    expect(january.lastMonthCents).toBe(100);
    expect(january.thisMonthCents).toBe(0);
  });

  it('is empty without bookings', () => {
    expect(summarizeEarnings([], new Date())).toMatchObject({ totalCents: 0, balanceCents: 0, nextPayment: null, history: [] });
  });
});
