import { saoPauloToInstant } from '@cuidar/domain/time';
import { describe, expect, it } from 'vitest';
import { mailHours, mailPeriod } from './booking-mail';

describe('booking e-mails', () => {
  const ordinary = { dataInicio: '2026-12-05', dataFim: '2026-12-07', start: saoPauloToInstant('2026-12-05', '08:00'), end: saoPauloToInstant('2026-12-07', '12:00'), horaInicio: '08:00:00', horaFim: '12:00:00', diasSemana: null };

  it('keep the words of ordinary bookings', () => {
    expect(mailPeriod(ordinary)).toBe('05 de dezembro a 07 de dezembro');
    expect(mailHours(ordinary)).toBe('08:00 às 12:00 (07/12)');
  });

  it('say that a night shift ends the next day, and name a series’ weekdays', () => {
    const nights = { ...ordinary, horaInicio: '19:00:00', horaFim: '07:00:00', end: saoPauloToInstant('2026-12-08', '07:00') };
    expect(mailHours(nights)).toBe('19:00 às 07:00 do dia seguinte');
    const series = { ...ordinary, dataFim: '2026-12-16', diasSemana: [1, 3] };
    expect(mailPeriod(series)).toBe('Toda semana, às segundas e quartas, 05 de dezembro a 16 de dezembro');
    expect(mailHours(series)).toBe('08:00 às 12:00');
  });
});
