import type { BookingDto } from '@cuidar/domain/bookings';
import { formatDateRange, formatTimeRange } from '@cuidar/domain/date-format';

/** '22 de novembro' or '22 de novembro a 24 de novembro', from the São Paulo instants. */
export function bookingDays(booking: Pick<BookingDto, 'startDatetime' | 'endDatetime'>): string {
  return formatDateRange(booking.startDatetime, booking.endDatetime);
}

/** '08:00 às 12:00' */
export function bookingHours(booking: Pick<BookingDto, 'horaInicio' | 'horaFim'>): string {
  return formatTimeRange(booking.horaInicio, booking.horaFim);
}
