import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatLongDate, formatRelativeDay, formatTime } from './format';

describe('pt-BR dates in São Paulo time', () => {
  const instant = new Date('2026-11-23T01:30:00Z'); // 22:30 on the 22nd in São Paulo

  it('shows the São Paulo wall clock, not UTC', () => {
    expect(formatTime(instant)).toBe('22:30');
    expect(formatDayMonth(instant)).toBe('22 de novembro');
    expect(formatLongDate(instant)).toBe('domingo, 22 de novembro de 2026');
  });

  it('says Hoje and Ontem by the São Paulo calendar', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    expect(formatRelativeDay(instant, now)).toBe('Hoje, 22:30');
    expect(formatRelativeDay(new Date('2026-11-22T01:00:00Z'), now)).toBe('Ontem, 22:00');
    expect(formatRelativeDay(new Date('2026-11-20T21:30:00Z'), now)).toBe('20/11, 18:30');
  });
});
