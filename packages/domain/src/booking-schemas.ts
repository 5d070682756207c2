import { isValidIsoDate } from './calendar-date';
import { BOOKING_LIMITS } from './constants';
import { messages } from './messages';
import { addDaysToDate } from './time';
import { z } from './validation';

const m = messages.booking;
/** A real calendar day (2026-02-30 and 2026-12-32 are refused here, never reach date arithmetic). */
const isoDate = z
  .string({ error: m.startDateRequired })
  .min(1, { message: m.startDateRequired, abort: true })
  .refine(isValidIsoDate, { message: m.invalidDate, abort: true });
const hhmm = z.string({ error: m.selectTimes }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.selectTimes);

/** A family's booking request. Prices are never sent: the server computes them. */
export const createBookingSchema = z
  .strictObject({
    cuidadorId: z.uuid({ error: m.caregiverNotFound }),
    dataInicio: isoDate,
    dataFim: isoDate.optional(),
    horaInicio: hhmm,
    horaFim: hhmm,
    /** A random id per dialog submission: a double click or a retry creates one booking. */
    idempotencyKey: z.uuid({ error: m.idempotencyKey }),
  })
  .refine((v) => v.horaInicio < v.horaFim, { message: m.startBeforeEnd, path: ['horaFim'] })
  .refine((v) => !v.dataFim || v.dataFim >= v.dataInicio, { message: m.endBeforeStart, path: ['dataFim'] })
  .refine((v) => !v.dataFim || !isValidIsoDate(v.dataInicio) || v.dataFim <= addDaysToDate(v.dataInicio, BOOKING_LIMITS.maxDays - 1), {
    message: m.tooLong(BOOKING_LIMITS.maxDays),
    path: ['dataFim'],
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

export const cancelBookingSchema = z.strictObject({
  motivo: z.string().trim().max(500).optional(),
});

export const reviewSchema = z.strictObject({
  estrelas: z.number({ error: m.reviewStars }).int(m.reviewStars).min(1, m.reviewStars).max(5, m.reviewStars),
  comentario: z.string().trim().max(1000).optional(),
});

export const MESSAGE_MAX_LENGTH = 2000;
export const sendMessageSchema = z.strictObject({
  content: z
    .string({ error: messages.chat.emptyMessage })
    .trim()
    .min(1, messages.chat.emptyMessage)
    .max(MESSAGE_MAX_LENGTH, messages.chat.tooLong),
});

/** Opens the conversation with a caregiver (for a family) or a family that booked (for a caregiver). */
export const openConversationSchema = z.strictObject({
  withId: z.uuid({ error: messages.chat.startFailed }),
});

export interface MessageDto {
  id: string;
  conversaId: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
}

export interface ConversationDto {
  id: string;
  counterpart: { id: string; firstName: string; lastName: string; avatarUrl: string | null };
  lastMessage: { content: string; createdAt: string; fromMe: boolean } | null;
  unread: number;
}

/** Events pushed on /api/realtime (the server sends; the page updates without reloading). */
export type RealtimeEvent =
  | { type: 'ready' }
  | { type: 'message'; message: MessageDto }
  | { type: 'notification'; notificationId: string }
  | { type: 'booking'; bookingId: string };
