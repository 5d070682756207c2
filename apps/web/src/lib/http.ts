import { isApiErrorBody, type ErrorCode } from '@cuidar/domain/errors';
import { basicMessages } from '@cuidar/domain/messages/basic';

// The fetch underneath every call to our API: JSON in and out, cookies included, every failure an
// ApiError with the server's Portuguese message. Without the message catalogue or zod, so a public
// page's island may use it alone (docs/decisions/0044-contact-form-island.md); screens go through
// api-client.ts, which parses each answer with its schema.

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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
}

/** JSON in, JSON out, cookies included; every failure becomes an ApiError. */
export async function request(path: string, method: Method, body: unknown, signal: AbortSignal | undefined): Promise<{ status: number; payload: unknown }> {
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
    throw new ApiError(0, 'NETWORK', basicMessages.network);
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
    throw new ApiError(response.status, response.status >= 500 ? 'INTERNAL' : 'VALIDATION', basicMessages.error);
  }
  return { status: response.status, payload };
}

