import type { ErrorCode } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import { isAPIError } from 'better-auth/api';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { AppError } from '../http/errors';
import { forwardCookies } from './session';

// Calling better-auth's endpoints (`auth.api.*`) from our routes and services: its error codes
// become the product's errors with Portuguese messages, and the cookies it sets go out with our answer.

/** better-auth error code → our error, per call (each endpoint has its own codes worth naming). */
export type KnownErrors = Partial<Record<string, { code: ErrorCode; status: ContentfulStatusCode; message: string; field?: string }>>;

/** Our error for a better-auth error: a known code with its message, 5xx as is, anything else a generic 400. */
export function translateAuthError(error: unknown, errors: KnownErrors = {}): unknown {
  if (!isAPIError(error)) return error;
  const code = typeof error.body?.code === 'string' ? error.body.code : undefined;
  const known = code ? errors[code] : undefined;
  if (known) return new AppError(known.code, known.status, known.message, known.field);
  if (error.statusCode >= 500) return error;
  if (error.statusCode === 401) return new AppError('UNAUTHENTICATED', 401, messages.guard.needsSession);
  return new AppError('VALIDATION', 400, messages.generic.error);
}

/** Runs a better-auth call inside a route, forwarding the cookies it sets (also on an error). */
export async function callAuth<T>(
  c: Context<AppEnv>,
  call: () => Promise<{ headers: Headers; response: T }>,
  errors: KnownErrors = {},
): Promise<{ headers: Headers; response: T }> {
  try {
    const result = await call();
    forwardCookies(c, result.headers);
    return result;
  } catch (error) {
    if (isAPIError(error) && error.headers) forwardCookies(c, new Headers(error.headers));
    throw translateAuthError(error, errors);
  }
}
