import { EMERGENCY_CARD_READ_FIELDS } from './emergency-card';
import { emailSchema, newPasswordSchema, totpCodeSchema } from './auth';
import { CONSENT_KINDS } from './consents';
import { PASSWORD_MAX_LENGTH } from './constants';
import { calendarDaySchema, countSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { accountSettingsLabels } from './messages/labels/account-settings';
import { z } from './validation';

// Configurações: account security (sessions, password, e-mail) and LGPD self-service (export,
// deletion, consents, the log of who read the patient's health data).

const s = messages.settings;

/** The current password, asked again before anything that changes how a person signs in. */
export const currentPasswordSchema = z
  .string({ error: s.currentPasswordRequired })
  .min(1, s.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH));

export const changePasswordSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: s.samePassword, path: ['newPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The form also asks for the new password twice; only the two fields above are sent. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: s.samePassword, path: ['newPassword'] })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.auth.passwordsDiffer, path: ['confirmPassword'] });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** Turning two-factor sign-in on or off, or renewing the recovery codes, asks for the password. */
export const twoFactorPasswordSchema = z.strictObject({ currentPassword: currentPasswordSchema });
/** Turning it on ends with a code from the app, proving the app was set up. */
export const confirmTwoFactorSchema = z.strictObject({ code: totpCodeSchema });

export const twoFactorStatusDtoSchema = z.object({ enabled: z.boolean() });
export type TwoFactorStatusDto = z.infer<typeof twoFactorStatusDtoSchema>;

/** What the person needs to set up the authenticator app; shown once, never stored in the browser. */
export const twoFactorSetupDtoSchema = z.object({
  /** otpauth:// link (opens the app on the same phone). */
  totpUri: z.string(),
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The same link as a QR code image (data: URL). */
  qrCode: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetupDto = z.infer<typeof twoFactorSetupDtoSchema>;
/** POST /api/account/two-factor/start */
export const startTwoFactorResponseSchema = z.object({ setup: twoFactorSetupDtoSchema });
/** POST /api/account/two-factor/confirm and …/disable: whether it is on now, and the sentence to show. */
export const twoFactorChangeResponseSchema = z.object({ enabled: z.boolean(), message: z.string() });
/** POST /api/account/two-factor/recovery-codes */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });

/**
 * Security events an account's owner sees in Configurações ('Atividade recente de segurança'),
 * as GitHub and Google show them. Labels: messages.securityActivity.
 */
export const SECURITY_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'account_locked',
  'sign_in_unlocked',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'session_revoked',
  'other_sessions_revoked',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_renewed',
  'recovery_code_used',
  'data_exported',
  'payout_key_changed',
  'payout_key_removed',
  'payout_account_connected',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

export const securityEventDtoSchema = z.object({
  id: idSchema,
  action: z.enum(SECURITY_ACTIONS),
  at: instantSchema,
  /** 'Chrome no Android', from the browser's description; null when unknown. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type SecurityEventDto = z.infer<typeof securityEventDtoSchema>;
/** GET /api/account/security-activity */
export const securityActivityResponseSchema = z.object({ events: z.array(securityEventDtoSchema) });

export const changeEmailSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newEmail: emailSchema,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const deleteAccountSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  /**
   * A caregiver with money to receive and nowhere to send it gives up exactly this amount, the one
   * her dialog showed (docs/product.md#deletion-payout); absent otherwise.
   */
  giveUpCents: z.number({ error: messages.generic.invalidField('valor') }).int().positive().optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The deletion dialog also asks the person to tick that they understand it cannot be undone. */
export const deleteAccountFormSchema = z.object({
  currentPassword: currentPasswordSchema,
  understood: z.literal(true, { error: s.deleteConfirmRequired }),
  giveUp: z.boolean().optional(),
});
export type DeleteAccountFormInput = z.input<typeof deleteAccountFormSchema>;

/** The same for a caregiver who would leave money she cannot be paid: she must also tick that she gives it up. */
export const deleteAccountGivingUpFormSchema = deleteAccountFormSchema.extend({
  giveUp: z.literal(true, { error: s.giveUpRequired }),
});

export const consentKindSchema = z.enum(CONSENT_KINDS);
export const updateConsentSchema = z.strictObject({
  accepted: z.boolean({ error: messages.generic.invalidField('autorização') }),
});

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

/** One signed-in device of the caller. The session token never leaves the server. */
export const accountSessionDtoSchema = z.object({
  id: idSchema,
  /** 'Chrome no Android', from the user agent stored with the session. */
  device: z.string(),
  /** The address the session was opened from, as stored (an approximate place). */
  ipAddress: z.string().nullable(),
  createdAt: instantSchema,
  /** When the session was last renewed (better-auth renews it at most once a day). */
  lastActiveAt: instantSchema,
  expiresAt: instantSchema,
  isCurrent: z.boolean(),
});
export type AccountSessionDto = z.infer<typeof accountSessionDtoSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionDtoSchema) });
export const revokeOtherSessionsResponseSchema = z.object({ revoked: countSchema, message: z.string() });

export const consentRecordDtoSchema = z.object({
  version: z.string(),
  acceptedAt: instantSchema,
  /** Withdrawn by the person. */
  withdrawnAt: instantSchema.nullable(),
  /** Ended because the person accepted a newer text (nothing was erased). */
  replacedAt: instantSchema.nullable(),
});
export type ConsentRecordDto = z.infer<typeof consentRecordDtoSchema>;

/** A consent the caller can give or withdraw, with what is in force and the history. */
export const consentOverviewDtoSchema = z.object({
  kind: consentKindSchema,
  /** The text shown when accepting (the current version). */
  text: z.string(),
  currentVersion: z.string(),
  /** The acceptance in force with the text it was given on; an older version than currentVersion asks for the new text. */
  active: z.object({ version: z.string(), acceptedAt: instantSchema, text: z.string() }).nullable(),
  history: z.array(consentRecordDtoSchema),
});
export type ConsentOverviewDto = z.infer<typeof consentOverviewDtoSchema>;
export const consentsResponseSchema = z.object({ consents: z.array(consentOverviewDtoSchema) });
export const updateConsentResponseSchema = z.object({ consent: consentOverviewDtoSchema, message: z.string() });

/** What an invited relative reads of the family's health data: the care diary, or its report (docs/product.md#relatives). */
export const DIARY_READ_FIELDS = ['diario', 'diarioRelatorio'] as const;
export type DiaryReadField = (typeof DIARY_READ_FIELDS)[number];

/**
 * Fields of the patient's data whose reads are logged: what a caregiver reads (GET
 * /api/families/:id/patient, and the parts of the emergency card, docs/product.md#emergency-card),
 * and a relative's reads of the care diary.
 */
export const HEALTH_DATA_FIELDS = ['pacienteNome', 'pacienteIdade', 'pacienteCondicao', ...EMERGENCY_CARD_READ_FIELDS, ...DIARY_READ_FIELDS] as const;
export type HealthDataField = (typeof HEALTH_DATA_FIELDS)[number];
export const HEALTH_DATA_FIELD_LABELS: Record<HealthDataField, string> = accountSettingsLabels.healthDataField;

/** 'viu nome do paciente, idade e condição de saúde' / 'abriu os dados do paciente (nenhum preenchido)'. */
export function describeHealthRead(fields: readonly HealthDataField[]): string {
  const r = accountSettingsLabels.healthRead;
  // A relative's read of the diary: 'leu o diário de cuidados' / 'baixou o relatório do diário de cuidados'.
  if (fields.length === 1 && fields[0] === 'diario') return r.read(HEALTH_DATA_FIELD_LABELS.diario);
  if (fields.length === 1 && fields[0] === 'diarioRelatorio') return r.downloaded(HEALTH_DATA_FIELD_LABELS.diarioRelatorio);
  const labels = fields.map((f) => HEALTH_DATA_FIELD_LABELS[f]);
  const cardFields = fields.filter((f) => (EMERGENCY_CARD_READ_FIELDS as readonly string[]).includes(f));
  // An opening of the emergency card: 'abriu o cartão de emergência (alergias, remédios em uso e contatos de emergência)'.
  if (cardFields.length > 0 && cardFields.length === fields.length) return r.openedEmergencyCard(labels);
  if (labels.length === 0) return r.openedNothingFilled;
  return r.saw(labels);
}

/** One read of the family's patient data by a caregiver or an invited relative ('Quem viu os dados de saúde'). */
export const healthDataReadDtoSchema = z.object({
  id: idSchema,
  readAt: instantSchema,
  /** Who read: a caregiver with a booking, or a relative the family invited. */
  reader: z.object({ id: idSchema, name: z.string(), papel: z.enum(['cuidador', 'familiar']) }),
  /** The booking request that allowed the read. */
  booking: z.object({ id: idSchema, dataInicio: calendarDaySchema, dataFim: calendarDaySchema }).nullable(),
  fields: z.array(z.enum(HEALTH_DATA_FIELDS)),
});
export type HealthDataReadDto = z.infer<typeof healthDataReadDtoSchema>;
export const healthDataReadsResponseSchema = z.object({ reads: z.array(healthDataReadDtoSchema) });
