// The visit itself (docs/product.md#visits): the caregiver's arrival and departure on a confirmed
// booking day, recorded by scanning the family's 'QR de presença' or, as a fallback, by the
// 'Cheguei' / 'Saí' buttons that the family confirms; late arrivals and no-shows found by the
// periodic jobs. The rules are here, as pure functions of the day's instants and the server's clock.
import { idSchema, instantSchema } from './dto';
import { z } from './validation';

/** How a moment was recorded: the family's QR code (confirmed by scanning it) or the caregiver's button (the family confirms). */
export const VISIT_METHODS = ['qr', 'botao'] as const;
export type VisitMethod = (typeof VISIT_METHODS)[number];

/** Which moment of the visit: arrival or departure. */
export const VISIT_MOMENTS = ['chegada', 'saida'] as const;
export type VisitMoment = (typeof VISIT_MOMENTS)[number];

export const VISIT_RULES = {
  /** Check-in opens this many minutes before the booked start… */
  checkInOpensMinutesBefore: 30,
  /** …and check-out stays possible this long after the booked end (a visit that ran over). */
  checkOutClosesHoursAfterEnd: 6,
  /** No check-in this many minutes after the start: the family is told the caregiver is late. */
  lateAfterMinutes: 15,
  /** No check-in this many minutes after the start: a no-show; the day goes back to the family. */
  noShowAfterMinutes: 60,
  /** A second scan this soon after the check-in is the same arrival, not a departure. */
  rescanIgnoredMinutes: 5,
} as const;

const minutes = (n: number) => n * 60_000;

export interface VisitDayTimes {
  start: Date;
  end: Date;
}

export interface VisitPresenceState {
  checkInAt: Date | null;
  checkOutAt: Date | null;
  noShowAt: Date | null;
}

/** From 30 minutes before the start until the end; never once the day was marked a no-show. */
export function canCheckIn(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): boolean {
  if (presence?.checkInAt || presence?.noShowAt) return false;
  return now.getTime() >= day.start.getTime() - minutes(VISIT_RULES.checkInOpensMinutesBefore) && now.getTime() <= day.end.getTime();
}

/** After the check-in (and past a repeated scan), until 6 hours after the booked end. */
export function canCheckOut(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): boolean {
  if (!presence?.checkInAt || presence.checkOutAt) return false;
  return now.getTime() >= presence.checkInAt.getTime() + minutes(VISIT_RULES.rescanIgnoredMinutes) && now.getTime() <= day.end.getTime() + VISIT_RULES.checkOutClosesHoursAfterEnd * 3_600_000;
}

/** Why a check-in is refused now: too early, already over, already done, or a no-show recorded. */
export function checkInRefusal(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): 'cedo' | 'encerrada' | 'registrada' | 'falta' | null {
  if (presence?.noShowAt) return 'falta';
  if (presence?.checkInAt) return 'registrada';
  if (now.getTime() < day.start.getTime() - minutes(VISIT_RULES.checkInOpensMinutesBefore)) return 'cedo';
  if (now.getTime() > day.end.getTime()) return 'encerrada';
  return null;
}

/** More than 15 minutes after the start with no check-in (and not yet a no-show). */
export function isLate(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): boolean {
  if (presence?.checkInAt || presence?.noShowAt) return false;
  return now.getTime() > day.start.getTime() + minutes(VISIT_RULES.lateAfterMinutes);
}

/** 60 minutes after the start with no check-in: the caregiver did not come. */
export function isNoShow(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): boolean {
  if (presence?.checkInAt || presence?.noShowAt) return false;
  return now.getTime() >= day.start.getTime() + minutes(VISIT_RULES.noShowAfterMinutes);
}

/** What a scan of the family's code does now: arrival, departure, or nothing (a repeated scan). */
export function scanAction(day: VisitDayTimes, presence: VisitPresenceState | null, now: Date): 'chegada' | 'saida' | 'nada' {
  if (!presence?.checkInAt) return 'chegada';
  if (presence.checkOutAt) return 'nada';
  return now.getTime() < presence.checkInAt.getTime() + minutes(VISIT_RULES.rescanIgnoredMinutes) ? 'nada' : 'saida';
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/visits/scan — the code read from the family's 'QR de presença'. */
export const visitScanSchema = z.strictObject({ codigo: z.string().trim().min(1).max(300) });
export type VisitScanInput = z.infer<typeof visitScanSchema>;

/** POST /api/visits/:reservaId/confirm — the family confirms the caregiver's 'Cheguei' or 'Saí'. */
export const visitConfirmSchema = z.strictObject({ momento: z.enum(VISIT_MOMENTS) });
export type VisitConfirmInput = z.infer<typeof visitConfirmSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

const momentSchema = z.object({
  at: instantSchema,
  method: z.enum(VISIT_METHODS),
  /** When the family confirmed a button's moment; the QR's is confirmed by the scan itself (= at). */
  confirmedAt: instantSchema.nullable(),
});
export type VisitMomentDto = z.infer<typeof momentSchema>;

/** One confirmed booking day with what happened at it, as its family or its caregiver sees it. */
export const visitDayDtoSchema = z.object({
  reservaId: idSchema,
  pedidoId: idSchema,
  /** The other party's first name (the caregiver to the family, the family to the caregiver). */
  counterpartName: z.string(),
  start: instantSchema,
  end: instantSchema,
  checkIn: momentSchema.nullable(),
  checkOut: momentSchema.nullable(),
  /** When the family was told the caregiver was late; when the day was recorded as a no-show. */
  lateAt: instantSchema.nullable(),
  noShowAt: instantSchema.nullable(),
  /** To the caregiver: whether 'Cheguei' / 'Saí' can be pressed now (false for the family). */
  canCheckIn: z.boolean(),
  canCheckOut: z.boolean(),
  /**
   * To the caregiver: whether the family's 'Cartão de emergência' can be opened now for this day
   * (docs/product.md#emergency-card: the window is open and the family keeps a card; false for the family).
   */
  emergencyCardOpen: z.boolean(),
});
export type VisitDayDto = z.infer<typeof visitDayDtoSchema>;

export const visitListResponseSchema = z.object({ visits: z.array(visitDayDtoSchema) });
export const visitResponseSchema = z.object({ visit: visitDayDtoSchema, action: z.enum(['chegada', 'saida', 'nada']) });
export type VisitResponse = z.infer<typeof visitResponseSchema>;

/** GET/POST /api/visits/qr — the family's current code: its link and when it was made. */
export const presenceQrResponseSchema = z.object({ url: z.string(), geradoEm: instantSchema });
export type PresenceQrResponse = z.infer<typeof presenceQrResponseSchema>;
