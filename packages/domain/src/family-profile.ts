import { optionalAddressSchema } from './address';
import { consentDtoSchema } from './consents';
import { countSchema, idSchema } from './dto';
import { messages } from './messages';
import { optionalText, requiredText, z } from './validation';

// The family profile ('Editar Perfil' on /profile/familia and /dashboard/familia/perfil).
// docs/product.md#profiles: first and last name required, the rest optional, age a whole number,
// stored as an integer or null.

const p = messages.profile;

export const familyProfileSchema = z
  .strictObject({
    firstName: requiredText(p.firstNameRequired, { max: 60 }),
    lastName: requiredText(p.lastNameRequired, { max: 80 }),
    ...optionalAddressSchema.shape,
    pacienteNome: optionalText(120),
    /** Integer or empty (null). A form sends text; the API may send a number. */
    pacienteIdade: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
      z.number({ error: p.ageInvalid }).int(p.ageInvalid).min(0, p.ageInvalid).max(130, p.ageInvalid).nullable(),
    ),
    pacienteCondicao: optionalText(2000),
    /** The person ticked the health-data consent box (required to keep a health condition). */
    consentimentoSaude: z.boolean().optional().default(false),
  })
  .refine((v) => v.pacienteCondicao === '' || v.consentimentoSaude, {
    message: messages.consent.healthRequired,
    path: ['consentimentoSaude'],
  });

export type FamilyProfileInput = z.input<typeof familyProfileSchema>;
export type FamilyProfileUpdate = z.output<typeof familyProfileSchema>;

/** What the family sees of its own profile. */
export const familyProfileDtoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  rua: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string(),
  pacienteNome: z.string(),
  pacienteIdade: countSchema.nullable(),
  /** Empty unless the health-data consent is in force. */
  pacienteCondicao: z.string(),
  consentimentoSaude: consentDtoSchema.nullable(),
  /** The questionnaire's 'Por quantos dias?' (1 to 90), which pre-fills the booking dialog; null if never answered. */
  diasDesejados: countSchema.nullable(),
});
export type FamilyProfileDto = z.infer<typeof familyProfileDtoSchema>;
/** GET and PUT /api/profile/familia */
export const familyProfileResponseSchema = z.object({ profile: familyProfileDtoSchema });

/** What a caregiver with a booking may see of the family's patient. */
export const patientForCaregiverDtoSchema = z.object({
  familiaId: idSchema,
  pacienteNome: z.string().nullable(),
  pacienteIdade: countSchema.nullable(),
  /** Null when the family has not consented to share health data. */
  pacienteCondicao: z.string().nullable(),
});
export type PatientForCaregiverDto = z.infer<typeof patientForCaregiverDtoSchema>;
/** GET /api/families/:id/patient */
export const patientResponseSchema = z.object({ patient: patientForCaregiverDtoSchema });
