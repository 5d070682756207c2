// The care diary ('Diário de cuidados', docs/product.md#care-diary, ADR 0050): what the caregiver of
// a booking day records during and after her visit, as structured entries, for the family. Entries
// are never deleted: a correction is a new version pointing at the one it replaces. The rules of who
// may write when are here, as pure functions of the day's arrival and departure and the server's clock.
import { HEALTH_CONSENT_STATES } from './consents';
import { calendarDaySchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { z } from './validation';

/** The kinds of entry, in the order the form offers them. */
export const CARE_DIARY_TYPES = ['medicacao', 'refeicao', 'higiene', 'mobilidade', 'sono', 'humor', 'incidente', 'observacao'] as const;
export type CareDiaryType = (typeof CARE_DIARY_TYPES)[number];

/** A medication was given or refused by the patient. */
export const MEDICATION_OUTCOMES = ['dada', 'recusada'] as const;
export type MedicationOutcome = (typeof MEDICATION_OUTCOMES)[number];

export const CARE_DIARY_RULES = {
  /** The caregiver may still write this long after her check-out (the notes written at home). */
  writeClosesHoursAfterCheckOut: 12,
  /** A moment this far ahead of the server's clock is a phone's clock running fast, not the future. */
  futureToleranceMinutes: 1,
  /** The family's report covers at most this many days at once. */
  reportMaxDays: 62,
  /** Photos per entry (per version), each an image of at most 5 MB, checked like certificates. */
  maxPhotos: 3,
} as const;

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The day's actual arrival and departure (visit_presence). */
export interface DiaryPresence {
  checkInAt: Date | null;
  checkOutAt: Date | null;
}

/**
 * Whether the day's caregiver may write now (docs/product.md#care-diary): from her check-in until
 * 12 hours after her check-out; before the check-in, 'sem-chegada'; after, 'encerrado'.
 */
export function diaryWriteRefusal(presence: DiaryPresence | null, now: Date): 'sem-chegada' | 'encerrado' | null {
  if (!presence?.checkInAt || now.getTime() < presence.checkInAt.getTime()) return 'sem-chegada';
  if (presence.checkOutAt && now.getTime() > presence.checkOutAt.getTime() + CARE_DIARY_RULES.writeClosesHoursAfterCheckOut * HOUR) return 'encerrado';
  return null;
}

export const canWriteDiary = (presence: DiaryPresence | null, now: Date) => diaryWriteRefusal(presence, now) === null;

/**
 * Whether an entry's moment is acceptable: not in the future, and inside the visit (from the
 * arrival to the departure, or to now while the visit is under way).
 */
export function occurredAtRefusal(presence: DiaryPresence, occurredAt: Date, now: Date): 'futuro' | 'fora-da-visita' | null {
  if (occurredAt.getTime() > now.getTime() + CARE_DIARY_RULES.futureToleranceMinutes * MINUTE) return 'futuro';
  if (!presence.checkInAt || occurredAt.getTime() < presence.checkInAt.getTime()) return 'fora-da-visita';
  if (presence.checkOutAt && occurredAt.getTime() > presence.checkOutAt.getTime()) return 'fora-da-visita';
  return null;
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

const m = messages.careDiary.validation;
const text = (max: number) => z.string().trim().min(1, m.required).max(max, m.tooLong(max));
/** When it happened; absent = now (the server's clock). */
const ocorridoEm = instantSchema.optional();

const medicacao = z.strictObject({ tipo: z.literal('medicacao'), ocorridoEm, nome: text(120), dose: text(60), situacao: z.enum(MEDICATION_OUTCOMES, m.outcome) });
const refeicao = z.strictObject({ tipo: z.literal('refeicao'), ocorridoEm, descricao: text(200), quantidade: text(60) });
const described = <T extends 'higiene' | 'mobilidade' | 'sono' | 'humor' | 'incidente' | 'observacao'>(tipo: T, max: number) =>
  z.strictObject({ tipo: z.literal(tipo), ocorridoEm, descricao: text(max) });

/** POST /api/care-diary/days/:reservaId/entries — one entry, its fields by its type. */
export const careDiaryEntryInputSchema = z.discriminatedUnion('tipo', [
  medicacao,
  refeicao,
  described('higiene', 500),
  described('mobilidade', 500),
  described('sono', 500),
  described('humor', 500),
  described('incidente', 1000),
  described('observacao', 2000),
]);
export type CareDiaryEntryInput = z.infer<typeof careDiaryEntryInputSchema>;

/** The type's fields alone (what is stored besides the type and the moment). */
export type CareDiaryFields = { nome: string; dose: string; situacao: MedicationOutcome } | { descricao: string; quantidade: string } | { descricao: string };

export function entryFields(input: CareDiaryEntryInput): CareDiaryFields {
  if (input.tipo === 'medicacao') return { nome: input.nome, dose: input.dose, situacao: input.situacao };
  if (input.tipo === 'refeicao') return { descricao: input.descricao, quantidade: input.quantidade };
  return { descricao: input.descricao };
}

/** POST /api/care-diary/entries/:id/corrections — the corrected entry (same type) and why. */
export const careDiaryCorrectionSchema = z.strictObject({
  motivo: z.string().trim().min(3, m.reasonRequired).max(500, m.tooLong(500)),
  entrada: careDiaryEntryInputSchema,
});
export type CareDiaryCorrectionInput = z.infer<typeof careDiaryCorrectionSchema>;

/** GET /api/care-diary?inicio=yyyy-MM-dd&dias=1|7&tipo= — the family's diary, one day or one week. */
export const careDiaryQuerySchema = z.strictObject({
  inicio: calendarDaySchema,
  dias: z.enum(['1', '7']).default('1'),
  tipo: z.enum(CARE_DIARY_TYPES).optional(),
});
export type CareDiaryQuery = z.infer<typeof careDiaryQuerySchema>;

/** GET /api/care-diary/report.pdf?inicio=&fim= — 'Relatório para o médico'. */
export const careDiaryReportQuerySchema = z
  .strictObject({ inicio: calendarDaySchema, fim: calendarDaySchema })
  .refine((q) => q.fim >= q.inicio, { message: m.reportOrder, path: ['fim'] })
  .refine((q) => (Date.parse(q.fim) - Date.parse(q.inicio)) / (24 * HOUR) < CARE_DIARY_RULES.reportMaxDays, { message: m.reportTooLong(CARE_DIARY_RULES.reportMaxDays), path: ['fim'] });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

/** One version of an entry as its family (or its writer) sees it. */
export const careDiaryEntryDtoSchema = z.object({
  id: idSchema,
  reservaId: idSchema,
  tipo: z.enum(CARE_DIARY_TYPES),
  ocorridoEm: instantSchema,
  /** The type's fields (see CareDiaryFields). */
  nome: z.string().nullable(),
  dose: z.string().nullable(),
  situacao: z.enum(MEDICATION_OUTCOMES).nullable(),
  descricao: z.string().nullable(),
  quantidade: z.string().nullable(),
  autorNome: z.string(),
  registradoEm: instantSchema,
  /** The version this one corrects, and why (null for an original). */
  corrigeId: idSchema.nullable(),
  motivoCorrecao: z.string().nullable(),
  /** Whether a newer version replaced this one ('corrigido'). */
  corrigida: z.boolean(),
  /** The photos' ids (GET /api/care-diary/photos/:id), oldest first. */
  fotos: z.array(idSchema),
});
export type CareDiaryEntryDto = z.infer<typeof careDiaryEntryDtoSchema>;

/**
 * One entry as shown: its current version, and the versions it replaced, oldest first (the
 * history the family sees under 'corrigido').
 */
export const careDiaryItemSchema = z.object({ atual: careDiaryEntryDtoSchema, historico: z.array(careDiaryEntryDtoSchema) });
export type CareDiaryItem = z.infer<typeof careDiaryItemSchema>;

/** A booking day's diary: the caregiver's form screen. */
export const careDiaryDayResponseSchema = z.object({
  reservaId: idSchema,
  start: instantSchema,
  end: instantSchema,
  checkInAt: instantSchema.nullable(),
  checkOutAt: instantSchema.nullable(),
  /** To the caregiver: writing is open now; until when (null while she has not left). */
  canWrite: z.boolean(),
  /** The family's health-data consent: the diary needs it in force. */
  consentimento: z.enum(HEALTH_CONSENT_STATES),
  writableUntil: instantSchema.nullable(),
  items: z.array(careDiaryItemSchema),
});
export type CareDiaryDayResponse = z.infer<typeof careDiaryDayResponseSchema>;

/** The family's diary for a day or a week (newest first). */
export const careDiaryListResponseSchema = z.object({ items: z.array(careDiaryItemSchema) });
export type CareDiaryListResponse = z.infer<typeof careDiaryListResponseSchema>;

export const careDiaryEntryResponseSchema = z.object({ entry: careDiaryEntryDtoSchema });

/** POST /api/care-diary/entries/:id/photos (multipart field "file"). */
export const careDiaryPhotoResponseSchema = z.object({ foto: z.object({ id: idSchema }) });

/** A photo's address, for the family's and the caregiver's screens. */
export const careDiaryPhotoUrl = (id: string) => `/api/care-diary/photos/${encodeURIComponent(id)}`;

/** One line of an entry, as the family's screen and the doctor's report read it. */
export function describeEntry(e: Pick<CareDiaryEntryDto, 'tipo' | 'nome' | 'dose' | 'situacao' | 'descricao' | 'quantidade'>): string {
  const d = messages.careDiary;
  if (e.tipo === 'medicacao') return d.medication(e.nome ?? '', e.dose ?? '', e.situacao ? d.outcomes[e.situacao] : '');
  if (e.tipo === 'refeicao') return d.meal(e.descricao ?? '', e.quantidade ?? '');
  return e.descricao ?? '';
}
