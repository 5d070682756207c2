import {
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  unlockSignInSchema,
  verifyEmailQuerySchema,
  verifyRecoveryCodeSchema,
  verifyTotpSchema,
} from '@cuidar/domain/auth';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { isUniqueViolation } from '../db/errors';
import { clientIp } from '../http/client-ip';
import { AppError, conflict } from '../http/errors';
import { hitRateLimits, rateLimitRules, type RateLimitRule } from '../http/rate-limit';
import { readJson, readQuery } from '../http/validate';
import { emailChangedMail } from '../mail/templates';
import { recordAuditEvent } from '../audit/audit';
import { ACCOUNT_SUSPENDED } from './auth';
import { callAuth, type KnownErrors } from './call';
import { findAccountByEmail, findSessionUser, takePreviousEmail } from './service';
import { checkSignInLock, endUnlock, forgiveSignInAttempt, openUnlockLink } from './sign-in-lock';
import { authHeaders, cookieHeaders } from './session';

// The better-auth endpoints the product uses, each called through `auth.api` behind our shared
// schema and our limits, with its error codes turned into the product's Portuguese messages.
// Anything else under /api/auth answers 404 (sign-up included: ours is /api/account/sign-up).

const tokenErrors = (message: string): KnownErrors => ({
  INVALID_TOKEN: { code: 'VALIDATION', status: 400, message },
  TOKEN_EXPIRED: { code: 'VALIDATION', status: 400, message },
  USER_NOT_FOUND: { code: 'VALIDATION', status: 400, message },
  INVALID_USER: { code: 'VALIDATION', status: 400, message },
});

/** What better-auth's verify-email answers: the account with its new address after an e-mail change. */
const verificationAnswer = z.object({ user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullish() });

/** A suspended family account: told plainly, with where to ask (docs/product.md#family-suspension). */
const suspendedError = { [ACCOUNT_SUSPENDED]: { code: 'FORBIDDEN', status: 403, message: messages.auth.accountSuspended } } satisfies KnownErrors;

const signInErrors: KnownErrors = {
  ...suspendedError,
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', status: 401, message: messages.auth.invalidCredentials },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', status: 403, message: messages.auth.emailNotConfirmed },
};

const twoFactorErrors = (invalid: string): KnownErrors => ({
  ...suspendedError,
  INVALID_CODE: { code: 'VALIDATION', status: 400, message: invalid },
  INVALID_BACKUP_CODE: { code: 'VALIDATION', status: 400, message: invalid },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHENTICATED', status: 401, message: messages.twoFactor.signInExpired },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'RATE_LIMITED', status: 429, message: messages.twoFactor.tooManyAttempts },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'RATE_LIMITED', status: 429, message: messages.twoFactor.tooManyAttempts },
  TOTP_NOT_ENABLED: { code: 'UNAUTHENTICATED', status: 401, message: messages.twoFactor.signInExpired },
  BACKUP_CODES_NOT_ENABLED: { code: 'UNAUTHENTICATED', status: 401, message: messages.twoFactor.signInExpired },
});

/** What better-auth answers when a second factor opened the session. */
const twoFactorSignedIn = z.object({ user: z.object({ id: z.string() }) });

/** A session was opened: recorded, and any lockout link of the account has served its purpose. */
async function signedIn(c: Context<AppEnv>, userId: string, method: 'password' | 'totp' | 'recovery_code') {
  await recordAuditEvent(c, { action: 'sign_in', actorId: userId, subjectId: userId, metadata: { method } });
  await endUnlock(c, userId);
}

async function limit(c: Context<AppEnv>, perIp: RateLimitRule, perAccount?: RateLimitRule, email?: string) {
  const { database, env, now } = c.get('deps');
  const hits = [{ rule: perIp, subject: clientIp(c, env.TRUST_PROXY) }];
  if (perAccount && email) hits.push({ rule: perAccount, subject: email });
  await hitRateLimits(database.db, hits, now());
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sign-in/email', async (c) => {
    const input = await readJson(c, signInSchema);
    // Per address, and per account: over the account's limit only a browser that opened the
    // e-mailed link goes on (sign-in-lock.ts).
    const attemptAt = c.get('deps').now();
    await checkSignInLock(c, input.email, attemptAt);
    const { auth, database } = c.get('deps');
    let result;
    try {
      ({ response: result } = await callAuth(
        c,
        () =>
          auth.api.signInEmail({
            body: { email: input.email, password: input.password, ...(input.rememberMe === false ? { rememberMe: false } : {}) },
            headers: authHeaders(c),
            returnHeaders: true,
          }),
        signInErrors,
      ));
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
        const account = await findAccountByEmail(database.db, input.email);
        if (account) await recordAuditEvent(c, { action: 'sign_in_failed', actorId: null, subjectId: account.id });
      }
      throw error;
    }
    // The password was right: only wrong ones count against the account.
    await forgiveSignInAttempt(c, input.email, attemptAt);
    // Two-factor accounts get no session yet: the page asks for the code (two-factor routes).
    if ('twoFactorRedirect' in result && result.twoFactorRedirect) return c.json({ user: null, twoFactorRequired: true });
    // The session token stays in its httpOnly cookie; the page gets the user's DTO only.
    if (!('user' in result)) throw new AppError('INTERNAL', 500, messages.generic.error);
    await signedIn(c, result.user.id, 'password');
    return c.json({ user: await findSessionUser(database.db, result.user.id) });
  });

  // The e-mailed link past a sign-in lockout, opened in this browser.
  app.post('/unlock', async (c) => {
    const input = await readJson(c, unlockSignInSchema);
    const { email } = await openUnlockLink(c, input.token);
    return c.json({ ok: true, email, message: messages.signInLock.unlocked });
  });

  // Second step of a two-factor sign-in: better-auth's signed cookie from the first step says who.
  app.post('/two-factor/verify-totp', async (c) => {
    const input = await readJson(c, verifyTotpSchema);
    await limit(c, rateLimitRules.twoFactorPerIp);
    const { auth, database } = c.get('deps');
    const { response } = await callAuth(
      c,
      () => auth.api.verifyTOTP({ body: { code: input.code }, headers: authHeaders(c), returnHeaders: true }),
      twoFactorErrors(messages.twoFactor.invalidCode),
    );
    const { id } = twoFactorSignedIn.parse(response).user;
    await signedIn(c, id, 'totp');
    return c.json({ user: await findSessionUser(database.db, id) });
  });

  app.post('/two-factor/verify-recovery-code', async (c) => {
    const input = await readJson(c, verifyRecoveryCodeSchema);
    await limit(c, rateLimitRules.twoFactorPerIp);
    const { auth, database } = c.get('deps');
    const { response } = await callAuth(
      c,
      () => auth.api.verifyBackupCode({ body: { code: input.code }, headers: authHeaders(c), returnHeaders: true }),
      twoFactorErrors(messages.twoFactor.invalidRecoveryCode),
    );
    const { id } = twoFactorSignedIn.parse(response).user;
    await recordAuditEvent(c, { action: 'recovery_code_used', actorId: id, subjectId: id });
    await signedIn(c, id, 'recovery_code');
    return c.json({ user: await findSessionUser(database.db, id) });
  });

  app.post('/sign-out', async (c) => {
    await readJson(c, z.strictObject({}));
    const { auth } = c.get('deps');
    await callAuth(c, () => auth.api.signOut({ headers: cookieHeaders(c), returnHeaders: true }));
    return c.json({ success: true });
  });

  app.post('/send-verification-email', async (c) => {
    const input = await readJson(c, resendVerificationSchema);
    await limit(c, rateLimitRules.resendPerIp, rateLimitRules.resendPerAccount, input.email);
    // The address in the body decides, never the session: better-auth would otherwise refuse a
    // signed-in caller asking for another address (and tell a verified account from the rest).
    const { auth } = c.get('deps');
    await callAuth(c, () =>
      auth.api.sendVerificationEmail({
        body: { email: input.email, ...(input.returnTo ? { callbackURL: input.returnTo } : {}) },
        headers: authHeaders(c, { withCookies: false }),
        returnHeaders: true,
      }),
    );
    return c.json({ ok: true });
  });

  app.get('/verify-email', async (c) => {
    const { token } = readQuery(c, verifyEmailQuerySchema);
    await limit(c, rateLimitRules.resendPerIp);
    const { auth, database, mailer, logger } = c.get('deps');
    let verified;
    let setCookies: string[];
    try {
      const result = await callAuth(
        c,
        () => auth.api.verifyEmail({ query: { token }, headers: authHeaders(c), returnHeaders: true }),
        tokenErrors(messages.verification.failed),
      );
      verified = result.response;
      setCookies = result.headers.getSetCookie();
    } catch (error) {
      // An e-mail change whose new address another account took meanwhile.
      if (isUniqueViolation(error)) throw conflict(messages.settings.emailInUse);
      throw error;
    }
    // An e-mail change answers the account with its new address; a first verification answers
    // none and signs the person in (a session cookie is set). A link used twice does neither.
    const changed = verificationAnswer.parse(verified ?? {}).user;
    if (changed) {
      const previous = await takePreviousEmail(database.db, changed.id, changed.email);
      await recordAuditEvent(c, { action: 'email_changed', actorId: changed.id, subjectId: changed.id });
      if (previous) {
        try {
          await mailer.send({ ...emailChangedMail({ name: changed.name, newEmail: changed.email }), to: previous, kind: 'email-alterado' });
        } catch (error) {
          logger.warn('[auth] aviso de troca de email não enviado', error);
        }
      }
      const session = await auth.api.getSession({ headers: cookieHeaders(c) });
      const user = session?.user.id === changed.id ? await findSessionUser(database.db, changed.id) : null;
      return c.json({ user, alreadyVerified: false, emailChanged: true });
    }
    const signedIn = setCookies.length
      ? await auth.api.getSession({ headers: new Headers({ cookie: setCookies.map((v) => v.split(';')[0]).join('; ') }) })
      : null;
    const user = signedIn ? await findSessionUser(database.db, signedIn.user.id) : null;
    return c.json({ user, alreadyVerified: !signedIn });
  });

  app.post('/request-password-reset', async (c) => {
    const input = await readJson(c, requestPasswordResetSchema);
    await limit(c, rateLimitRules.resetPerIp, rateLimitRules.resetPerAccount, input.email);
    const { auth } = c.get('deps');
    await callAuth(c, () => auth.api.requestPasswordReset({ body: { email: input.email }, headers: authHeaders(c, { withCookies: false }), returnHeaders: true }));
    return c.json({ ok: true });
  });

  app.post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await limit(c, rateLimitRules.resetPerIp);
    const { auth } = c.get('deps');
    await callAuth(
      c,
      () => auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers: authHeaders(c, { withCookies: false }), returnHeaders: true }),
      tokenErrors(messages.auth.resetInvalid),
    );
    return c.json({ ok: true });
  });

  app.all('*', (c) => c.json(new AppError('NOT_FOUND', 404, messages.generic.notFound).toBody(), 404));
  return app;
}
