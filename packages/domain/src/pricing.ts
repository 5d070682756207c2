import { occurrenceDates } from './booking-series';
import { shiftMinutes } from './shifts';

// Booking price (docs/product.md#booking-price): price per day = round(hours per day × hourly
// rate), hours may be fractional; total = price per day × number of days, both ends inclusive. All
// in centavos. A day's hours may cross midnight (19:00–07:00 is 12 h) or fill it (08:00–08:00 is
// 24 h): the price is per shift, counted on the day it starts.

/** round(hours × rate): R$ 50,00/h for 4h30 is R$ 225,00. Rounded to whole reais (docs/product.md#booking-price). */
export function pricePerDayCents(hourlyRateCents: number, minutes: number): number {
  return Math.round((minutes / 60) * (hourlyRateCents / 100)) * 100;
}

/** Number of calendar days from start to end, both included ('2026-11-22'..'2026-11-24' → 3). */
export function inclusiveDays(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.floor(ms / 86_400_000) + 1;
}

export interface BookingPrice {
  minutesPerDay: number;
  perDayCents: number;
  days: number;
  totalCents: number;
}

export function priceBooking(input: {
  hourlyRateCents: number;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** A weekly series: only the days on these weekdays count (docs/product.md#booking-price). */
  diasSemana?: readonly number[] | null | undefined;
}): BookingPrice | null {
  const minutes = shiftMinutes(input.startTime, input.endTime);
  const days = input.diasSemana?.length
    ? occurrenceDates({ dataInicio: input.startDate, dataFim: input.endDate, diasSemana: input.diasSemana }).length
    : inclusiveDays(input.startDate, input.endDate);
  if (minutes === null || days < 1) return null;
  const perDayCents = pricePerDayCents(input.hourlyRateCents, minutes);
  return { minutesPerDay: minutes, perDayCents, days, totalCents: perDayCents * days };
}
