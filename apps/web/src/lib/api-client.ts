import { messages } from '@cuidar/domain/messages';
import type { z } from '@cuidar/domain/validation';
import { ApiError, request, type Method, type RequestOptions } from './http';

export { ApiError };

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
