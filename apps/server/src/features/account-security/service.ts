import { SECURITY_ACTIONS, type AccountSessionDto, type changeEmailSchema, type changePasswordSchema, type SecurityEventDto, type TwoFactorSetupDto } from '@cuidar/domain/account-settings';
import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { describeUserAgent } from '@cuidar/domain/user-agent';
import type { z } from '@cuidar/domain/validation';
import { isAPIError } from 'better-auth/api';
import QRCode from 'qrcode';
import { translateAuthError, type KnownErrors } from '../../auth/call';
import type { Auth } from '../../auth/auth';
import { verifyPassword } from '../../auth/password';
import { rememberEmailChange } from '../../auth/service';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, notFound, unauthenticated } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { emailChangeRequestedMail, emailInUseAttemptMail, passwordChangedMail } from '../../mail/templates';
import { findUserByEmail } from '../account/repository';
import { findSubjectEvents } from '../../audit/repository';
import { findCredentialOf } from './repository';

// Sessions, password and e-mail of the signed-in person. Anything that changes how they sign in
// asks for the current password again, whatever the age of the session.

export interface SecurityDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

const s = messages.settings;

/** The caller's sessions that have not expired, most recently used first (never the token). */
export async function listSessions(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, currentSessionId: string): Promise<AccountSessionDto[]> {
  const sessions = await activeSessions(deps, headers);
  return sessions
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent ?? null),
      ipAddress: row.ipAddress ?? null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.id === currentSessionId,
    }));
}

/** better-auth's list of the caller's sessions (it leaves out the expired ones). */
async function activeSessions(deps: Pick<SecurityDeps, 'auth'>, headers: Headers) {
  const sessions = await deps.auth.api.listSessions({ headers });
  const now = Date.now();
  return sessions
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt), expiresAt: new Date(row.expiresAt) }))
    .filter((row) => row.expiresAt.getTime() > now);
}

/** Ends another session of the caller. The one in use ends with 'Sair', not here. */
export async function revokeSession(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, currentSessionId: string, sessionId: string): Promise<void> {
  if (sessionId === currentSessionId) throw badRequest(s.cannotRevokeCurrent);
  // Only the caller's own sessions are listed, so another person's id is simply not found.
  const target = (await activeSessions(deps, headers)).find((row) => row.id === sessionId);
  if (!target) throw notFound();
  await deps.auth.api.revokeSession({ headers, body: { token: target.token } });
}

/** Ends every session of the caller except the one in use; answers how many ended. */
export async function revokeOtherSessions(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, currentSessionId: string): Promise<number> {
  const others = (await activeSessions(deps, headers)).filter((row) => row.id !== currentSessionId).length;
  await deps.auth.api.revokeOtherSessions({ headers });
  return others;
}

/** The newest security events of the caller's account (as GitHub and Google list them). */
export async function listSecurityActivity(db: Executor, userId: string, limit = 30): Promise<SecurityEventDto[]> {
  const rows = await findSubjectEvents(db, userId, SECURITY_ACTIONS, limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as SecurityEventDto['action'],
    at: row.createdAt.toISOString(),
    device: row.userAgent ? describeUserAgent(row.userAgent) : null,
    ipAddress: row.ipAddress,
  }));
}

/** Re-authentication: the caller's current password, checked against the stored argon2id hash. */
export async function confirmPassword(db: Executor, userId: string, password: string): Promise<{ name: string; email: string }> {
  const credential = await findCredentialOf(db, userId);
  if (!credential) throw unauthenticated(messages.guard.needsSession);
  if (!credential.passwordHash || !(await verifyPassword({ hash: credential.passwordHash, password }))) {
    throw badRequest(s.wrongPassword, 'currentPassword');
  }
  return { name: credential.name, email: credential.email };
}

/** E-mail is a courtesy on top of what already happened: a failure is logged, never fatal. */
async function sendQuietly(deps: Pick<SecurityDeps, 'logger'>, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.logger.warn('[account-security] e-mail não enviado', error);
  }
}

/**
 * better-auth changes the password after checking the current one, ends every session and opens a
 * new one for this browser (revokeOtherSessions). Answers the cookies of the new session.
 */
export async function changePassword(
  deps: SecurityDeps,
  caller: { id: string; role: Role | null },
  headers: Headers,
  input: z.output<typeof changePasswordSchema>,
): Promise<string[]> {
  let setCookies: string[];
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    setCookies = result.headers.getSetCookie();
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') throw badRequest(s.wrongPassword, 'currentPassword');
    if (isAPIError(error) && error.status === 'UNAUTHORIZED') throw unauthenticated(messages.guard.needsSession);
    throw error;
  }
  const credential = await findCredentialOf(deps.db, caller.id);
  if (credential) {
    const settings = caller.role ? paths.dashboardPage(caller.role, 'configuracoes') : paths.auth;
    await sendQuietly(deps, async () => {
      const mail = passwordChangedMail({ name: credential.name, settingsUrl: `${deps.publicUrl}${settings}` });
      await deps.mailer.send({ ...mail, to: credential.email, kind: 'senha-alterada' });
    });
  }
  return setCookies;
}

/**
 * Asks to move the account to a new address: after the password, better-auth mails a link to the
 * NEW address and changes nothing until it is opened; the current address is told. An address of
 * another account gets the same answer (no enumeration) and its owner an e-mail instead.
 */
export async function requestEmailChange(
  deps: SecurityDeps,
  userId: string,
  headers: Headers,
  input: z.output<typeof changeEmailSchema>,
): Promise<void> {
  const me = await confirmPassword(deps.db, userId, input.currentPassword);
  if (input.newEmail === me.email.toLowerCase()) throw badRequest(s.sameEmail, 'newEmail');

  const owner = await findUserByEmail(deps.db, input.newEmail);
  if (owner) {
    await sendQuietly(deps, async () => {
      await deps.mailer.send({ ...emailInUseAttemptMail({ name: owner.name }), to: owner.email, kind: 'email-em-uso' });
    });
    return;
  }
  await rememberEmailChange(deps.db, userId, me.email, input.newEmail);
  try {
    await deps.auth.api.changeEmail({ body: { newEmail: input.newEmail }, headers });
  } catch (error) {
    if (isAPIError(error) && error.status === 'UNAUTHORIZED') throw unauthenticated(messages.guard.needsSession);
    deps.logger.error('[account-security] troca de email falhou', error);
    throw new AppError('INTERNAL', 500, messages.generic.error);
  }
  await sendQuietly(deps, async () => {
    await deps.mailer.send({ ...emailChangeRequestedMail({ name: me.name, newEmail: input.newEmail }), to: me.email, kind: 'pedido-troca-email' });
  });
}

// ── Two-factor sign-in (TOTP) ─────────────────────────────────────────────────────────────

const tf = messages.twoFactor;
const wrongPassword: KnownErrors = {
  INVALID_PASSWORD: { code: 'VALIDATION', status: 400, message: s.wrongPassword, field: 'currentPassword' },
};

/** Runs a better-auth call on the caller's behalf; its errors become ours. */
async function viaAuth<T>(call: () => Promise<T>, errors: KnownErrors): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateAuthError(error, errors);
  }
}

/** Whether the caller signs in with a second factor. */
export async function twoFactorStatus(deps: Pick<SecurityDeps, 'auth'>, headers: Headers): Promise<{ enabled: boolean }> {
  const found = await deps.auth.api.getSession({ headers });
  if (!found) throw unauthenticated(messages.guard.needsSession);
  return { enabled: found.user.twoFactorEnabled === true };
}

/**
 * First step of turning it on (password asked): better-auth makes the secret and recovery codes;
 * nothing changes at sign-in until a code from the app confirms them (confirmTwoFactor).
 */
export async function startTwoFactor(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, password: string): Promise<TwoFactorSetupDto> {
  const started = await viaAuth(() => deps.auth.api.enableTwoFactor({ body: { password }, headers }), {
    ...wrongPassword,
    TOTP_ALREADY_ENABLED: { code: 'CONFLICT', status: 409, message: tf.alreadyEnabled },
  });
  if (!('totpURI' in started) || !started.totpURI || !started.backupCodes) throw new AppError('INTERNAL', 500, messages.generic.error);
  // The otpauth:// key URI is the authenticator apps' standard format; its secret is for typing by hand.
  const secret = new URL(started.totpURI).searchParams.get('secret') ?? '';
  const qrCode = await QRCode.toDataURL(started.totpURI, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { totpUri: started.totpURI, secret, qrCode, recoveryCodes: started.backupCodes };
}

/** Second step: a code from the app turns it on. better-auth renews the session; answers its cookies. */
export async function confirmTwoFactor(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, code: string): Promise<string[]> {
  const result = await viaAuth(() => deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }), {
    INVALID_CODE: { code: 'VALIDATION', status: 400, message: tf.invalidCode, field: 'code' },
    TOTP_NOT_ENABLED: { code: 'VALIDATION', status: 400, message: tf.setupExpired },
  });
  return result.headers.getSetCookie();
}

/** Turns it off (password asked); answers the renewed session's cookies. */
export async function disableTwoFactor(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, password: string): Promise<string[]> {
  const { enabled } = await twoFactorStatus(deps, headers);
  if (!enabled) throw badRequest(tf.notEnabled);
  const result = await viaAuth(() => deps.auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }), wrongPassword);
  return result.headers.getSetCookie();
}

/** New recovery codes (password asked); the old ones stop working. */
export async function renewRecoveryCodes(deps: Pick<SecurityDeps, 'auth'>, headers: Headers, password: string): Promise<string[]> {
  const { enabled } = await twoFactorStatus(deps, headers);
  if (!enabled) throw badRequest(tf.notEnabled);
  const renewed = await viaAuth(() => deps.auth.api.generateBackupCodes({ body: { password }, headers }), wrongPassword);
  return renewed.backupCodes;
}
