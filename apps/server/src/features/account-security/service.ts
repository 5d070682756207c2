import type { AccountSessionDto, changeEmailSchema, changePasswordSchema } from '@cuidar/domain/account-settings';
import type { Role } from '@cuidar/domain/constants';
import { messages } from '@cuidar/domain/messages';
import { paths } from '@cuidar/domain/routes';
import { describeUserAgent } from '@cuidar/domain/user-agent';
import type { z } from '@cuidar/domain/validation';
import { isAPIError } from 'better-auth/api';
import type { Auth } from '../../auth/auth';
import { verifyPassword } from '../../auth/password';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, notFound, unauthenticated } from '../../http/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { emailChangeRequestedMail, emailInUseAttemptMail, passwordChangedMail } from '../../mail/templates';
import { findUserByEmail } from '../account/repository';
import { deleteOtherSessions, deleteOwnSession, findActiveSessions, findCredentialOf } from './repository';

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

/**
 * Sessions are better-auth's and expire on the real clock (not the app's test clock), so the list
 * uses the real time too.
 */
export async function listSessions(db: Executor, userId: string, currentSessionId: string): Promise<AccountSessionDto[]> {
  const rows = await findActiveSessions(db, userId, new Date());
  return rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
}

/** Ends another session of the caller. The one in use ends with 'Sair', not here. */
export async function revokeSession(db: Executor, userId: string, currentSessionId: string, sessionId: string): Promise<void> {
  if (sessionId === currentSessionId) throw badRequest(s.cannotRevokeCurrent);
  if (!(await deleteOwnSession(db, userId, sessionId))) throw notFound();
}

export function revokeOtherSessions(db: Executor, userId: string, currentSessionId: string): Promise<number> {
  return deleteOtherSessions(db, userId, currentSessionId);
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
