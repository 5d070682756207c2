import { addressSchema } from './address';
import { emailSchema, newPasswordSchema } from './auth';
import {
  AVAILABILITY_OPTIONS,
  CAREGIVER_SKILL_OPTIONS,
  EXPERIENCE_OPTIONS,
  MIN_CAREGIVER_AGE,
  type Experiencia,
} from './constants';
import { isValidIsoDate } from './calendar-date';
import { messages } from './messages';
import { caregiverRegistrationLabels } from './messages/labels/caregiver-registration';
import { hourlyRateTextSchema, MAX_HOURLY_RATE_CENTS } from './caregiver-profile';
import { todayInSaoPaulo } from './time';
import { requiredText, telefoneSchema, z } from './validation';
import { verificationDataSchema } from './verification';

// The caregiver registration wizard (docs/product.md#caregiver-wizard). One schema per step
// validates the step in the browser; the same pieces validate the whole registration on the
// server, which never trusts the browser's checks.

const m = messages.wizard;
const steps = caregiverRegistrationLabels.steps;

export const WIZARD_STEPS = [
  { id: 'info_pessoal', title: steps.info_pessoal },
  { id: 'contato', title: steps.contato },
  { id: 'experiencia', title: steps.experiencia },
  { id: 'competencias', title: steps.competencias },
  { id: 'disponibilidade', title: steps.disponibilidade },
  { id: 'certificacoes', title: steps.certificacoes },
  // Ours (docs/product.md#verification): what the operators check before families see anyone.
  { id: 'documentos', title: steps.documentos },
  { id: 'resumo_confirmacao', title: steps.resumo_confirmacao },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

/** The wizard offers two genders (docs/product.md#caregiver-wizard); the profile also knows 'indiferente'. */
export const WIZARD_GENEROS = ['feminino', 'masculino'] as const;
export type WizardGenero = (typeof WIZARD_GENEROS)[number];

/** Earliest birth date the date picker offers. */
export const BIRTH_DATE_MIN = '1900-01-01';
/** How many certificate files one caregiver may keep. */
export const MAX_CERTIFICATES = 10;

/**
 * Age in whole years on a calendar day, both dates yyyy-MM-dd. Someone born on 29 February turns a
 * year older on 1 March in common years (the birthday has not come while the day is 28 February).
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Birth date: present, a real date between 1900-01-01 and today, and at least 18 years ago. */
export function birthDateSchema(today: string = todayInSaoPaulo()) {
  return z
    .string({ error: m.dataNascimentoRequired })
    .trim()
    .min(1, m.dataNascimentoRequired)
    .refine(isValidIsoDate, m.birthDateInvalid)
    .refine((value) => value >= BIRTH_DATE_MIN && value <= today, m.birthDateInvalid)
    .refine((value) => ageOn(value, today) >= MIN_CAREGIVER_AGE, m.minAge);
}

const generoSchema = z.enum(WIZARD_GENEROS, { error: m.generoRequired });

export function infoPessoalSchema(today?: string) {
  return z.object({
    nomeCompleto: requiredText(m.nomeCompletoRequired, { min: 3 }).transform((name) => name.replace(/\s+/g, ' ')),
    dataNascimento: birthDateSchema(today),
    genero: generoSchema,
  });
}

export { telefoneSchema };

/** Contact and address, without the account fields. */
export const enderecoContatoSchema = z.object({
  telefone: telefoneSchema,
  ...addressSchema.shape,
});

export const contaSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: messages.auth.passwordsDiffer }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.auth.passwordsDiffer, path: ['confirmPassword'] });

/**
 * The contact step. Until the account exists it also asks for the e-mail and the password twice;
 * afterwards only the e-mail is shown (read-only) and the passwords are gone (never stored).
 */
export function contatoSchema(hasAccount: boolean) {
  return hasAccount ? enderecoContatoSchema.extend({ email: emailSchema }) : enderecoContatoSchema.and(contaSchema);
}

export const experienciaSchema = z.object({
  experiencia: z.enum(EXPERIENCE_OPTIONS, { error: m.experienciaRequired }),
});

/**
 * The wizard's experience step also asks the hourly rate (docs/product.md#caregiver-wizard), typed
 * as pt-BR money and checked against the configured minimum the page read from the server.
 */
export function experienciaStepSchema(minRateCents: number) {
  return experienciaSchema.extend({ precoHora: hourlyRateTextSchema(minRateCents) });
}

export const competenciasSchema = z.object({
  competencias: z
    .array(z.enum(CAREGIVER_SKILL_OPTIONS, { error: m.competenciasRequired }), { error: m.competenciasRequired })
    .min(1, m.competenciasRequired)
    .max(CAREGIVER_SKILL_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, m.competenciasRequired),
});

export const disponibilidadeSchema = z.object({
  disponibilidade: z
    .array(z.enum(AVAILABILITY_OPTIONS, { error: m.disponibilidadeRequired }), { error: m.disponibilidadeRequired })
    .min(1, m.disponibilidadeRequired)
    .max(AVAILABILITY_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, m.disponibilidadeRequired),
});

/** Uploaded certificates (their server ids) or the 'Não possuo certificados' marker. */
export const certificacoesSchema = z
  .object({
    certificados: z.array(z.uuid()).max(MAX_CERTIFICATES, messages.certificates.tooMany(MAX_CERTIFICATES)),
    semCertificados: z.boolean(),
  })
  .refine((v) => v.semCertificados || v.certificados.length > 0, { message: m.certificacoesRequired, path: ['certificados'] })
  .refine((v) => !(v.semCertificados && v.certificados.length > 0), { message: m.certificacoesRequired, path: ['certificados'] });

export const aceiteSchema = z.object({
  aceiteTermos: z.literal(true, { error: m.termsRequired }),
});

/**
 * The whole registration as the server receives it: every step but the account (the e-mail and
 * password already made the account the caller is signed in with).
 */
export function caregiverRegistrationSchema(today?: string) {
  return z
    .strictObject({
      ...infoPessoalSchema(today).shape,
      ...enderecoContatoSchema.shape,
      ...experienciaSchema.shape,
      // In centavos; the configured minimum is the server's check (the environment holds it).
      precoHoraCentavos: z.number({ error: messages.profile.priceRequired }).int(messages.profile.priceInvalid).min(1).max(MAX_HOURLY_RATE_CENTS, messages.profile.priceMax),
      ...competenciasSchema.shape,
      ...disponibilidadeSchema.shape,
      certificados: z.array(z.uuid()).max(MAX_CERTIFICATES, messages.certificates.tooMany(MAX_CERTIFICATES)),
      semCertificados: z.boolean(),
      ...aceiteSchema.shape,
      // 'Documentos e referências': may be left for later (docs/product.md#verification).
      verificacao: verificationDataSchema.optional(),
    })
    // Either files or the 'Não possuo certificados' marker, never both, never neither.
    .refine((v) => v.semCertificados !== (v.certificados.length > 0), { message: m.certificacoesRequired, path: ['certificados'] });
}
export type CaregiverRegistrationInput = z.input<ReturnType<typeof caregiverRegistrationSchema>>;
export type CaregiverRegistration = z.output<ReturnType<typeof caregiverRegistrationSchema>>;

/** The toast a step shows when it does not validate (docs/product.md#caregiver-wizard). */
export const STEP_ERROR_TOASTS: Record<WizardStepId, string> = {
  info_pessoal: m.fillRequired,
  contato: m.fillRequired,
  experiencia: m.selectExperience,
  competencias: m.selectSkill,
  disponibilidade: m.selectAvailability,
  certificacoes: m.addCertificates,
  documentos: m.formHasErrors,
  resumo_confirmacao: m.termsRequired,
};

const BIO_BY_EXPERIENCE: Record<Experiencia, string> = caregiverRegistrationLabels.bioByExperience;

/** The first bio of a new caregiver: a sentence saying how long they have worked (docs/product.md#caregiver-wizard). */
export function bioFromExperience(experiencia: Experiencia): string {
  return BIO_BY_EXPERIENCE[experiencia];
}

