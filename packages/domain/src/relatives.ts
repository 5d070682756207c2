// Relatives who follow a family's care ('familiares convidados', docs/product.md#relatives): the
// family invites them by e-mail; they read the family's bookings and arrivals, never act as it,
// unless the family granted one action. Schemas for every request and answer, and the pure rules.
import { emailSchema, fullNameSchema, newPasswordSchema } from './auth';
import type { NotificationType } from './constants';
import { idSchema, instantSchema } from './dto';
import { VISIT_MOMENTS } from './visits';
import { z } from './validation';

export const RELATIVE_RULES = {
  /** An invitation link works this many days after it was (re)sent. */
  invitationDays: 7,
  /** At most this many relatives (invited or following) per family. */
  maxPerFamily: 10,
  /** The token's length in random bytes (base64url in the link). */
  tokenBytes: 32,
} as const;

/** The notifications a relative may choose, per kind (docs/product.md#relatives). */
export const RELATIVE_NOTIFICATION_KINDS = ['chegadas', 'alertas', 'reservas'] as const;
export type RelativeNotificationKind = (typeof RELATIVE_NOTIFICATION_KINDS)[number];

/**
 * Which of a relative's notification choices a notification sent to the family belongs to, or null
 * when relatives never get it (messages, payments, reviews, the family's own account matters).
 * Visit notices are told apart by their idempotency key: arrival/departure vs late/no-show.
 */
export function relativeNotificationKind(tipo: NotificationType, dedupeKey: string | null | undefined): RelativeNotificationKind | null {
  if (tipo === 'visita') {
    if (!dedupeKey) return null;
    if (dedupeKey.startsWith('visita:atraso:') || dedupeKey.startsWith('visita:falta:')) return 'alertas';
    if (dedupeKey.startsWith('visita:chegada:') || dedupeKey.startsWith('visita:saida:')) return 'chegadas';
    return null;
  }
  if (tipo === 'reserva_aceita' || tipo === 'reserva_recusada' || tipo === 'reserva_cancelada' || tipo === 'reserva_expirada' || tipo === 'plano') return 'reservas';
  return null;
}

/** Where an invitation stands, from its row (pure: the clock is given). */
export type RelativeStatus = 'convidado' | 'expirado' | 'ativo';
export function relativeStatus(row: { acceptedAt: Date | null; expiresAt: Date }, now: Date): RelativeStatus {
  if (row.acceptedAt) return 'ativo';
  return row.expiresAt.getTime() > now.getTime() ? 'convidado' : 'expirado';
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/familiares: 'Convidar familiar'. */
export const inviteRelativeSchema = z.strictObject({
  email: emailSchema,
  podeConfirmarPresenca: z.boolean().default(false),
});
export type InviteRelativeInput = z.input<typeof inviteRelativeSchema>;

/** PATCH /api/familiares/:id: the one grant the family may give or take back. */
export const updateRelativeGrantSchema = z.strictObject({ podeConfirmarPresenca: z.boolean() });

const tokenSchema = z.string().min(20).max(200);
/** POST /api/convites-familiar/consultar and /aceitar: the e-mailed token. */
export const relativeInvitationTokenSchema = z.strictObject({ token: tokenSchema });
/** POST /api/convites-familiar/cadastro: a new account through the invitation (the e-mail is the invitation's). */
export const relativeSignUpSchema = z.strictObject({ token: tokenSchema, name: fullNameSchema, password: newPasswordSchema });
export type RelativeSignUpInput = z.input<typeof relativeSignUpSchema>;

/** PUT /api/familiar/familias/:familiaId/notificacoes: the relative's choices. */
export const relativeNotificationSettingsSchema = z.strictObject({
  chegadas: z.boolean(),
  alertas: z.boolean(),
  reservas: z.boolean(),
});
export type RelativeNotificationSettings = z.infer<typeof relativeNotificationSettingsSchema>;

/** POST /api/familiar/familias/:familiaId/visitas/:id/confirmar (with the grant only). */
export const relativeVisitConfirmSchema = z.strictObject({ momento: z.enum(VISIT_MOMENTS) });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

/** One relative as the family sees it. */
export const relativeDtoSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** The relative's name once they accepted. */
  nome: z.string().nullable(),
  status: z.enum(['convidado', 'expirado', 'ativo']),
  podeConfirmarPresenca: z.boolean(),
  convidadoEm: instantSchema,
  expiraEm: instantSchema,
  aceitoEm: instantSchema.nullable(),
});
export type RelativeDto = z.infer<typeof relativeDtoSchema>;
export const relativesResponseSchema = z.object({ familiares: z.array(relativeDtoSchema) });
export const relativeResponseSchema = z.object({ familiar: relativeDtoSchema, message: z.string() });

/** What the invitation page shows before sign-up (only to whoever holds the link). */
export const relativeInvitationDtoSchema = z.object({
  familiaNome: z.string(),
  email: z.string(),
  expiraEm: instantSchema,
});
export type RelativeInvitationDto = z.infer<typeof relativeInvitationDtoSchema>;
export const relativeInvitationResponseSchema = z.object({ convite: relativeInvitationDtoSchema });

/** One family the signed-in relative follows. */
export const followedFamilyDtoSchema = z.object({
  familiaId: idSchema,
  /** 'Helena Marcondes': shown as 'Família de Helena Marcondes'. */
  nome: z.string(),
  podeConfirmarPresenca: z.boolean(),
  notificacoes: relativeNotificationSettingsSchema,
  desde: instantSchema,
});
export type FollowedFamilyDto = z.infer<typeof followedFamilyDtoSchema>;
export const followedFamiliesResponseSchema = z.object({ familias: z.array(followedFamilyDtoSchema) });


/** POST /api/convites-familiar/cadastro: the account's address, to sign in with next. */
export const relativeSignUpResponseSchema = z.object({ ok: z.literal(true), email: z.string(), message: z.string() });
