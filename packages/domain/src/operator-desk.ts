import { calendarDaySchema, centsSchema, countSchema, idSchema, instantSchema, okSchema, wallTimeSchema } from './dto';
import { messages } from './messages';
import { operatorDeskLabels } from './messages/labels/operator-desk';
import { z } from './validation';
import { RENEWAL_STATUSES, VERIFICATION_CHECKS, VERIFICATION_REASONS, VERIFICATION_STATES, type VerificationCheck } from './verification';

// The operator desk (docs/product.md#operators): the company's home counts, the caregivers'
// verification queue and the review of one caregiver. Requests and answers of /api/operador/*.

const o = messages.operatorDesk;

// ── Home ───────────────────────────────────────────────────────────────────────────────────

/** GET /api/operador/resumo: what needs someone today. */
export const operatorSummarySchema = z.object({
  cuidadoresEmAnalise: countSchema,
  /** Since when the caregiver who has waited longest is in the queue (null: nobody waits). */
  esperaMaisAntigaDesde: instantSchema.nullable(),
  denunciasAbertas: countSchema,
  /** Renewed criminal-records certificates waiting for the team. */
  renovacoesPendentes: countSchema,
  /** Booking requests still pending more than PENDING_BOOKING_ALERT_HOURS after they were made. */
  reservasPendentesAntigas: countSchema,
  emailsFalhos: countSchema,
  /** 'Tive um problema' waiting for a decision (docs/product.md#disputes). */
  disputasAbertas: countSchema,
  /** Refunds and payouts the provider has not made: with an error, or waiting too long (operator-payments). */
  pagamentosParados: countSchema,
});
export type OperatorSummaryDto = z.infer<typeof operatorSummarySchema>;

export const PENDING_BOOKING_ALERT_HOURS = 12;

// ── Queue ──────────────────────────────────────────────────────────────────────────────────

/** How long caregivers have been in their current state (the queue's age filter). */
export const QUEUE_AGE_FILTERS = ['todos', 'mais_de_2_dias', 'mais_de_7_dias'] as const;
export type QueueAgeFilter = (typeof QUEUE_AGE_FILTERS)[number];
export const QUEUE_AGE_LABELS: Record<QueueAgeFilter, string> = operatorDeskLabels.queueAge;
export const QUEUE_AGE_DAYS: Record<QueueAgeFilter, number> = { todos: 0, mais_de_2_dias: 2, mais_de_7_dias: 7 };
export const QUEUE_PAGE_SIZE = 20;

export const queueQuerySchema = z.strictObject({
  estado: z.enum(VERIFICATION_STATES).default('em_analise'),
  espera: z.enum(QUEUE_AGE_FILTERS).default('todos'),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type QueueQuery = z.output<typeof queueQuerySchema>;

export const queueItemSchema = z.object({
  id: idSchema,
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  verificacao: z.enum(VERIFICATION_STATES),
  desde: instantSchema,
});
export type QueueItemDto = z.infer<typeof queueItemSchema>;

export const queueResponseSchema = z.object({
  itens: z.array(queueItemSchema),
  total: countSchema,
  pagina: z.number().int().min(1),
  porPagina: z.number().int().min(1),
});
export type QueueResponseDto = z.infer<typeof queueResponseSchema>;

// ── Review ─────────────────────────────────────────────────────────────────────────────────

export const reviewDocumentSchema = z.object({
  id: idSchema,
  /** 'antecedentes_renovacao': a renewed certificate waiting for the team (docs/product.md#verification-renewal). */
  tipo: z.enum(['certificado', 'identidade', 'antecedentes_federal', 'antecedentes_estadual', 'antecedentes_renovacao']),
  nome: z.string(),
  mime: z.string(),
  tamanhoBytes: countSchema,
  emitidoEm: calendarDaySchema.nullable(),
  createdAt: instantSchema,
});
export type ReviewDocumentDto = z.infer<typeof reviewDocumentSchema>;

export const reviewCheckSchema = z.object({
  item: z.enum(VERIFICATION_CHECKS),
  feito: z.boolean(),
  nota: z.string().nullable(),
  realizadaEm: calendarDaySchema.nullable(),
  marcadoPor: z.string().nullable(),
  marcadoEm: instantSchema.nullable(),
});
export type ReviewCheckDto = z.infer<typeof reviewCheckSchema>;

export const reviewDecisionSchema = z.object({
  id: idSchema,
  deEstado: z.enum(VERIFICATION_STATES),
  paraEstado: z.enum(VERIFICATION_STATES),
  motivo: z.enum(VERIFICATION_REASONS).nullable(),
  observacao: z.string().nullable(),
  /** The operator's name; null for the caregiver's own submission and the daily job. */
  operador: z.string().nullable(),
  createdAt: instantSchema,
});
export type ReviewDecisionDto = z.infer<typeof reviewDecisionSchema>;

export const reviewBookingSchema = z.object({
  id: idSchema,
  familia: z.string(),
  dataInicio: calendarDaySchema,
  dataFim: calendarDaySchema,
  horaInicio: wallTimeSchema,
  horaFim: wallTimeSchema,
  precoTotalCentavos: centsSchema,
  /** A weekly series' weekdays (0 = domingo), so the line names them (ADR 0041). */
  diasSemana: z.array(z.number().int()).nullable().optional(),
});
export type ReviewBookingDto = z.infer<typeof reviewBookingSchema>;

/** GET /api/operador/cuidadores/:id */
export const caregiverReviewSchema = z.object({
  cuidador: z.object({
    id: idSchema,
    nome: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    telefone: z.string().nullable(),
    dataNascimento: calendarDaySchema.nullable(),
    bairro: z.string().nullable(),
    cidade: z.string().nullable(),
    uf: z.string().nullable(),
    bio: z.string().nullable(),
    experiencia: z.string().nullable(),
    competencias: z.array(z.string()),
    precoHoraCentavos: centsSchema,
    /** Masked; the whole number comes from its own audited route. */
    cpfMascarado: z.string().nullable(),
    verificacao: z.enum(VERIFICATION_STATES),
    verificacaoDesde: instantSchema,
    antecedentesEmitidaEm: calendarDaySchema.nullable(),
    antecedentesValidaAte: calendarDaySchema.nullable(),
    antecedentesValidos: z.boolean(),
  }),
  documentos: z.array(reviewDocumentSchema),
  referencias: z.array(z.object({ posicao: z.number().int(), nome: z.string(), relacao: z.string(), telefone: z.string() })),
  checklist: z.array(reviewCheckSchema),
  decisoes: z.array(reviewDecisionSchema),
  /** The caregiver's confirmed bookings not yet over: after a suspension the operator handles each. */
  reservasConfirmadas: z.array(reviewBookingSchema),
  /** Whole checklist done and antecedentes valid, while in review. */
  podeAprovar: z.boolean(),
});
export type CaregiverReviewDto = z.infer<typeof caregiverReviewSchema>;

/** GET /api/operador/cuidadores/:id/cpf (each read is audited). */
export const caregiverCpfSchema = z.object({ cpf: z.string().nullable() });

// ── Checklist ──────────────────────────────────────────────────────────────────────────────

/** Items whose note is required when marked (what the reference said; how the interview went). */
export const CHECKS_NEEDING_NOTE: readonly VerificationCheck[] = ['referencia_1', 'referencia_2', 'entrevista'];
export const NOTE_MAX = 1000;

/** PUT /api/operador/cuidadores/:id/checklist/:item */
export const checkItemSchema = z
  .strictObject({
    feito: z.boolean(),
    nota: z.string().trim().max(NOTE_MAX, o.noteTooLong).optional().default(''),
    realizadaEm: calendarDaySchema.nullable().optional().default(null),
  })
  .transform((value) => ({ ...value, nota: value.nota || null }));
export type CheckItemInput = z.output<typeof checkItemSchema>;

/** What an item needs besides the tick; the field that is missing, or null. */
export function missingForCheck(item: VerificationCheck, input: { nota: string | null; realizadaEm: string | null }): 'nota' | 'realizadaEm' | null {
  if (item === 'entrevista' && !input.realizadaEm) return 'realizadaEm';
  if (CHECKS_NEEDING_NOTE.includes(item) && !input.nota) return 'nota';
  return null;
}

export const checkItemResponseSchema = z.object({ check: reviewCheckSchema });

// ── Decisions ──────────────────────────────────────────────────────────────────────────────

export const OPERATOR_ACTIONS = ['aprovar', 'reprovar', 'suspender', 'reativar'] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/** POST /api/operador/cuidadores/:id/decisao. `de` is the state the screen showed (a stale one is refused). */
export const decisionSchema = z
  .strictObject({
    acao: z.enum(OPERATOR_ACTIONS),
    de: z.enum(VERIFICATION_STATES),
    motivo: z.enum(VERIFICATION_REASONS, { error: messages.caregiverVerification.reasonRequired }).nullable().optional().default(null),
    observacao: z.string().trim().max(NOTE_MAX, o.noteTooLong).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.acao !== 'aprovar' && !value.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: messages.caregiverVerification.reasonRequired });
    if (value.acao === 'reprovar' && !value.observacao) ctx.addIssue({ code: 'custom', path: ['observacao'], message: o.refusalNoteRequired });
  });
export type DecisionInput = z.output<typeof decisionSchema>;

export const decisionResponseSchema = okSchema.extend({
  verificacao: z.enum(VERIFICATION_STATES),
  /** Pending requests declined by a suspension. */
  reservasRecusadas: countSchema,
});
export type DecisionResponseDto = z.infer<typeof decisionResponseSchema>;

/** How long someone has waited, in the words of the queue: 'há 3 dias', 'há 5 horas', 'há menos de 1 hora'. */
export function formatWait(since: Date | string, now: Date): string {
  const hours = Math.floor((now.getTime() - new Date(since).getTime()) / 3_600_000);
  if (hours < 1) return operatorDeskLabels.waiting.lessThanAnHour;
  if (hours < 24) return operatorDeskLabels.waiting.hours(hours);
  return operatorDeskLabels.waiting.days(Math.floor(hours / 24));
}

// ── Renewals of the criminal-records certificate (docs/product.md#verification-renewal) ──────

/** GET /api/operador/renovacoes: waiting renewals, oldest first. */
export const renewalQueueQuerySchema = z.strictObject({
  espera: z.enum(QUEUE_AGE_FILTERS).default('todos'),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RenewalQueueQuery = z.output<typeof renewalQueueQuerySchema>;

export const renewalQueueItemSchema = z.object({
  id: idSchema,
  cuidadorId: idSchema,
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  verificacao: z.enum(VERIFICATION_STATES),
  emitidoEm: calendarDaySchema,
  /** The current certificate's last valid day (the renewal does not move it until accepted). */
  validaAteAtual: calendarDaySchema.nullable(),
  enviadaEm: instantSchema,
});
export const renewalQueueResponseSchema = z.object({
  itens: z.array(renewalQueueItemSchema),
  total: countSchema,
  pagina: z.number().int().min(1),
  porPagina: z.number().int().min(1),
});
export type RenewalQueueResponseDto = z.infer<typeof renewalQueueResponseSchema>;

/** GET /api/operador/renovacoes/:id */
export const renewalDetailSchema = z.object({
  id: idSchema,
  cuidador: z.object({
    id: idSchema,
    nome: z.string(),
    verificacao: z.enum(VERIFICATION_STATES),
    antecedentesEmitidaEm: calendarDaySchema.nullable(),
    antecedentesValidaAte: calendarDaySchema.nullable(),
  }),
  emitidoEm: calendarDaySchema,
  /** The last valid day the new certificate would give. */
  novaValidade: calendarDaySchema,
  deEstado: z.enum(VERIFICATION_STATES),
  status: z.enum(RENEWAL_STATUSES),
  motivo: z.enum(VERIFICATION_REASONS).nullable(),
  observacao: z.string().nullable(),
  enviadaEm: instantSchema,
  decididaEm: instantSchema.nullable(),
  /** The certificate; opened through /api/operador/cuidadores/:id/documentos/:documentId (audited). Null once a refused one was deleted. */
  documento: z.object({ id: idSchema, nome: z.string(), mime: z.string(), tamanhoBytes: countSchema }).nullable(),
});
export type RenewalDetailDto = z.infer<typeof renewalDetailSchema>;

/** POST /api/operador/renovacoes/:id/decisao */
export const renewalDecisionResponseSchema = okSchema.extend({ status: z.enum(RENEWAL_STATUSES), verificacao: z.enum(VERIFICATION_STATES) });
export type RenewalDecisionResponseDto = z.infer<typeof renewalDecisionResponseSchema>;
