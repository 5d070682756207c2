import { firstIssue, type z } from '@cuidar/domain/validation';
import { messages } from '@cuidar/domain/messages';
import type { Context } from 'hono';
import { AppError, badRequest } from './errors';

/** Reads and validates a JSON body with a shared schema. Bad JSON or a bad field is a 400. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 400, messages.generic.invalidJson);
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
