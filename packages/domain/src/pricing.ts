// Booking price (docs/product.md#booking-price): price per day = round(hours per day × hourly
// rate), hours may be fractional; total = price per day × number of days, both ends inclusive. All
// in centavos.

/** Minutes between two 'HH:mm' times on the same day; null unless start < end. */
export function minutesBetween(start: string, end: string): number | null {
  const toMinutes = (t: string) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(t);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const a = toMinutes(start);
  const b = toMinutes(end);
  if (a === null || b === null || b <= a) return null;
  return b - a;
}

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
}): BookingPrice | null {
  const minutes = minutesBetween(input.startTime, input.endTime);
  const days = inclusiveDays(input.startDate, input.endDate);
  if (minutes === null || days < 1) return null;
  const perDayCents = pricePerDayCents(input.hourlyRateCents, minutes);
  return { minutesPerDay: minutes, perDayCents, days, totalCents: perDayCents * days };
}
