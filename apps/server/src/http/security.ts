import { messages } from '@cuidar/domain/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/** Security headers for every response. Scripts only from our own origin; no framing. */
export function securityHeaders(options: { publicUrl: string }) {
  const https = options.publicUrl.startsWith('https://');
  const wsOrigin = options.publicUrl.replace(/^http/, 'ws');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner set inline style attributes; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${wsOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call: a browser request must come from one of our
 * origins. Requests with no Origin and no Sec-Fetch-Site are let through only without cookies
 * (server-to-server calls such as payment webhooks), where there is no session to abuse.
 */
export function originCheck(options: { trustedOrigins: string[] }) {
  const trusted = new Set(options.trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const allowed = origin
        ? trusted.has(origin)
        : fetchSite
          ? fetchSite === 'same-origin' || fetchSite === 'none'
          : !c.req.header('cookie');
      if (!allowed) throw new AppError('FORBIDDEN_ORIGIN', 403, messages.generic.forbiddenOrigin);
    }
    await next();
  });
}

/** Authenticated API answers must not be kept by browsers or proxies. */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
}

/**
 * A NUL in the path or the query string (%00) can only be an attack or a broken client, and
 * PostgreSQL cannot store it: refused before any route reads a parameter (bodies: http/validate.ts).
 */
export function refuseNulInUrl() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const url = c.req.url;
    const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    if (/%00/i.test(pathAndQuery)) throw new AppError('VALIDATION', 400, messages.generic.invalidText);
    await next();
  });
}
