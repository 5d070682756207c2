import { BOOKING_MODALIDADES, NOTIFICATION_TYPES, RESERVATION_STATUSES, type ReservationStatus } from './constants';
import { calendarDaySchema, centsSchema, countSchema, idSchema, instantSchema, wallTimeSchema } from './dto';
import { paymentDeadline } from './booking-money';
import { bookingsLabels } from './messages/labels/bookings';
import { bookingToRateDtoSchema, reviewReplyDtoSchema } from './reviews';
import { z } from './validation';

/** A booking request as the dashboards show it, seen from the caller's side. */
export const bookingDtoSchema = z.object({
  id: idSchema,
  status: z.enum(RESERVATION_STATUSES),
  dias: countSchema,
  dataInicio: calendarDaySchema,
  dataFim: calendarDaySchema,
  horaInicio: wallTimeSchema,
  horaFim: wallTimeSchema,
  /** First day's start and last day's end, ISO instants. */
  startDatetime: instantSchema,
  endDatetime: instantSchema,
  precoHoraCentavos: centsSchema,
  /** The caregiver's price (the subtotal). */
  precoTotalCentavos: centsSchema,
  /** The platform fee the family pays on top; total = subtotal + fee (docs/product.md#booking-payments). */
  taxaServicoCentavos: centsSchema,
  totalCentavos: centsSchema,
  /** While unpaid: when the payment window closes. */
  pagamentoExpiraEm: instantSchema.nullable(),
  createdAt: instantSchema,
  /** The other party: the caregiver for a family, the family for a caregiver. */
  counterpart: z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
    rating: z.number().nullable(),
  }),
  review: z.object({ estrelas: z.number().int(), comentario: z.string().nullable() }).nullable(),
  /** A weekly series: its weekdays (0 = domingo); null for consecutive days (docs/product.md#bookings). */
  diasSemana: z.array(z.number().int().min(0).max(6)).nullable().default(null),
  /** How it was priced: 'avulso' is a 'Plantão Avulso' at the fixed price (docs/product.md#single-shift). */
  modalidade: z.enum(BOOKING_MODALIDADES).default('por_hora'),
  /** Shifts of the family's care plan, paid from the plan's account (docs/product.md#plan-care): no hourly price applies. */
  pagoPeloPlano: z.boolean().default(false),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;
/** GET /api/bookings */
export const bookingsResponseSchema = z.object({ bookings: z.array(bookingDtoSchema) });
/** GET /api/bookings/:id */
export const bookingResponseSchema = z.object({ booking: bookingDtoSchema });
/** POST /api/bookings: the booking, and false when the same request (idempotency key) had made it. */
export const createBookingResponseSchema = z.object({ booking: bookingDtoSchema, created: z.boolean() });

const intervalSchema = z.object({ start: instantSchema, end: instantSchema });
/** GET /api/caregivers/:id/booking-calendar: when a caregiver can be booked (public; times only). */
export const bookingCalendarDtoSchema = z.object({
  hasDeclaredAvailability: z.boolean(),
  precoHoraCentavos: centsSchema,
  slots: z.array(intervalSchema),
  busy: z.array(intervalSchema),
});
export type BookingCalendarDto = z.infer<typeof bookingCalendarDtoSchema>;

export const reviewDtoSchema = z.object({
  id: idSchema,
  pedidoId: idSchema,
  estrelas: z.number().int(),
  comentario: z.string().nullable(),
  createdAt: instantSchema,
  /** Who wrote it (for a caregiver) or whom it is about (for a family). */
  author: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }),
  /** Double-blind (docs/product.md#reviews): whether it is public, and when it will be at the latest. */
  publicada: z.boolean(),
  publicarEm: instantSchema,
  /** The caregiver's one public reply. */
  resposta: reviewReplyDtoSchema.nullable(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;
/**
 * GET /api/reviews/received: the average (null while there is none), the count and the public
 * reviews, plus the concluded bookings the caregiver may still rate.
 */
export const reviewsReceivedResponseSchema = z.object({
  average: z.number().nullable(),
  total: countSchema,
  reviews: z.array(reviewDtoSchema),
  toRate: z.array(bookingToRateDtoSchema),
});
export type ReviewsReceivedDto = z.infer<typeof reviewsReceivedResponseSchema>;
/** GET /api/reviews/given */
export const reviewsGivenResponseSchema = z.object({ reviews: z.array(reviewDtoSchema) });

export const notificationDtoSchema = z.object({
  id: idSchema,
  tipo: z.enum(NOTIFICATION_TYPES),
  mensagem: z.string(),
  link: z.string().nullable(),
  lida: z.boolean(),
  createdAt: instantSchema,
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;
/** GET /api/notifications: the latest ones and how many are unread in all. */
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationDtoSchema), unread: countSchema });

/**
 * The status a person should see now. Rows are moved by the lifecycle job, but a request nobody
 * answered before its start is already expired and a confirmed one past its end already concluded,
 * even if the job has not run yet.
 */
export function effectiveStatus(
  status: ReservationStatus,
  times: { start: Date; end: Date; createdAt: Date; pagoEm?: Date | null },
  now: Date,
): ReservationStatus {
  // An unpaid request stops holding the slot when its payment window closes (docs/product.md#booking-payments).
  if (status === 'aguardando_pagamento' && now.getTime() >= paymentDeadline(times.createdAt, times.start).getTime()) return 'expirada';
  if (status === 'pendente') {
    // The caregiver's 24 h start when the payment is confirmed.
    const deadline = Math.min(times.start.getTime(), (times.pagoEm ?? times.createdAt).getTime() + 24 * 3600 * 1000);
    if (now.getTime() >= deadline) return 'expirada';
  }
  if (status === 'confirmada' && now.getTime() >= times.end.getTime()) return 'concluida';
  return status;
}

export const STATUS_LABELS: Record<ReservationStatus, string> = bookingsLabels.status;
