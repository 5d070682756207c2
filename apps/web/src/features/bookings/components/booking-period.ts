import { describeWeekdays } from '@cuidar/domain/booking-series';
import type { BookingDto } from '@cuidar/domain/bookings';
import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';

/**
 * '22 de novembro' or '22 de novembro a 24 de novembro': the days the shifts start on (a night
 * shift's end, on the next day, is said by the hours); a weekly series names its weekdays first.
 */
export function bookingDays(booking: Pick<BookingDto, 'dataInicio' | 'dataFim' | 'diasSemana'>): string {
  const days = formatDateRange(booking.dataInicio, booking.dataFim);
  return booking.diasSemana?.length ? `${messages.shifts.everyWeek(describeWeekdays(booking.diasSemana))} · ${days}` : days;
}

/** '08:00 às 12:00', '19:00 às 07:00 do dia seguinte' */
export function bookingHours(booking: Pick<BookingDto, 'horaInicio' | 'horaFim'>): string {
  return formatTimeRange(booking.horaInicio, booking.horaFim);
}
