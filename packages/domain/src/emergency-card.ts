// The emergency card ('Cartão de emergência', docs/product.md#emergency-card): what a caregiver on
// duty needs in an emergency about the family's patient — allergies, medications in use, health
// plan, doctor and emergency contacts. It is health data: kept only with the family's health-data
// consent, opened by a caregiver only around a confirmed booked day, every opening logged.
import { instantSchema } from './dto';
import { messages } from './messages';
import { digitsOnly } from './masks';
import { optionalText, requiredText, z } from './validation';

const m = messages.emergencyCard;

export const EMERGENCY_CARD_LIMITS = {
  /** Medication lines a card may hold. */
  maxMedicamentos: 15,
  /** Emergency contacts: at least one, a few at most. */
  minContatos: 1,
  maxContatos: 4,
} as const;

/** The window: a caregiver opens the card from this long before a booked day's start until its end. */
export const EMERGENCY_CARD_OPENS_HOURS_BEFORE = 2;

/** A Brazilian phone with DDD, mobile '(11) 98765-4321' or landline '(11) 3456-7890' (as maskAnyPhone types it). */
export const anyPhoneSchema = z
  .string({ error: m.phoneInvalid })
  .trim()
  .regex(/^\(\d{2}\) \d{4,5}-\d{4}$/, m.phoneInvalid);

/** The same, or left empty. */
const optionalPhoneSchema = z.union([z.literal(''), anyPhoneSchema]).default('');

/** 'tel:+5511987654321' — a tap-to-call link for a phone as the card keeps it. */
export function telHref(phone: string): string {
  return `tel:+55${digitsOnly(phone)}`;
}

export const medicamentoSchema = z.strictObject({
  nome: requiredText(m.medicationNameRequired, { max: 120 }),
  dose: optionalText(80),
  horario: optionalText(120),
});

export const contatoEmergenciaSchema = z.strictObject({
  nome: requiredText(m.contactNameRequired, { max: 120 }),
  relacao: requiredText(m.contactRelationRequired, { max: 60 }),
  telefone: anyPhoneSchema,
});

/** PUT /api/emergency-card — the family's card, whole (the form sends every field). */
export const emergencyCardSchema = z.strictObject({
  alergias: optionalText(1000),
  medicamentos: z.array(medicamentoSchema).max(EMERGENCY_CARD_LIMITS.maxMedicamentos, m.tooManyMedications(EMERGENCY_CARD_LIMITS.maxMedicamentos)),
  planoOperadora: optionalText(120),
  planoNumero: optionalText(40),
  medicoNome: optionalText(120),
  medicoTelefone: optionalPhoneSchema,
  medicoEspecialidade: optionalText(80),
  contatos: z
    .array(contatoEmergenciaSchema)
    .min(EMERGENCY_CARD_LIMITS.minContatos, m.contactRequired)
    .max(EMERGENCY_CARD_LIMITS.maxContatos, m.tooManyContacts(EMERGENCY_CARD_LIMITS.maxContatos)),
});
export type EmergencyCardInput = z.input<typeof emergencyCardSchema>;
export type EmergencyCardUpdate = z.output<typeof emergencyCardSchema>;

export const emergencyCardDtoSchema = z.object({
  alergias: z.string(),
  medicamentos: z.array(z.object({ nome: z.string(), dose: z.string(), horario: z.string() })),
  planoOperadora: z.string(),
  planoNumero: z.string(),
  medicoNome: z.string(),
  medicoTelefone: z.string(),
  medicoEspecialidade: z.string(),
  contatos: z.array(z.object({ nome: z.string(), relacao: z.string(), telefone: z.string() })),
  updatedAt: instantSchema,
});
export type EmergencyCardDto = z.infer<typeof emergencyCardDtoSchema>;

/** GET and PUT /api/emergency-card: the family's card (null before the first save) and whether the consent is in force. */
export const familyEmergencyCardResponseSchema = z.object({
  card: emergencyCardDtoSchema.nullable(),
  /** The health-data consent is in force on a text that names the card: the card can be kept and opened. */
  hasHealthConsent: z.boolean(),
  /** The consent in force is on an older text that does not name the card: the family is asked to accept the new one. */
  healthConsentOutdated: z.boolean(),
});
export type FamilyEmergencyCardResponse = z.infer<typeof familyEmergencyCardResponseSchema>;

/** GET /api/visits/:id/emergency-card: the card a caregiver opens for a booked day, with the patient's name. */
export const caregiverEmergencyCardResponseSchema = z.object({
  card: emergencyCardDtoSchema,
  pacienteNome: z.string().nullable(),
  familiaNome: z.string(),
  closesAt: instantSchema,
});
export type CaregiverEmergencyCardResponse = z.infer<typeof caregiverEmergencyCardResponseSchema>;

/** The parts of the card a caregiver's opening is logged with (health_data_reads.fields). */
export const EMERGENCY_CARD_READ_FIELDS = ['cartaoAlergias', 'cartaoMedicamentos', 'cartaoPlanoSaude', 'cartaoMedico', 'cartaoContatos'] as const;
export type EmergencyCardReadField = (typeof EMERGENCY_CARD_READ_FIELDS)[number];

/** The parts that were filled in, hence went out with an opening. */
export function filledEmergencyCardFields(card: Omit<EmergencyCardDto, 'updatedAt'>): EmergencyCardReadField[] {
  const fields: EmergencyCardReadField[] = [];
  if (card.alergias) fields.push('cartaoAlergias');
  if (card.medicamentos.length) fields.push('cartaoMedicamentos');
  if (card.planoOperadora || card.planoNumero) fields.push('cartaoPlanoSaude');
  if (card.medicoNome || card.medicoTelefone || card.medicoEspecialidade) fields.push('cartaoMedico');
  if (card.contatos.length) fields.push('cartaoContatos');
  return fields;
}

// ── The window (pure: the day, its state and the server's clock) ───────────────────────────────

export interface EmergencyCardDay {
  /** The booked day's start and end (a night shift ends the next morning). */
  start: Date;
  end: Date;
  /** The booking request's status: only 'confirmada' opens the card. */
  pedidoStatus: string;
  /** The day was cancelled on its own (a series' occurrence). */
  cancelled: boolean;
  /** The day was recorded as a no-show. */
  noShow: boolean;
}

/** When the card opens and closes for a day: [start − 2 h, end). */
export function emergencyCardWindow(day: Pick<EmergencyCardDay, 'start' | 'end'>): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(day.start.getTime() - EMERGENCY_CARD_OPENS_HOURS_BEFORE * 3_600_000), closesAt: day.end };
}

/**
 * Whether the day's caregiver may open the card now: a day of a confirmed request, not cancelled
 * on its own, not a no-show, from 2 hours before its start (inclusive) until its end (exclusive).
 */
export function isEmergencyCardOpen(day: EmergencyCardDay, now: Date): boolean {
  if (day.pedidoStatus !== 'confirmada' || day.cancelled || day.noShow) return false;
  const { opensAt, closesAt } = emergencyCardWindow(day);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}
