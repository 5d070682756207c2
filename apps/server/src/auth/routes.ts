import {
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  verifyEmailQuerySchema,
} from '@cuidar/domain/auth';
import type { ErrorCode } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import { z } from '@cuidar/domain/validation';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { findUserByEmail, sessionUserDto } from '../features/account/repository';
import { clientIp } from '../http/client-ip';
import { AppError, conflict } from '../http/errors';
import { hitRateLimits, rateLimitRules, type RateLimitRule } from '../http/rate-limit';
import { readJson, readQuery } from '../http/validate';
import { emailChangedMail } from '../mail/templates';
import { CLIENT_IP_HEADER, peekEmailToken } from './auth';
import { signInWithPassword } from './sign-in';

// The better-auth endpoints the product uses, each behind our shared schema and our limits.
// Anything else under /api/auth answers 404: less surface, and every input is ours to validate.

interface ForwardOptions {
  /** Validated body to forward (replaces what the client sent). */
  body?: unknown;
  /** Messages for better-auth's error codes on this endpoint. */
  errors?: Partial<Record<string, { code: ErrorCode; status: ContentfulStatusCode; message: string }>>;
  /** Forward without the caller's cookies: the endpoint must answer the same signed in or not. */
  withoutSession?: boolean;
}

const tokenErrors = (message: string) => ({
  INVALID_TOKEN: { code: 'VALIDATION', status: 400, message },
  TOKEN_EXPIRED: { code: 'VALIDATION', status: 400, message },
}) as const;

async function limit(c: Context<AppEnv>, perIp: RateLimitRule, perAccount?: RateLimitRule, email?: string) {
  const { database, env, now } = c.get('deps');
  const hits = [{ rule: perIp, subject: clientIp(c, env.TRUST_PROXY) }];
  if (perAccount && email) hits.push({ rule: perAccount, subject: email });
  await hitRateLimits(database.db, hits, now());
}

/** Passes the validated request to better-auth and turns its answer into ours. */
async function forward(c: Context<AppEnv>, options: ForwardOptions = {}): Promise<Response> {
  const { auth, env } = c.get('deps');
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY));
  headers.delete('content-length');
  if (options.withoutSession) headers.delete('cookie');
  let body: string | undefined;
  if (c.req.method !== 'GET') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body ?? {});
  }
  const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  if (response.ok || response.status < 400) return response;

  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = payload.code ? options.errors?.[payload.code] : undefined;
  const error = known
    ? new AppError(known.code, known.status, known.message)
    : response.status >= 500
      ? new AppError('INTERNAL', 500, messages.generic.error)
      : response.status === 403 && payload.code?.includes('ORIGIN')
        ? new AppError('FORBIDDEN_ORIGIN', 403, messages.generic.forbiddenOrigin)
        : new AppError('VALIDATION', 400, messages.generic.error);
  const out = c.json(error.toBody(), error.status);
  // Keep cookie changes (a sign-out that failed half-way still clears its cookie).
  for (const cookie of response.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}

/** The new address is confirmed: tell the old one, and the page (the person may not be signed in). */
async function emailChangeConfirmed(c: Context<AppEnv>, response: Response, oldEmail: string, newEmail: string): Promise<Response> {
  const { database, mailer, logger } = c.get('deps');
  const changed = await findUserByEmail(database.db, newEmail);
  if (changed) {
    try {
      const mail = emailChangedMail({ name: changed.name, newEmail });
      await mailer.send({ ...mail, to: oldEmail, kind: 'email-alterado' });
    } catch (error) {
      logger.warn('[auth] aviso de troca de email não enviado', error);
    }
  }
  const session = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
  const user = session && changed && session.user.id === changed.id ? await sessionUserDto(database.db, changed.id) : null;
  const out = c.json({ user, alreadyVerified: false, emailChanged: true });
  for (const cookie of response.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
  return out;
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/sign-in/email', async (c) => {
    const input = await readJson(c, signInSchema);
    await limit(c, rateLimitRules.signInPerIp, rateLimitRules.signInPerAccount, input.email);
    // The usual sign-in ('remember me'): ours, in three queries (sign-in.ts). A session that ends
    // with the browser (rememberMe: false, which the web app never sends) stays better-auth's.
    if (input.rememberMe !== false) return c.json({ user: await signInWithPassword(c, input) });
    const response = await forward(c, {
      body: input,
      errors: {
        INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', status: 401, message: messages.auth.invalidCredentials },
        EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED', status: 403, message: messages.auth.emailNotConfirmed },
      },
    });
    if (!response.ok) return response;
    // The session token stays in its httpOnly cookie; the page gets the user's DTO only.
    const signedIn = (await response.json()) as { user: { id: string } };
    const out = c.json({ user: await sessionUserDto(c.get('deps').database.db, signedIn.user.id) });
    for (const cookie of response.headers.getSetCookie()) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.post('/sign-out', async (c) => {
    await readJson(c, z.strictObject({}));
    return forward(c);
  });

  app.post('/send-verification-email', async (c) => {
    const input = await readJson(c, resendVerificationSchema);
    await limit(c, rateLimitRules.resendPerIp, rateLimitRules.resendPerAccount, input.email);
    // The address in the body decides, never the session: better-auth would otherwise refuse a
    // signed-in caller asking for another address (and tell a verified account from the rest).
    const response = await forward(c, { body: input, withoutSession: true });
    if (!response.ok) return response;
    return c.json({ ok: true });
  });

  app.get('/verify-email', async (c) => {
    const { token } = readQuery(c, verifyEmailQuerySchema);
    await limit(c, rateLimitRules.resendPerIp);
    // An e-mail change (Configurações): the new address must still be free when the link is opened.
    const change = peekEmailToken(token);
    if (change?.updateTo && change.email) {
      const owner = await findUserByEmail(c.get('deps').database.db, change.updateTo);
      // Someone else took the address meanwhile. (The same account: the link was used already.)
      if (owner && owner.id !== change.userId) throw conflict(messages.settings.emailInUse);
    }
    const response = await forward(c, { errors: tokenErrors(messages.verification.failed) });
    if (!response.ok) return response;
    if (change?.updateTo && change.email) return emailChangeConfirmed(c, response, change.email, change.updateTo);
    // Verification signs the person in (a session cookie is set); tell the page who it is so it
    // can send them to their dashboard. A link used twice verifies nothing and signs no one in.
    const setCookies = response.headers.getSetCookie();
    const { auth, database } = c.get('deps');
    const session = setCookies.length
      ? await auth.api.getSession({ headers: new Headers({ cookie: setCookies.map((v) => v.split(';')[0]).join('; ') }) })
      : null;
    const user = session ? await sessionUserDto(database.db, session.user.id) : null;
    const out = c.json({ user, alreadyVerified: !session });
    for (const cookie of setCookies) out.headers.append('set-cookie', cookie);
    return out;
  });

  app.post('/request-password-reset', async (c) => {
    const input = await readJson(c, requestPasswordResetSchema);
    await limit(c, rateLimitRules.resetPerIp, rateLimitRules.resetPerAccount, input.email);
    const response = await forward(c, { body: input });
    if (!response.ok) return response;
    return c.json({ ok: true });
  });

  app.post('/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await limit(c, rateLimitRules.resetPerIp);
    const response = await forward(c, { body: input, errors: tokenErrors(messages.auth.resetInvalid) });
    if (!response.ok) return response;
    return c.json({ ok: true });
  });

  app.all('*', (c) => c.json(new AppError('NOT_FOUND', 404, messages.generic.notFound).toBody(), 404));
  return app;
}
