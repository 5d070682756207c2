import type { BookingDto } from '@cuidar/domain/bookings';
import { formatDayMonth } from '@/lib/format';

/** '22 de novembro' or '22 de novembro a 24 de novembro', from the São Paulo instants. */
export function bookingDays(booking: Pick<BookingDto, 'dias' | 'startDatetime' | 'endDatetime'>): string {
  const first = formatDayMonth(booking.startDatetime);
  return booking.dias > 1 ? `${first} a ${formatDayMonth(booking.endDatetime)}` : first;
}

/** '08:00 às 12:00' */
export function bookingHours(booking: Pick<BookingDto, 'horaInicio' | 'horaFim'>): string {
  return `${booking.horaInicio} às ${booking.horaFim}`;
}
