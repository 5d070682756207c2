import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cuidar/domain/constants';
import { paths, safeReturnPath } from '@cuidar/domain/routes';
import { messages } from '@cuidar/domain/messages';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import { writeAuditEvent } from '../audit/audit';
import type { Database, Executor } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { emailChangeVerificationMail, passwordResetMail, verificationMail } from '../mail/templates';
import { hashPassword, verifyPassword } from './password';
import { betterAuthTables, findStoredEmail, isAccountSuspended } from './repository';

// better-auth owns accounts and sessions: sign-in, sign-out, session reads, e-mail verification,
// password reset, e-mail change and two-factor sign-in all run through its endpoints, called with
// `auth.api.*` from our routes (auth/routes.ts) after our schemas and limits (ADR 0028). Nothing
// outside this folder's configuration knows how it names, signs or stores its cookies and tokens.

/** Header our own middleware sets to the caller's address (never the client's value). */
export const CLIENT_IP_HEADER = 'x-cuidar-client-ip';

/** How often a session in use is extended (and its cookie rewritten): the idle timeout's precision. */
export const SESSION_REFRESH_SECONDS = 5 * 60;

export interface AuthDeps {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET' | 'TRUSTED_ORIGINS' | 'isProduction' | 'SESSION_IDLE_TIMEOUT_HOURS'>;
  mailer: Mailer;
  /** Where better-auth's own log lines go (its errors as errors, the rest at debug). */
  logger?: Logger;
}

export const authLinks = {
  /** With `returnTo` (a path of this site, checked by safeReturnPath), the page brings the person back there. */
  verify: (publicUrl: string, token: string, email: string, returnTo?: string | null) =>
    `${publicUrl}/auth/verify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}${returnTo ? `&voltar=${encodeURIComponent(returnTo)}` : ''}`,
  resetPassword: (publicUrl: string, token: string) =>
    `${publicUrl}/auth/redefinir-senha?token=${encodeURIComponent(token)}`,
  signIn: (publicUrl: string) => `${publicUrl}/auth`,
  /** The e-mail change link (no address in it: the page cannot resend to an address not yet ours). */
  confirmNewEmail: (publicUrl: string, token: string) => `${publicUrl}/auth/verify?token=${encodeURIComponent(token)}`,
};

/** The better-auth error code a suspended account's sign-in fails with (auth/routes.ts words it). */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

/** The options better-auth runs with (tests build their test-utils instance from the same ones). */
export function authOptions({ db, env, mailer, logger }: AuthDeps) {
  return {
    appName: 'Cuidar',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: env.TRUSTED_ORIGINS,
    telemetry: { enabled: false },
    // Its warnings are routine (a wrong password, an unknown address) and carry addresses: debug.
    logger: {
      disabled: !logger,
      log: (level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: string, ...args: unknown[]) =>
        logger?.[level === 'error' ? 'error' : 'debug'](`[better-auth] ${message}`, args.length ? args : undefined),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: betterAuthTables,
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Sign-up is reachable only through our own route (features/account), which validates the
      // role and writes the profile in the same transaction; /api/auth/sign-up/* answers 404.
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: target }) => {
        await writeAuditEvent(db, { action: 'password_reset', actorId: target.id, subjectId: target.id });
      },
      sendResetPassword: async ({ user: target, token }) => {
        const mail = passwordResetMail({ name: target.name, url: authLinks.resetPassword(env.PUBLIC_URL, token) });
        await mailer.send({ ...mail, to: target.email, kind: 'redefinicao-senha' });
      },
    },
    emailVerification: {
      // Our sign-up sends it once the profile is committed.
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: target, token, url }) => {
        // An e-mail change (Configurações) comes through here too, addressed to the new e-mail
        // while the account still has the old one.
        const stored = await findStoredEmail(db, target.id);
        if (stored && stored.toLowerCase() !== target.email.toLowerCase()) {
          const mail = emailChangeVerificationMail({ name: target.name, newEmail: target.email, url: authLinks.confirmNewEmail(env.PUBLIC_URL, token) });
          await mailer.send({ ...mail, to: target.email, kind: 'confirmacao-novo-email' });
          return;
        }
        // better-auth puts the callbackURL it was given ('/' when none) in its own link; only a path of
        // this site that the app has a screen for goes into ours (no open redirect).
        const returnTo = safeReturnPath(new URL(url).searchParams.get('callbackURL'));
        const mail = verificationMail({ name: target.name, url: authLinks.verify(env.PUBLIC_URL, token, target.email, returnTo === paths.home ? null : returnTo) });
        await mailer.send({ ...mail, to: target.email, kind: 'verificacao-email' });
      },
    },
    // The new address must be confirmed before it replaces the old one (our route asks for the
    // password first; better-auth sends the link to the new address and swaps it on verification).
    user: { changeEmail: { enabled: true } },
    // ASVS L2 (3.3.1, 3.3.2): a session ends after SESSION_IDLE_TIMEOUT_HOURS without use and is
    // extended by use every few minutes; the absolute lifetime is checked on every read (session.ts).
    session: {
      expiresIn: Math.round(env.SESSION_IDLE_TIMEOUT_HOURS * 3600),
      updateAge: Math.min(SESSION_REFRESH_SECONDS, Math.round(env.SESSION_IDLE_TIMEOUT_HOURS * 3600)),
    },
    // A suspended family account (docs/product.md#family-suspension) gets no session, whichever of
    // better-auth's endpoints would open one (password, second factor, the verification link):
    // its own database hook refuses, after the credentials were checked.
    databaseHooks: {
      session: {
        create: {
          before: async (created: { userId: string }, context: { path?: string } | null) => {
            // Changing the password replaces the caller's own session inside better-auth's
            // transaction: the caller is signed in, so not suspended (suspension deletes every
            // session), and a second query there would wait forever on PGlite's one connection.
            if (context?.path === '/change-password') return;
            if (await isAccountSuspended(db, created.userId)) {
              throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED, message: messages.auth.accountSuspended });
            }
          },
        },
      },
    },
    // Our limits (http/rate-limit.ts) are counted in PostgreSQL, shared by every process, and run
    // in our routes before better-auth is called.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'cuidar',
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: env.isProduction },
      // Session and user in one statement on every authenticated request (relations in db/schema.ts).
      database: { generateId: () => randomUUID(), joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactorPlugin({
        issuer: 'Cuidar',
        // TOTP only: the codes come from the person's authenticator app, never by e-mail or SMS.
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  } satisfies BetterAuthOptions;
}

/** The product's better-auth instance. */
export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthOptions = ReturnType<typeof authOptions>;

/**
 * better-auth's database adapter on one of our transactions, so a better-auth endpoint called
 * inside `runWithTransaction(adapter, …)` writes in that transaction (sign-up: account and profile
 * commit together).
 */
export function authAdapterFor(options: AuthOptions, tx: Executor) {
  return drizzleAdapter(tx as Database, { provider: 'pg', schema: betterAuthTables, transaction: true })(options);
}
