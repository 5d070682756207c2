import { ADDRESS_FIELDS, addressSchema, EMPTY_ADDRESS, type AddressValues } from './address';
import { BOOKING_HORIZON_DAYS, DEFAULT_DIAS, FAMILY_CARE_SKILLS, GENEROS, TURNOS, type Genero, type Turno } from './constants';
import { messages } from './messages';
import { z } from './validation';

// The family onboarding questionnaire (docs/product.md#questionnaire).
// The browser validates each step with it and the server validates the submission with it.

const m = messages.family;

export const onboardingAnswersSchema = z.strictObject({
  turno: z.enum(TURNOS, { error: m.turnoRequired }),
  generoPreferido: z.enum(GENEROS, { error: m.generoRequired }),
  competencias: z
    .array(z.enum(FAMILY_CARE_SKILLS, { error: m.competenciasRequired }), { error: m.competenciasRequired })
    .min(1, m.competenciasRequired)
    .max(FAMILY_CARE_SKILLS.length)
    .refine((list) => new Set(list).size === list.length, m.competenciasRequired),
  ...addressSchema.shape,
  dias: z.coerce
    .number({ error: m.diasInvalid })
    .int(m.diasInvalid)
    .min(1, m.diasInvalid)
    .max(BOOKING_HORIZON_DAYS, m.diasInvalid)
    .default(DEFAULT_DIAS),
});

/** What the form holds while it is being filled (choices may still be empty). */
export interface OnboardingValues extends AddressValues {
  turno: Turno | '';
  generoPreferido: Genero | '';
  competencias: string[];
  dias: number;
}
export type OnboardingAnswersInput = z.input<typeof onboardingAnswersSchema>;
export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>;

/** Defaults (docs/product.md#questionnaire): turno manhã, gênero indiferente, no skills, empty address, 1 day. */
export const ONBOARDING_DEFAULTS: OnboardingValues = {
  turno: 'manha',
  generoPreferido: 'indiferente',
  competencias: [],
  ...EMPTY_ADDRESS,
  dias: DEFAULT_DIAS,
};

export const ONBOARDING_STEPS = [
  'preferencia_turno',
  'genero_cuidador',
  'competencias',
  'bairro_cidade',
  'resumo_confirmacao',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The fields each step asks for; the browser validates only these before moving on. */
export const ONBOARDING_STEP_FIELDS: Record<OnboardingStep, readonly (keyof OnboardingValues)[]> = {
  preferencia_turno: ['turno', 'dias'],
  genero_cuidador: ['generoPreferido'],
  competencias: ['competencias'],
  bairro_cidade: ADDRESS_FIELDS,
  resumo_confirmacao: [],
};

const isBlank = (value: string) => value.trim() === '';

/**
 * docs/product.md#questionnaire: Next is disabled while the step's choice is empty — no turno, no
 * gênero, no skill, or any of cidade, bairro, estado, rua, número, CEP empty. The summary is always
 * allowed.
 * (Whether a filled value is valid is the schema's job, with its messages.)
 */
export function isStepFilled(step: OnboardingStep, values: OnboardingValues): boolean {
  switch (step) {
    case 'preferencia_turno':
      return values.turno !== '';
    case 'genero_cuidador':
      return values.generoPreferido !== '';
    case 'competencias':
      return values.competencias.length > 0;
    case 'bairro_cidade':
      return ![values.cidade, values.bairro, values.estado, values.rua, values.numero, values.cep].some(isBlank);
    case 'resumo_confirmacao':
      return true;
  }
}

/** Messages of the fields of one step that do not pass the schema (field → message). */
export function stepErrors(step: OnboardingStep, values: OnboardingValues): Partial<Record<keyof OnboardingValues, string>> {
  const fields = ONBOARDING_STEP_FIELDS[step];
  const result = onboardingAnswersSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof OnboardingValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OnboardingValues | undefined;
    if (field && fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The part of the answers the recommendations need (no street address leaves the form for it). */
export const recommendationRequestSchema = onboardingAnswersSchema
  .pick({ turno: true, generoPreferido: true, competencias: true, bairro: true, cidade: true, estado: true })
  .extend({
    // The filters the family can change on the results page (docs/product.md#recommendations).
    precoMinCentavos: z.number().int().min(0).max(1_000_000).optional(),
    precoMaxCentavos: z.number().int().min(0).max(1_000_000).optional(),
    /** Minimum average rating (a caregiver without reviews does not pass a minimum). */
    notaMinima: z.number().min(0).max(5).optional(),
  })
  .strict();
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>;

export function toRecommendationRequest(answers: OnboardingAnswers): RecommendationRequest {
  const { turno, generoPreferido, competencias, bairro, cidade, estado } = answers;
  return { turno, generoPreferido, competencias, bairro, cidade, estado };
}

/** A submission of the questionnaire. `deferred` marks answers given before signing in, saved now. */
export const onboardingSubmitSchema = z.strictObject({
  answers: onboardingAnswersSchema,
  deferred: z.boolean().optional().default(false),
});
export type OnboardingSubmitInput = z.input<typeof onboardingSubmitSchema>;

/** POST /api/onboarding/familia */
export const onboardingSubmitResultSchema = z.object({
  /** True when the address was saved on the family's profile. */
  saved: z.boolean(),
});
export type OnboardingSubmitResult = z.infer<typeof onboardingSubmitResultSchema>;
