import { isValidIsoDate } from './calendar-date';
import { calendarDaySchema, idSchema, instantSchema } from './dto';
import { digitsOnly } from './masks';
import { messages } from './messages';
import { verificationLabels } from './messages/labels/verification';
import { requiredText, telefoneSchema, z } from './validation';

// Caregiver verification (docs/product.md#verification): a caregiver is shown to families only
// once an operator has checked identity, criminal records, references and an interview. The states,
// who may move a caregiver between them, and the documents and checks behind 'Verificado'.

export const VERIFICATION_STATES = ['cadastro_incompleto', 'em_analise', 'aprovado', 'reprovado', 'suspenso', 'verificacao_vencida'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const VERIFICATION_STATE_LABELS: Record<VerificationState, string> = verificationLabels.state;

/** Who moves a caregiver: the caregiver (sending for review), an operator, or the daily job. */
export type VerificationActor = 'cuidador' | 'operador' | 'sistema';

/**
 * Why a move happens: a whole registration reviewed ('revisao', the default), or only a renewed
 * criminal-records certificate ('renovacao', docs/product.md#verification-renewal). A renewal's
 * moves are allowed only when the caller says it is deciding a renewal.
 */
export type VerificationCause = 'revisao' | 'renovacao';

export interface VerificationTransition {
  from: VerificationState;
  to: VerificationState;
  by: VerificationActor;
  /** The decision must say why (reason from the list, plus free text). */
  needsReason: boolean;
  /** Absent: a move of the whole review. */
  via?: 'renovacao';
}

/** Every allowed move; anything else is refused. */
export const VERIFICATION_TRANSITIONS: readonly VerificationTransition[] = [
  // The caregiver sends a complete registration (documents included) for review.
  { from: 'cadastro_incompleto', to: 'em_analise', by: 'cuidador', needsReason: false },
  // …and again after fixing what was refused, or after renewing an expired certificate.
  { from: 'reprovado', to: 'em_analise', by: 'cuidador', needsReason: false },
  { from: 'verificacao_vencida', to: 'em_analise', by: 'cuidador', needsReason: false },
  // Operator decisions.
  { from: 'em_analise', to: 'aprovado', by: 'operador', needsReason: false },
  { from: 'em_analise', to: 'reprovado', by: 'operador', needsReason: true },
  { from: 'aprovado', to: 'suspenso', by: 'operador', needsReason: true },
  { from: 'em_analise', to: 'suspenso', by: 'operador', needsReason: true },
  { from: 'verificacao_vencida', to: 'suspenso', by: 'operador', needsReason: true },
  // Lifting a suspension puts the caregiver back where the documents allow (the service decides).
  { from: 'suspenso', to: 'aprovado', by: 'operador', needsReason: true },
  { from: 'suspenso', to: 'verificacao_vencida', by: 'operador', needsReason: true },
  // The daily job: the criminal-records certificate of an approved caregiver expired.
  { from: 'aprovado', to: 'verificacao_vencida', by: 'sistema', needsReason: false },
  // Renewal of the certificate (docs/product.md#verification-renewal). An approved caregiver sends
  // it and stays approved (no move); an expired one goes to review with it…
  { from: 'verificacao_vencida', to: 'em_analise', by: 'cuidador', needsReason: false, via: 'renovacao' },
  // …and the operator's acceptance brings them back; a refusal leaves them expired.
  { from: 'em_analise', to: 'aprovado', by: 'operador', needsReason: false, via: 'renovacao' },
  { from: 'em_analise', to: 'verificacao_vencida', by: 'operador', needsReason: true, via: 'renovacao' },
  // The old certificate expired while the renewal sent as approved waited: acceptance restores them.
  { from: 'verificacao_vencida', to: 'aprovado', by: 'operador', needsReason: false, via: 'renovacao' },
];

export function findTransition(
  from: VerificationState,
  to: VerificationState,
  by: VerificationActor,
  via: VerificationCause = 'revisao',
): VerificationTransition | undefined {
  return VERIFICATION_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by && (t.via ?? 'revisao') === via);
}

// ── Renewal of the criminal-records certificate (docs/product.md#verification-renewal) ──────

export const RENEWAL_STATUSES = ['pendente', 'aceita', 'recusada'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const RENEWAL_STATUS_LABELS: Record<RenewalStatus, string> = verificationLabels.renewalStatus;

/** Reasons an operator may give when refusing a renewed certificate. */
export const RENEWAL_REFUSAL_REASONS = ['documento_ilegivel', 'documento_nao_confere', 'antecedentes_positivos', 'antecedentes_vencidos', 'outro'] as const;
export type RenewalRefusalReason = (typeof RENEWAL_REFUSAL_REASONS)[number];

/** The caregiver may send a renewed certificate while approved or expired (one waiting at a time). */
export const canSendRenewal = (state: VerificationState) => state === 'aprovado' || state === 'verificacao_vencida';

/**
 * Where sending a renewal puts the caregiver (null: stays where they are). Approved stays approved
 * and visible; expired goes to review, hidden until the renewal is accepted.
 */
export function stateAfterRenewalSent(state: VerificationState): VerificationState | null {
  if (!canSendRenewal(state)) throw new Error(`renewal not allowed from ${state}`);
  return state === 'verificacao_vencida' ? 'em_analise' : null;
}

/**
 * Where deciding a waiting renewal puts the caregiver (null: stays). Accepting moves the
 * certificate's validity in every case; refusing keeps the old one, so an approved caregiver
 * still expires on the old date. `undefined`: the caregiver's state admits no renewal decision.
 */
export function stateAfterRenewalDecision(state: VerificationState, accepted: boolean): VerificationState | null | undefined {
  switch (state) {
    case 'aprovado':
    case 'suspenso': // the date moves; lifting the suspension later reads it
      return null;
    case 'em_analise': // sent after expiry
      return accepted ? 'aprovado' : 'verificacao_vencida';
    case 'verificacao_vencida': // sent as approved, expired while waiting
      return accepted ? 'aprovado' : null;
    default:
      return undefined;
  }
}

/** The multipart field beside a renewed certificate's file (POST /api/caregiver/verification/renewal). */
export function renewalFieldsSchema(today: string) {
  return z.strictObject({ emitidoEm: issueDateSchema(today) });
}

export const renewalDecisionSchema = z.discriminatedUnion('acao', [
  z.strictObject({ acao: z.literal('aceitar'), observacao: z.string().trim().max(2000).default('') }),
  z.strictObject({
    acao: z.literal('recusar'),
    motivo: z.enum(RENEWAL_REFUSAL_REASONS, { error: messages.caregiverVerification.reasonRequired }),
    observacao: z.string().trim().max(2000).default(''),
  }),
], { error: messages.caregiverVerification.notAllowed });
export type RenewalDecisionInput = z.output<typeof renewalDecisionSchema>;

/** Only approved caregivers are recommended, featured, bookable or reachable by a new conversation. */
export const isVisibleToFamilies = (state: VerificationState) => state === 'aprovado';

/** The federal criminal-records certificate is valid this long after its issue date. */
export const ANTECEDENTES_VALIDITY_DAYS = 90;
/** The caregiver is warned this many days before it expires. */
export const ANTECEDENTES_WARNING_DAYS = 15;

/** Documents a caregiver sends (files kept in private storage). */
export const VERIFICATION_DOCUMENT_KINDS = ['identidade', 'antecedentes_federal', 'antecedentes_estadual'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, string> = verificationLabels.document;
/** Required before a registration can be sent for review (the state one is optional). */
export const REQUIRED_DOCUMENT_KINDS: readonly VerificationDocumentKind[] = ['identidade', 'antecedentes_federal'];

/** What the operator confirms before approving; each item is recorded with who and when. */
export { VERIFICATION_CHECK_LABELS, VERIFICATION_CHECKS, type VerificationCheck } from './verification-checks';

/** Reasons an operator picks when refusing or suspending (plus free text). */
export const VERIFICATION_REASONS = [
  'documento_ilegivel',
  'documento_nao_confere',
  'antecedentes_positivos',
  'antecedentes_vencidos',
  'referencias_nao_confirmadas',
  'entrevista_nao_realizada',
  'denuncia_procedente',
  'conduta_inadequada',
  'outro',
] as const;
export type VerificationReason = (typeof VERIFICATION_REASONS)[number];
export const VERIFICATION_REASON_LABELS: Record<VerificationReason, string> = verificationLabels.reason;

/** The last day (yyyy-MM-dd) a certificate issued on `issuedOn` is valid. */
export function antecedentesValidUntil(issuedOn: string): string {
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const until = new Date(Date.UTC(y, m - 1, d + ANTECEDENTES_VALIDITY_DAYS));
  return until.toISOString().slice(0, 10);
}

/**
 * CPF check digits (Receita Federal's mod-11 rule). Refuses the eleven repeated-digit numbers,
 * which pass the arithmetic but are not issued.
 */
export function isValidCpf(value: string): boolean {
  const cpf = digitsOnly(value);
  if (cpf.length !== 11 || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = cpf.split('').map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** '123.456.789-09' as typed; stored as 11 digits. */
export function maskCpf(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  return d.replace(/^(\d{3})(\d)/, '$1.$2').replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3').replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** '***.456.789-**': enough for a person to recognise their own, never the whole number. */
export function maskedCpf(cpf: string): string {
  const d = digitsOnly(cpf);
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***';
}

export const cpfSchema = z
  .string({ error: messages.caregiverVerification.cpfRequired })
  .trim()
  .min(1, messages.caregiverVerification.cpfRequired)
  .refine(isValidCpf, messages.caregiverVerification.cpfInvalid)
  .transform(digitsOnly);

const v = messages.caregiverVerification;

/** How many files one document may have (an identity card has two sides); a new certidão replaces the old. */
export const MAX_FILES_PER_DOCUMENT: Record<VerificationDocumentKind, number> = {
  identidade: 2,
  antecedentes_federal: 1,
  antecedentes_estadual: 1,
};
/** Criminal-records certificates carry an issue date; the identity document does not. */
export const isDatedDocument = (kind: VerificationDocumentKind) => kind !== 'identidade';

/** States in which the caregiver may change documents, CPF and references (nobody is reviewing them). */
export const EDITABLE_VERIFICATION_STATES: readonly VerificationState[] = ['cadastro_incompleto', 'reprovado', 'verificacao_vencida'];
export const canEditVerification = (state: VerificationState) => EDITABLE_VERIFICATION_STATES.includes(state);

/**
 * The issue date of a criminal-records certificate: a real day, not in the future, and not expired
 * today (docs/product.md#verification).
 */
export function issueDateSchema(today: string) {
  return z
    .string({ error: v.issueDateRequired })
    .trim()
    // abort: the later checks compute on a real date only (an empty or bad one must stay a 400).
    .min(1, { error: v.issueDateRequired, abort: true })
    .refine(isValidIsoDate, { error: v.issueDateRequired, abort: true })
    .refine((day) => day <= today, v.issueDateFuture)
    .refine((day) => antecedentesValidUntil(day) >= today, v.certificateExpired);
}

/** The multipart fields sent beside a verification document's file. */
export function documentUploadFieldsSchema(today: string) {
  return z.discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('certificado') }),
    z.object({ tipo: z.literal('identidade') }),
    z.object({ tipo: z.literal('antecedentes_federal'), emitidoEm: issueDateSchema(today) }),
    z.object({ tipo: z.literal('antecedentes_estadual'), emitidoEm: issueDateSchema(today) }),
  ], { error: v.documentKindInvalid });
}

export const referenceSchema = z.object({
  nome: requiredText(v.referenceNameRequired, { min: 3 }).transform((name) => name.replace(/\s+/g, ' ')),
  relacao: requiredText(v.referenceRelationRequired, { min: 3, max: 80 }),
  telefone: telefoneSchema,
});
export type ReferenceInput = z.output<typeof referenceSchema>;

/** CPF and the two professional references (the documents travel as uploads). */
export const verificationDataSchema = z.strictObject({
  cpf: cpfSchema,
  referencias: z.tuple([referenceSchema, referenceSchema]),
});
export type VerificationData = z.output<typeof verificationDataSchema>;

type ReferenceDraft = { nome: string; relacao: string; telefone: string };
/** Nothing typed in the wizard's 'Documentos e referências': the step is left for later. */
export const isVerificationDraftEmpty = (draft: { cpf: string; referencias: readonly ReferenceDraft[] }) =>
  !draft.cpf.trim() && draft.referencias.every((r) => !r.nome.trim() && !r.relacao.trim() && !r.telefone.trim());

/** The wizard's step: empty is fine (later, from the dashboard); anything typed must be complete and valid. */
export const verificationDraftSchema = z
  .object({
    cpf: z.string(),
    referencias: z.array(z.object({ nome: z.string(), relacao: z.string(), telefone: z.string() })),
  })
  .superRefine((draft, ctx) => {
    if (isVerificationDraftEmpty(draft)) return;
    const result = verificationDataSchema.safeParse(draft);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

/** What is still missing before a registration can be sent for review. */
export const VERIFICATION_PENDING_ITEMS = ['cpf', 'identidade', 'antecedentes_federal', 'referencias'] as const;
export type VerificationPendingItem = (typeof VERIFICATION_PENDING_ITEMS)[number];

export function pendingVerificationItems(input: {
  hasCpf: boolean;
  referenceCount: number;
  documents: readonly { tipo: VerificationDocumentKind; emitidoEm: string | null }[];
  today: string;
}): VerificationPendingItem[] {
  const pending: VerificationPendingItem[] = [];
  if (!input.hasCpf) pending.push('cpf');
  if (!input.documents.some((d) => d.tipo === 'identidade')) pending.push('identidade');
  const federal = input.documents.find((d) => d.tipo === 'antecedentes_federal');
  if (!federal?.emitidoEm || antecedentesValidUntil(federal.emitidoEm) < input.today) pending.push('antecedentes_federal');
  if (input.referenceCount < 2) pending.push('referencias');
  return pending;
}

export const verificationDocumentDtoSchema = z.object({
  id: idSchema,
  tipo: z.enum(VERIFICATION_DOCUMENT_KINDS),
  nome: z.string(),
  mime: z.string(),
  tamanhoBytes: z.number().int().nonnegative(),
  emitidoEm: calendarDaySchema.nullable(),
  createdAt: instantSchema,
});
export type VerificationDocumentDto = z.infer<typeof verificationDocumentDtoSchema>;

export const referenceDtoSchema = z.object({
  posicao: z.union([z.literal(1), z.literal(2)]),
  nome: z.string(),
  relacao: z.string(),
  telefone: z.string(),
});
export type ReferenceDto = z.infer<typeof referenceDtoSchema>;

/** The caregiver's own view of their verification (GET /api/caregiver/verification). */
export const caregiverVerificationDtoSchema = z.object({
  estado: z.enum(VERIFICATION_STATES),
  desde: instantSchema,
  /** Masked ('***.456.789-**'): the whole number never travels back. */
  cpf: z.string().nullable(),
  referencias: z.array(referenceDtoSchema),
  documentos: z.array(verificationDocumentDtoSchema),
  antecedentesValidaAte: calendarDaySchema.nullable(),
  pendencias: z.array(z.enum(VERIFICATION_PENDING_ITEMS)),
  podeEditar: z.boolean(),
  podeEnviar: z.boolean(),
  /** The latest operator decision that gave a reason (refusal, suspension), for the caregiver to read. */
  ultimaDecisao: z
    .object({
      paraEstado: z.enum(VERIFICATION_STATES),
      motivo: z.enum(VERIFICATION_REASONS).nullable(),
      observacao: z.string().nullable(),
      em: instantSchema,
    })
    .nullable(),
  verificadoEm: instantSchema.nullable(),
  /** A renewed certificate may be sent now (approved or expired, none waiting). */
  podeRenovar: z.boolean(),
  /** The latest renewed certificate sent, with its outcome. */
  renovacao: z
    .object({
      id: idSchema,
      emitidoEm: calendarDaySchema,
      status: z.enum(RENEWAL_STATUSES),
      motivo: z.enum(VERIFICATION_REASONS).nullable(),
      observacao: z.string().nullable(),
      enviadaEm: instantSchema,
      decididaEm: instantSchema.nullable(),
    })
    .nullable(),
});
export type CaregiverVerificationDto = z.infer<typeof caregiverVerificationDtoSchema>;

/** POST /api/caregiver/verification/renewal (201). */
export const renewalSentResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  verificacao: z.enum(VERIFICATION_STATES),
  podeRenovar: z.boolean(),
  renovacao: caregiverVerificationDtoSchema.shape.renovacao,
});
export type RenewalSentDto = z.infer<typeof renewalSentResponseSchema>;
/** GET/PUT /api/caregiver/verification, POST …/submit; null before the profile exists. */
export const caregiverVerificationResponseSchema = z.object({ verificacao: caregiverVerificationDtoSchema.nullable() });
/** POST /api/caregiver/documents */
export const verificationDocumentResponseSchema = z.object({ documento: verificationDocumentDtoSchema });
