import type { ConsentDto } from './consents';
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
export interface FamilyProfileDto {
  firstName: string;
  lastName: string;
  email: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  cep: string;
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

/** 'Rua Harmonia, 120 - apto 3, Pinheiros, São Paulo - SP, 05435-000' with only the parts present. */
export function formatAddress(a: Pick<FamilyProfileDto, 'rua' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado' | 'cep'>): string {
  const street = [a.rua, a.numero].filter(Boolean).join(', ');
  const line1 = [street, a.complemento].filter(Boolean).join(' - ');
  const city = [a.cidade, a.estado].filter(Boolean).join(' - ');
  return [line1, a.bairro, city, a.cep].filter(Boolean).join(', ');
}
