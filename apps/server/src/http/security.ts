import { messages } from '@cuidar/domain/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from './errors';
import { nodeOutgoing, requestHeader } from './node';

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
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return createMiddleware<AppEnv>(async (c, next) => {
    // On Node the headers go on the Node response before anything answers; whatever answers then
    // (route, error handler, static file, or @hono/node-server's own 500) sends them with its own.
    const outgoing = nodeOutgoing(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const h = c.res.headers;
    for (const [name, value] of headers) h.set(name, value);
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
      const origin = requestHeader(c, 'origin');
      const fetchSite = requestHeader(c, 'sec-fetch-site');
      const allowed = origin
        ? trusted.has(origin)
        : fetchSite
          ? fetchSite === 'same-origin' || fetchSite === 'none'
          : !requestHeader(c, 'cookie');
      if (!allowed) throw new AppError('FORBIDDEN_ORIGIN', 403, messages.generic.forbiddenOrigin);
    }
    await next();
  });
}

/** Authenticated API answers must not be kept by browsers or proxies (unless the route says otherwise). */
export function noStore() {
  return createMiddleware<AppEnv>(async (c, next) => {
    // On Node: a Cache-Control the route answers with replaces this one (writeHead has precedence).
    const outgoing = nodeOutgoing(c);
    if (outgoing) {
      outgoing.setHeader('Cache-Control', 'no-store');
      return next();
    }
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
