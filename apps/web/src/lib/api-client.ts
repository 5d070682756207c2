import { isApiErrorBody, type ErrorCode } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';

/** An API failure with the Portuguese message the server chose (or a generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly field?: string,
    readonly reference?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** JSON in, JSON out, cookies included; every failure becomes an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
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
  return payload as T;
}

/** The message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown, fallback: string = messages.generic.error): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
