import { isApiErrorBody, type ErrorCode } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import type { z } from '@cuidar/domain/validation';

/** An API failure with the Portuguese message the server chose (or a generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** NETWORK: no answer at all · BAD_RESPONSE: an answer that does not match its schema. */
    readonly code: ErrorCode | 'NETWORK' | 'BAD_RESPONSE',
    message: string,
    readonly field?: string,
    readonly reference?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * The answer read with its schema (packages/domain): what the screens get is what the types say, or
 * an error, never an object asserted into shape. Unknown fields are dropped, not refused.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, payload: unknown, source: { path: string; status: number }): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.error(`[api] resposta inesperada de ${source.path}`, parsed.error.issues);
  throw new ApiError(source.status, 'BAD_RESPONSE', messages.generic.error);
}

/** JSON in, JSON out, cookies included; every failure becomes an ApiError. */
async function request(path: string, method: Method, body: unknown, signal: AbortSignal | undefined): Promise<{ status: number; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body !== undefined ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: body !== undefined ? JSON.stringify(body) : method === 'GET' ? undefined : '{}',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.generic.network);
  }
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      const { code, message, field, reference } = payload.error;
      throw new ApiError(response.status, code, message, field, reference);
    }
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'VALIDATION', messages.generic.error);
  }
  return { status: response.status, payload };
}

/** GET `path`, its answer parsed with `schema`. */
export async function apiGet<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
  const { status, payload } = await request(path, 'GET', undefined, options.signal);
  return parseAnswer(schema, payload, { path, status });
}

/** A change (POST, PUT, PATCH, DELETE) with an optional JSON body, its answer parsed with `schema`. */
export async function apiSend<S extends z.ZodType>(
  method: Exclude<Method, 'GET'>,
  path: string,
  schema: S,
  body?: unknown,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { status, payload } = await request(path, method, body, options.signal);
  return parseAnswer(schema, payload, { path, status });
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string = messages.generic.error): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
