import { firstIssue, type z } from '@cuidar/domain/validation';
import { messages } from '@cuidar/domain/messages';
import type { Context } from 'hono';
import { bodyText } from './body';
import { AppError, badRequest } from './errors';

/**
 * Text PostgreSQL cannot store (NUL) or that is not text at all (a lone UTF-16 surrogate, which
 * would be stored as U+FFFD without a word). Refused at the door, for every field of every request.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableText = (value: string) => UNSTORABLE_TEXT.test(value);

/** Reads and validates a JSON body with a shared schema. Bad JSON or a bad field is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  let badKey: string | undefined;
  try {
    const text = await bodyText(c);
    body =
      text === ''
        ? {}
        : JSON.parse(text, (key, value: unknown) => {
            if (badKey === undefined && (hasUnstorableText(key) || (typeof value === 'string' && hasUnstorableText(value)))) badKey = key;
            return value;
          });
  } catch {
    throw new AppError('INVALID_JSON', 400, messages.generic.invalidJson);
  }
  if (badKey !== undefined) {
    const field = /^\d*$/.test(badKey) || hasUnstorableText(badKey) ? undefined : badKey;
    throw badRequest(messages.generic.invalidText, field);
  }
  return parseWith(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(messages.generic.invalidJson);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = firstIssue(result.error);
    throw badRequest(issue.message, issue.field);
  }
  return result.data;
}

/** Reads and validates the path's parameters (a bad one is a 400, like a bad body field). */
export function readParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}
