import { optionalAddressSchema, type AddressValues } from './address';
import type { ConsentDto } from './consents';
import { messages } from './messages';
import { optionalText, requiredText, z } from './validation';

// The family profile ('Editar Perfil' on /profile/familia and /dashboard/familia/perfil).
// Spec, section 5: first and last name required, the rest optional, age numeric; section 7: the
// age is stored as an integer or null.

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
export interface FamilyProfileDto extends AddressValues {
  firstName: string;
  lastName: string;
  email: string;
  pacienteNome: string;
  pacienteIdade: number | null;
  /** Empty unless the health-data consent is in force. */
  pacienteCondicao: string;
  consentimentoSaude: ConsentDto | null;
}

/** What a caregiver with a booking may see of the family's patient. */
export interface PatientForCaregiverDto {
  familiaId: string;
  pacienteNome: string | null;
  pacienteIdade: number | null;
  /** Null when the family has not consented to share health data. */
  pacienteCondicao: string | null;
}
