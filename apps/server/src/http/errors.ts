import type { ApiErrorBody, ErrorCode } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type: a code, an HTTP status and the Portuguese message a person reads. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(reference?: string): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(reference ? { reference } : {}),
      },
    };
  }
}

export const badRequest = (message: string, field?: string) => new AppError('VALIDATION', 400, message, field);
export const unauthenticated = (message: string = messages.profile.notAuthenticated) =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message: string = messages.guard.wrongRole) => new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string = messages.generic.notFound) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', 409, message, field);
export const tooManyRequests = (retryAfterSeconds: number, message: string = messages.generic.tooManyRequests) =>
  new AppError('RATE_LIMITED', 429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
