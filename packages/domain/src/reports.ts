import { ACCOUNT_ROLES, RESERVATION_STATUSES } from './constants';
import { calendarDaySchema, idSchema, instantSchema, wallTimeSchema } from './dto';
import { messages } from './messages';
import { reportsLabels } from './messages/labels/reports';
import { optionalText, requiredText, z } from './validation';

// 'Denunciar' and the operator's desk for reports and 'Fale Conosco' (docs/product.md#reports,
// docs/product.md#contact). One schema per request and per answer, for the browser and the server.

const m = messages.reports;

/** What can be reported: a person's profile, one chat message, or a booking. */
export const REPORT_TARGETS = ['perfil', 'mensagem', 'reserva'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = reportsLabels.target;

export const REPORT_REASONS = ['comportamento_inadequado', 'perfil_falso', 'golpe_cobranca', 'assedio', 'outro'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = reportsLabels.reason;

export const REPORT_DESCRICAO_MAX = 2000;
/** New reports a person may send per hour (a person reports a few things; a script fills the queue). */
export const REPORT_LIMITS = { perHour: 10 } as const;

export const REPORT_STATUSES = ['aberta', 'resolvida'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = reportsLabels.status;

export const REPORT_OUTCOMES = ['suspensao', 'advertencia', 'arquivada'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = reportsLabels.outcome;

/** POST /api/denuncias */
export const createReportSchema = z.strictObject({
  alvoTipo: z.enum(REPORT_TARGETS, { error: m.targetInvalid }),
  alvoId: z.string({ error: m.targetInvalid }).trim().min(1, m.targetInvalid).max(64, m.targetInvalid),
  motivo: z.enum(REPORT_REASONS, { error: m.reasonRequired }),
  descricao: optionalText(REPORT_DESCRICAO_MAX, m.descricaoTooLong),
});
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReport = z.output<typeof createReportSchema>;

/** The answer: the report (new, or the open one this person already made about the same thing). */
export const createReportResponseSchema = z.object({ ok: z.literal(true), message: z.string(), id: idSchema, created: z.boolean() });

// ── The operator's desk ───────────────────────────────────────────────────────────────────

export const REPORT_NOTE_MAX = 2000;
export const REPORT_WARNING_MAX = 2000;

/** POST /api/operador/denuncias/:id/resolver — each outcome needs a note; a warning needs its text. */
export const resolveReportSchema = z
  .strictObject({
    resultado: z.enum(REPORT_OUTCOMES, { error: m.outcomeRequired }),
    nota: requiredText(m.noteRequired, { max: REPORT_NOTE_MAX, tooLong: m.noteTooLong }),
    advertencia: optionalText(REPORT_WARNING_MAX, m.warningTooLong),
  })
  .refine((v) => v.resultado !== 'advertencia' || v.advertencia.length > 0, { message: m.warningRequired, path: ['advertencia'] });
export type ResolveReportInput = z.input<typeof resolveReportSchema>;
export type ResolveReport = z.output<typeof resolveReportSchema>;

export const reportListQuerySchema = z.strictObject({ status: z.enum(REPORT_STATUSES).optional() });

const personSchema = z.object({ id: idSchema, name: z.string(), role: z.enum(ACCOUNT_ROLES).nullable() });

export const reportListItemSchema = z.object({
  id: idSchema,
  alvoTipo: z.enum(REPORT_TARGETS),
  motivo: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  resultado: z.enum(REPORT_OUTCOMES).nullable(),
  createdAt: instantSchema,
  /** Null once the reporter deleted the account. */
  reporter: personSchema.nullable(),
  reported: personSchema,
});
export type ReportListItemDto = z.infer<typeof reportListItemSchema>;
export const reportListResponseSchema = z.object({ reports: z.array(reportListItemSchema) });

const contextMessageSchema = z.object({
  id: idSchema,
  senderName: z.string(),
  /** Written by the reported person. */
  fromReported: z.boolean(),
  /** The message the report is about. */
  isTarget: z.boolean(),
  content: z.string(),
  createdAt: instantSchema,
});

export const reportContextSchema = z.object({
  /** The reported person as the platform shows them. */
  profile: z.object({
    name: z.string(),
    role: z.enum(ACCOUNT_ROLES).nullable(),
    memberSince: instantSchema,
    deleted: z.boolean(),
    /** Caregivers only. */
    verificacao: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    bio: z.string().nullable(),
    /** Reports about this person in all (this one included). */
    reportsAgainst: z.number().int().nonnegative(),
  }),
  /** A reported message with a few messages around it. */
  messages: z.array(contextMessageSchema),
  /** A reported booking (or null). */
  booking: z
    .object({
      id: idSchema,
      status: z.enum(RESERVATION_STATUSES),
      dataInicio: calendarDaySchema,
      dataFim: calendarDaySchema,
      horaInicio: wallTimeSchema,
      horaFim: wallTimeSchema,
      familiaName: z.string(),
      cuidadorName: z.string(),
      precoTotalCentavos: z.number().int(),
      /** A weekly series' weekdays (0 = domingo), so the line names them (ADR 0041). */
      diasSemana: z.array(z.number().int()).nullable().optional(),
    })
    .nullable(),
});
export type ReportContextDto = z.infer<typeof reportContextSchema>;

export const reportDetailSchema = reportListItemSchema.extend({
  descricao: z.string().nullable(),
  resultadoNota: z.string().nullable(),
  tratadaPor: z.string().nullable(),
  tratadaEm: instantSchema.nullable(),
  context: reportContextSchema,
});
export type ReportDetailDto = z.infer<typeof reportDetailSchema>;
export const reportDetailResponseSchema = z.object({ report: reportDetailSchema });

/** The answer to an operator's decision; `caregiverId` when a caregiver was suspended (the review screen). */
export const resolveReportResponseSchema = z.object({ ok: z.literal(true), message: z.string(), caregiverId: idSchema.nullable() });

// ── 'Fale Conosco' on the operator's desk ─────────────────────────────────────────────────

export const CONTACT_REPLY_MAX = 5000;
export const contactReplySchema = z.strictObject({
  resposta: requiredText(m.replyRequired, { max: CONTACT_REPLY_MAX, tooLong: m.replyTooLong }),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;

export const contactMessageItemSchema = z.object({
  id: idSchema,
  nome: z.string(),
  email: z.string(),
  mensagem: z.string(),
  createdAt: instantSchema,
  /** Whether the message reached support's inbox when it was sent. */
  emailStatus: z.enum(['pending', 'sent', 'failed']),
  resposta: z.object({ texto: z.string(), por: z.string().nullable(), em: instantSchema }).nullable(),
});
export type ContactMessageItemDto = z.infer<typeof contactMessageItemSchema>;
export const contactMessagesResponseSchema = z.object({ messages: z.array(contactMessageItemSchema) });

// ── A family account on the operators' desk (docs/product.md#family-suspension) ──────────────

/** GET /api/operador/familias/:id: whether it is suspended, and its confirmed bookings still to end. */
export const familyAccountSchema = z.object({
  id: idSchema,
  nome: z.string(),
  suspensa: z.boolean(),
  suspensaEm: instantSchema.nullable(),
  motivo: z.string().nullable(),
  reservasConfirmadas: z.array(
    z.object({
      id: idSchema,
      cuidador: z.string(),
      dataInicio: calendarDaySchema,
      dataFim: calendarDaySchema,
      horaInicio: wallTimeSchema,
      horaFim: wallTimeSchema,
    }),
  ),
});
export type FamilyAccountDto = z.infer<typeof familyAccountSchema>;

/** POST /api/operador/familias/:id/reativar */
export const liftFamilySuspensionSchema = z.strictObject({
  motivo: requiredText(m.familyLiftReasonRequired, { max: REPORT_NOTE_MAX, tooLong: m.noteTooLong }),
});
export const liftFamilySuspensionResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
