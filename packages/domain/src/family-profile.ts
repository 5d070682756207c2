import { consentDtoSchema } from './consents';
import { countSchema, idSchema } from './dto';
import { UFS } from './constants';
import { digitsOnly, maskCep } from './masks';
import { messages } from './messages';
import { z } from './validation';

// The family profile ('Editar Perfil' on /profile/familia and /dashboard/familia/perfil).
// Spec, section 5: first and last name required, the rest optional, age numeric; section 7: the
// age is stored as an integer or null.

const p = messages.profile;
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const familyProfileSchema = z
  .strictObject({
    firstName: z.string({ error: p.firstNameRequired }).trim().min(1, p.firstNameRequired).max(60, p.firstNameRequired),
    lastName: z.string({ error: p.lastNameRequired }).trim().min(1, p.lastNameRequired).max(80, p.lastNameRequired),
    rua: optionalText(200),
    numero: optionalText(20),
    complemento: optionalText(120),
    bairro: optionalText(120),
    cidade: optionalText(120),
    estado: z.union([z.literal(''), z.enum(UFS)], { error: messages.family.estadoRequired }).optional().default(''),
    cep: z
      .string()
      .trim()
      .refine((v) => v === '' || (digitsOnly(v).length === 8 && /^[\d\s.-]+$/.test(v)), messages.family.cepInvalid)
      .transform((v) => (v === '' ? '' : maskCep(v)))
      .optional()
      .default(''),
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

/** 'Rua Harmonia, 120 - apto 3, Pinheiros, São Paulo - SP, 05435-000' with only the parts present. */
export function formatAddress(a: Pick<FamilyProfileDto, 'rua' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado' | 'cep'>): string {
  const street = [a.rua, a.numero].filter(Boolean).join(', ');
  const line1 = [street, a.complemento].filter(Boolean).join(' - ');
  const city = [a.cidade, a.estado].filter(Boolean).join(' - ');
  return [line1, a.bairro, city, a.cep].filter(Boolean).join(', ');
}
