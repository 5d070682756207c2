import { idSchema } from './dto';
import { requiredText, z } from './validation';
import { ACCOUNT_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { messages } from './messages';
import { isWeakPassword } from './password-policy';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './routes';

const m = messages.auth;

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(EMAIL_MAX_LENGTH, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** A password as typed at sign-in: only presence and the cap before hashing. */
export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong(PASSWORD_MAX_LENGTH));

/**
 * A password being chosen: the policy applies (at least 8 characters, at most 128, not easy to
 * guess: see password-policy.ts). Sign-up, the caregiver wizard, password reset and any change of
 * password use this one schema, in the browser and on the server.
 */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong(PASSWORD_MAX_LENGTH))
  .refine((password) => !isWeakPassword(password), m.passwordTooCommon);

const tf = messages.twoFactor;

/** A 6-digit code from an authenticator app (TOTP), at sign-in or when turning it on. */
export const totpCodeSchema = z
  .string({ error: tf.codeRequired })
  .trim()
  .min(1, tf.codeRequired)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, tf.codeFormat));

/** A recovery code as printed (ABCDE-12345); the dash and case as the person types them. */
export const recoveryCodeSchema = z
  .string({ error: tf.recoveryCodeRequired })
  .trim()
  .min(1, tf.recoveryCodeRequired)
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, tf.recoveryCodeFormat))
  .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`));

export const verifyTotpSchema = z.strictObject({ code: totpCodeSchema });
export const verifyRecoveryCodeSchema = z.strictObject({ code: recoveryCodeSchema });

/** The token of the e-mailed link past a sign-in lockout (opaque to the page). */
export const unlockSignInSchema = z.strictObject({
  token: z.string({ error: messages.signInLock.unlockInvalid }).trim().min(20, messages.signInLock.unlockInvalid).max(200, messages.signInLock.unlockInvalid),
});

export const fullNameSchema = z
  .string({ error: m.fullNameRequired })
  .trim()
  .min(3, m.fullNameRequired)
  .max(120, m.fullNameRequired);

export const roleSchema = z.enum(ROLES, { error: m.roleRequired });

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * Where the person was going (a path of this site: routes.ts safeReturnPath); the e-mail
 * verification link brings them back there. Anything else is refused, never followed.
 */
export const returnToSchema = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH)
  .refine((value) => safeReturnPath(value) === value, { message: messages.generic.invalidField('returnTo') });

export const signUpSchema = z.strictObject({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema,
  returnTo: returnToSchema.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const resendVerificationSchema = z.strictObject({
  email: requiredText(m.resendNeedsEmail, { max: EMAIL_MAX_LENGTH, tooLong: m.emailInvalid }).pipe(emailSchema),
  returnTo: returnToSchema.optional(),
});

export const requestPasswordResetSchema = z.strictObject({
  email: emailSchema,
});

export const resetPasswordSchema = z.strictObject({
  token: requiredText(messages.verification.invalidLink, { max: 512 }),
  newPassword: newPasswordSchema,
});

/** The reset form in the browser also asks for the password twice. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: m.passwordsDiffer,
    path: ['confirmPassword'],
  });

export const verifyEmailQuerySchema = z.object({
  token: requiredText(messages.verification.invalidLink, { max: 2048 }),
});

/**
 * Splits a full name into first name (first word) and last name (the rest),
 * at sign-up and in the caregiver wizard (docs/product.md#accounts).
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return { firstName: first, lastName: rest.join(' ') };
}

// ── Answers ───────────────────────────────────────────────────────────────────────────────

/** What the server tells the web app about the signed-in user. */
export const sessionUserDtoSchema = z.object({
  id: idSchema,
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ACCOUNT_ROLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type SessionUserDto = z.infer<typeof sessionUserDtoSchema>;

/** GET /api/session: the signed-in user, or null. */
export const sessionResponseSchema = z.object({ user: sessionUserDtoSchema.nullable() });

/** POST /api/auth/sign-in/email: null with twoFactorRequired when a second factor is still due. */
export const signInResponseSchema = z.object({ user: sessionUserDtoSchema.nullable(), twoFactorRequired: z.literal(true).optional() });

export const signOutResponseSchema = z.object({ success: z.boolean() });

/** POST /api/auth/unlock: the lockout is lifted for this browser and that address. */
export const unlockResponseSchema = z.object({ ok: z.literal(true), email: z.string(), message: z.string() });

/** GET /api/auth/verify-email: signed in by the link (or not), and whether it confirmed a new address. */
export const verifyEmailResponseSchema = z.object({
  user: sessionUserDtoSchema.nullable(),
  alreadyVerified: z.boolean(),
  emailChanged: z.boolean().optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
