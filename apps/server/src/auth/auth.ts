import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cuidar/domain/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import { account, session, user, verification } from '../db/schema';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import { emailChangeVerificationMail, passwordResetMail, verificationMail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password';

/** Header our own middleware sets to the caller's address (never the client's value). */
export const CLIENT_IP_HEADER = 'x-cuidar-client-ip';

export interface AuthDeps {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET' | 'TRUSTED_ORIGINS' | 'isProduction'>;
  mailer: Mailer;
}

export const authLinks = {
  verify: (publicUrl: string, token: string, email: string) =>
    `${publicUrl}/auth/verify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
  resetPassword: (publicUrl: string, token: string) =>
    `${publicUrl}/auth/redefinir-senha?token=${encodeURIComponent(token)}`,
  signIn: (publicUrl: string) => `${publicUrl}/auth`,
  /** The e-mail change link (no address in it: the page cannot resend to an address not yet ours). */
  confirmNewEmail: (publicUrl: string, token: string) => `${publicUrl}/auth/verify?token=${encodeURIComponent(token)}`,
};

/**
 * The claims of a better-auth e-mail token, read WITHOUT checking the signature: only to choose
 * which e-mail to write or which answer to give. better-auth verifies the token before acting on it.
 */
export function peekEmailToken(token: string): { email?: string; updateTo?: string; requestType?: string; userId?: string } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : undefined);
    return { email: text('email'), updateTo: text('updateTo'), requestType: text('requestType'), userId: text('userId') };
  } catch {
    return null;
  }
}

/**
 * better-auth owns sessions, sign-in, e-mail verification and password reset. Sign-up is ours
 * (features/account) so the role is validated and the profile written in the same transaction;
 * better-auth's own sign-up endpoint is disabled.
 */
export function createAuth({ db, env, mailer }: AuthDeps) {
  return betterAuth({
    appName: 'Cuidar',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: env.TRUSTED_ORIGINS,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: target, token }) => {
        const mail = passwordResetMail({ name: target.name, url: authLinks.resetPassword(env.PUBLIC_URL, token) });
        await mailer.send({ ...mail, to: target.email, kind: 'redefinicao-senha' });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: target, token }) => {
        // An e-mail change (Configurações) also comes through here, addressed to the new e-mail.
        if (peekEmailToken(token)?.updateTo) {
          const mail = emailChangeVerificationMail({ name: target.name, newEmail: target.email, url: authLinks.confirmNewEmail(env.PUBLIC_URL, token) });
          await mailer.send({ ...mail, to: target.email, kind: 'confirmacao-novo-email' });
          return;
        }
        const mail = verificationMail({ name: target.name, url: authLinks.verify(env.PUBLIC_URL, token, target.email) });
        await mailer.send({ ...mail, to: target.email, kind: 'verificacao-email' });
      },
    },
    // The new address must be confirmed before it replaces the old one (our route asks for the
    // password first; better-auth sends the link to the new address and swaps it on verification).
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own limits (http/rate-limit.ts) are counted in PostgreSQL and shared by every process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'cuidar',
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: env.isProduction },
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
