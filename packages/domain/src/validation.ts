import { z } from 'zod';
import { fieldLabels, messages } from './messages';

// Portuguese fallbacks for every zod issue a schema did not word itself, naming the field.
// Schema-level messages (the catalogue's: docs/product.md#messages) always win over this.

/**
 * A request key as a message may show it: keys of unknown fields come from the client, so they are
 * cut short, stripped of control characters and never empty.
 */
export function displayKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = key.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '').trim();
  if (!clean) return '(sem nome)';
  const chars = [...clean];
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : clean;
}

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return 'dados';
  // Own labels only: "constructor" or "__proto__" must not read Object.prototype.
  return Object.hasOwn(fieldLabels, key) ? fieldLabels[key]! : displayKey(key);
}

z.config({
  // No compiled parsers: zod would probe `new Function`, which the Content-Security-Policy (no
  // 'unsafe-eval') refuses and reports as a violation on every page with a form.
  jitless: true,
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') {
      const shown = issue.keys.slice(0, 3).map(displayKey).join(', ');
      return messages.generic.unknownField(issue.keys.length > 3 ? `${shown}…` : shown);
    }
    return messages.generic.invalidField(labelOf(issue.path ?? []));
  },
});

export interface FieldIssue {
  field: string | undefined;
  message: string;
}

/** The first issue of a failed parse, as the API reports it. */
export function firstIssue(error: z.ZodError): FieldIssue {
  const issue = error.issues[0];
  if (!issue) return { field: undefined, message: messages.generic.error };
  const field =
    issue.code === 'unrecognized_keys' ? displayKey(issue.keys[0] ?? '') : issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return { field: field || undefined, message: issue.message };
}

export { z };

interface TextBounds {
  /** Fewest characters after trimming (default 1). */
  min?: number;
  /** Most characters after trimming (default 120). */
  max?: number;
  /** Message for text over `max`; the "required" message otherwise. */
  tooLong?: string;
}

/**
 * Trimmed text that must be filled in: `message` when it is missing, blank or shorter than `min`.
 * Every form field docs/product.md calls required is built with this, so they all trim and bound
 * alike.
 */
export function requiredText(message: string, { min = 1, max = 120, tooLong = message }: TextBounds = {}) {
  return z.string({ error: message }).trim().min(min, message).max(max, tooLong);
}

/** Trimmed text that may be left out (absent reads as ''). */
export function optionalText(max: number, tooLong?: string) {
  return z.string().trim().max(max, tooLong).default('');
}

/** A mobile phone with DDD as the masks type it: '(11) 98765-4321'. */
export const telefoneSchema = z
  .string({ error: messages.wizard.telefoneInvalid })
  .trim()
  .regex(/^\(\d{2}\) \d{5}-\d{4}$/, messages.wizard.telefoneInvalid);
