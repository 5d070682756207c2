import { optionalAddressSchema } from './address';
import { certificateDtoSchema } from './certificates';
import { AVAILABILITY_OPTIONS, GENEROS } from './constants';
import { calendarDaySchema, centsSchema, countSchema, idSchema } from './dto';
import { formatCentavos } from './format';
import { messages } from './messages';
import { formatMoneyInput, parseMoneyInput } from './money-input';
import { optionalText, requiredText, z } from './validation';

// The caregiver's own profile ('Editar Perfil do Cuidador', docs/product.md#profiles).

const m = messages.profile;

export const SKILL_MAX_LENGTH = 60;
export const MAX_SKILLS = 20;
export const BIO_MAX_LENGTH = 2000;
/** R$ 10.000,00 an hour: far above any real rate, low enough to catch a typo of extra zeros. */
export const MAX_HOURLY_RATE_CENTS = 1_000_000;

/** Everything the caregiver sees of their own profile (their own contact data included). */
export const caregiverProfileDtoSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  precoHoraCentavos: centsSchema,
  competencias: z.array(z.string()),
  disponibilidade: z.array(z.string()),
  genero: z.enum(GENEROS),
  experiencia: z.string().nullable(),
  dataNascimento: calendarDaySchema.nullable(),
  telefone: z.string().nullable(),
  cep: z.string().nullable(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  rating: z.number().nullable(),
  totalAvaliacoes: countSchema,
  certificados: z.array(certificateDtoSchema),
});
export type CaregiverProfileDto = z.infer<typeof caregiverProfileDtoSchema>;
/** GET /api/caregiver/profile: null until the registration wizard is finished. */
export const caregiverProfileResponseSchema = z.object({ profile: caregiverProfileDtoSchema.nullable() });
/** PUT /api/caregiver/profile and the wizard's POST. */
export const savedCaregiverProfileResponseSchema = z.object({ profile: caregiverProfileDtoSchema });

/** A skill as typed: trimmed, inner spaces collapsed; null when blank (blank is ignored). */
export function normalizeSkill(raw: string): string | null {
  const skill = raw.trim().replace(/\s+/g, ' ');
  return skill === '' ? null : skill;
}

export type AddSkillResult = { ok: true; skills: string[] } | { ok: false; reason: 'blank' | 'duplicate' | 'too-long' | 'too-many'; message?: string };

/** Adds one typed skill to the list, or says why not. Duplicates ignore case. */
export function addSkill(skills: readonly string[], raw: string): AddSkillResult {
  const skill = normalizeSkill(raw);
  if (!skill) return { ok: false, reason: 'blank' };
  if (skill.length > SKILL_MAX_LENGTH) return { ok: false, reason: 'too-long', message: m.skillTooLong(SKILL_MAX_LENGTH) };
  if (skills.some((s) => s.toLocaleLowerCase('pt-BR') === skill.toLocaleLowerCase('pt-BR'))) {
    return { ok: false, reason: 'duplicate', message: m.skillDuplicate };
  }
  if (skills.length >= MAX_SKILLS) return { ok: false, reason: 'too-many', message: m.tooManySkills(MAX_SKILLS) };
  return { ok: true, skills: [...skills, skill] };
}

const skillSchema = z
  .string()
  .transform((s) => normalizeSkill(s) ?? '')
  .pipe(z.string().min(1).max(SKILL_MAX_LENGTH, m.skillTooLong(SKILL_MAX_LENGTH)));

const profileFields = {
  firstName: requiredText(m.firstNameRequired, { max: 60 }),
  lastName: requiredText(m.lastNameRequired),
  bio: optionalText(BIO_MAX_LENGTH, m.bioTooLong(BIO_MAX_LENGTH)),
  genero: z.enum(GENEROS),
  // Where the caregiver works (no street): the address rules, each part optional.
  ...optionalAddressSchema.pick({ bairro: true, cidade: true, estado: true }).shape,
  competencias: z
    .array(skillSchema)
    .max(MAX_SKILLS, m.tooManySkills(MAX_SKILLS))
    .refine((list) => new Set(list.map((s) => s.toLocaleLowerCase('pt-BR'))).size === list.length, m.skillDuplicate),
  disponibilidade: z
    .array(z.enum(AVAILABILITY_OPTIONS))
    .max(AVAILABILITY_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length),
};

/** PUT /api/caregiver/profile: the price arrives in centavos. */
export const caregiverProfileUpdateSchema = z.strictObject({
  ...profileFields,
  precoHoraCentavos: z
    .number({ error: m.priceRequired })
    .int(m.priceInvalid)
    // The configured minimum is checked by the server's service (it comes from the environment).
    .min(1, m.priceBelowMin(formatCentavos(1)))
    .max(MAX_HOURLY_RATE_CENTS, m.priceMax),
});
export type CaregiverProfileUpdate = z.output<typeof caregiverProfileUpdateSchema>;

/**
 * The price as typed in a rate field (wizard or profile), read as pt-BR money ('45,50', '45',
 * '1.234,56') → centavos. R$ 0 and anything under the configured minimum are refused
 * (docs/product.md#profiles). Returns the message to show otherwise.
 */
export function parseHourlyRate(value: string, minCents: number): { cents: number } | { error: string } {
  const text = value.trim();
  if (text === '') return { error: m.priceRequired };
  if (text.startsWith('-')) return { error: m.priceBelowMin(formatCentavos(minCents)) };
  const cents = parseMoneyInput(text);
  if (cents === null) return { error: m.priceInvalid };
  if (cents <= 0 || cents < minCents) return { error: m.priceBelowMin(formatCentavos(Math.max(minCents, 1))) };
  if (cents > MAX_HOURLY_RATE_CENTS) return { error: m.priceMax };
  return { cents };
}

/** A rate field's text as a zod schema (wizard step and profile dialog share it). */
export function hourlyRateTextSchema(minCents: number) {
  return z.string().superRefine((value, ctx) => {
    const parsed = parseHourlyRate(value, minCents);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  });
}

/** Changing the rate by more than half asks for a confirmation ('Seu preço muda mais da metade…'). */
export function isLargeRateChange(fromCents: number, toCents: number): boolean {
  if (fromCents <= 0) return false;
  return Math.abs(toCents - fromCents) * 2 > fromCents;
}

/** The edit dialog's schema: the same fields, the price as text, turned into the API's body. */
export function caregiverProfileFormSchema(minCents: number) {
  return z
    .object({ ...profileFields, precoHora: hourlyRateTextSchema(minCents) })
    .transform(({ precoHora, ...rest }): CaregiverProfileUpdate => {
      const parsed = parseHourlyRate(precoHora, minCents);
      return { ...rest, precoHoraCentavos: 'cents' in parsed ? parsed.cents : 0 };
    });
}
export type CaregiverProfileFormInput = z.input<ReturnType<typeof caregiverProfileFormSchema>>;

/** 5500 → '55,00', what a rate field shows for a stored rate. */
export const centsToInputValue = formatMoneyInput;
