import { z } from 'zod';
import { fieldLabels, messages } from './messages';

// Portuguese fallbacks for every zod issue a schema did not word itself, naming the field.
// Schema-level messages (the spec's) always win over this.

function labelOf(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof key !== 'string') return 'dados';
  return fieldLabels[key] ?? key;
}

z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') {
      return messages.generic.unknownField(issue.keys.join(', '));
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
    issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.filter((p) => typeof p !== 'symbol').join('.');
  return { field: field || undefined, message: issue.message };
}

export { z };
