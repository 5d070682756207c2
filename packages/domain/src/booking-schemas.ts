import { FAMILY_CANCEL_REASONS } from './booking-details';
import { isValidIsoDate } from './calendar-date';
import { latestSeriesEnd, occurrenceDates, seriesEndDate } from './booking-series';
import { BOOKING_LIMITS } from './constants';
import { countSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { LABOUR_LAW_CHOICES } from './labour-law';
import { addDaysToDate } from './time';
import { z } from './validation';

const m = messages.booking;
/** A real calendar day (2026-02-30 and 2026-12-32 are refused here, never reach date arithmetic). */
const isoDate = z
  .string({ error: m.startDateRequired })
  .min(1, { message: m.startDateRequired, abort: true })
  .refine(isValidIsoDate, { message: m.invalidDate, abort: true });
const hhmm = z.string({ error: m.selectTimes }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.selectTimes);

const ms = messages.shifts;
/** Weekdays of a weekly series (0 = domingo); in a query string written '1,3'. Sorted, each once. */
const weekdays = z.preprocess(
  (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',').map(Number)) : v),
  z
    .array(z.number({ error: ms.weekdaysRequired }).int(ms.weekdaysRequired).min(0, ms.weekdaysRequired).max(6, ms.weekdaysRequired), { error: ms.weekdaysRequired })
    .min(1, ms.weekdaysRequired)
    .max(7, ms.weekdaysRequired)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);
const weeks = z.coerce
  .number({ error: ms.weeksInvalid(BOOKING_LIMITS.maxSeriesWeeks) })
  .int(ms.weeksInvalid(BOOKING_LIMITS.maxSeriesWeeks))
  .min(1, ms.weeksInvalid(BOOKING_LIMITS.maxSeriesWeeks))
  .max(BOOKING_LIMITS.maxSeriesWeeks, ms.weeksInvalid(BOOKING_LIMITS.maxSeriesWeeks));

/**
 * Which caregiver, which days and which hours: a request and its quote ask the same. With
 * diasSemana it is a weekly series (docs/product.md#bookings): from dataInicio until dataFim, or
 * for `semanas` weeks, only on those weekdays.
 */
const bookingSlotFields = {
  cuidadorId: z.uuid({ error: m.caregiverNotFound }),
  dataInicio: isoDate,
  dataFim: isoDate.optional(),
  horaInicio: hhmm,
  horaFim: hhmm,
  diasSemana: weekdays.optional(),
  semanas: weeks.optional(),
};
type BookingSlot = {
  dataInicio: string;
  dataFim?: string | undefined;
  horaInicio: string;
  horaFim: string;
  diasSemana?: number[] | undefined;
  semanas?: number | undefined;
};

/**
 * The rules of a slot: the last day not before the first, at most the longest request. Any two times
 * make a shift: an end at or before the start ends on the next day (19:00–07:00, or 24 h when equal;
 * docs/product.md#bookings).
 */
function withSlotRules<T extends z.ZodType<BookingSlot>>(schema: T) {
  return schema
    .refine((v) => !v.dataFim || v.dataFim >= v.dataInicio, { message: m.endBeforeStart, path: ['dataFim'] })
    .refine((v) => v.diasSemana || !v.dataFim || !isValidIsoDate(v.dataInicio) || v.dataFim <= addDaysToDate(v.dataInicio, BOOKING_LIMITS.maxDays - 1), {
      message: m.tooLong(BOOKING_LIMITS.maxDays),
      path: ['dataFim'],
    })
    .refine((v) => v.semanas === undefined || v.diasSemana, { message: ms.weekdaysRequired, path: ['diasSemana'] })
    .refine((v) => !v.diasSemana || (v.dataFim === undefined) !== (v.semanas === undefined), { message: ms.seriesEndOrWeeks, path: ['dataFim'] })
    .refine((v) => !v.diasSemana || !v.dataFim || !isValidIsoDate(v.dataInicio) || v.dataFim <= latestSeriesEnd(v.dataInicio), {
      message: ms.seriesTooLong(BOOKING_LIMITS.maxSeriesWeeks),
      path: ['dataFim'],
    })
    .refine((v) => !v.diasSemana || !isValidIsoDate(v.dataInicio) || occurrenceDates(seriesRange(v)).length > 0, { message: ms.seriesEmpty, path: ['diasSemana'] });
}

/** The first and last day a slot spans: the series' end is its date, or the end of its weeks. */
export function seriesRange(v: BookingSlot): { dataInicio: string; dataFim: string; diasSemana: number[] | null } {
  const dataFim = v.semanas !== undefined ? seriesEndDate(v.dataInicio, v.semanas) : (v.dataFim ?? v.dataInicio);
  return { dataInicio: v.dataInicio, dataFim, diasSemana: v.diasSemana ?? null };
}

/** A family's booking request. Prices are never sent: the server computes them. */
export const createBookingSchema = withSlotRules(
  z.strictObject({
    ...bookingSlotFields,
    /** A random id per dialog submission: a double click or a retry creates one booking. */
    idempotencyKey: z.uuid({ error: m.idempotencyKey }),
    /** Required when the request goes over the labour-law limit (docs/product.md#labour-law). */
    vinculoEscolha: z.enum(LABOUR_LAW_CHOICES, { error: messages.labourLaw.choiceRequired }).optional(),
  }),
);

/** GET /api/bookings/quote: what a request would cost, before it is made. */
export const bookingQuoteQuerySchema = withSlotRules(z.strictObject(bookingSlotFields));
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** Which of the caller's bookings a list shows: upcoming (pending or confirmed, not over), past, all. */
export const BOOKING_SCOPES = ['upcoming', 'past', 'all'] as const;
export type BookingScope = (typeof BOOKING_SCOPES)[number];
export const bookingListQuerySchema = z.strictObject({ scope: z.enum(BOOKING_SCOPES).default('all') });

/**
 * The family cancels: while pending the reason is optional free text; a confirmed booking needs a
 * reason (the dialog sends one from the list, 'outro' with words: docs/product.md#cancellation-policy).
 */
export const cancelBookingSchema = z
  .strictObject({
    motivoCodigo: z.enum(FAMILY_CANCEL_REASONS, { error: m.cancelReasonChoose }).optional(),
    motivo: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.motivoCodigo !== 'outro' || Boolean(v.motivo), { message: m.cancelReasonDescribe, path: ['motivo'] });

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

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

export const messageDtoSchema = z.object({
  id: idSchema,
  conversaId: idSchema,
  senderId: idSchema,
  receiverId: idSchema,
  content: z.string(),
  createdAt: instantSchema,
  readAt: instantSchema.nullable(),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;
/** GET /api/conversations/:id/messages */
export const messagesResponseSchema = z.object({ messages: z.array(messageDtoSchema) });
/** POST /api/conversations/:id/messages */
export const sendMessageResponseSchema = z.object({ message: messageDtoSchema });
/** POST /api/conversations: the conversation with that person, new or existing. */
export const openConversationResponseSchema = z.object({ id: idSchema });

export const conversationDtoSchema = z.object({
  id: idSchema,
  counterpart: z.object({ id: idSchema, firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() }),
  lastMessage: z.object({ content: z.string(), createdAt: instantSchema, fromMe: z.boolean() }).nullable(),
  unread: countSchema,
});
export type ConversationDto = z.infer<typeof conversationDtoSchema>;
/** GET /api/conversations */
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationDtoSchema) });

/** Events pushed on /api/realtime (the server sends; the page updates without reloading). */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('message'), message: messageDtoSchema }),
  z.object({ type: z.literal('notification'), notificationId: idSchema }),
  z.object({ type: z.literal('booking'), bookingId: idSchema }),
  z.object({ type: z.literal('review'), reviewId: idSchema }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
