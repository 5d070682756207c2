import { isApiErrorBody } from '@cuidar/domain/errors';
import { messages } from '@cuidar/domain/messages';

// Every message the API may put in an error body comes from the Portuguese catalogue
// (packages/domain/src/messages.ts): a fixed text, or a text built by one of its functions.

type Catalogue = { [key: string]: string | ((...args: never[]) => string) | Catalogue };

function collect(node: Catalogue, fixed: Set<string>, patterns: RegExp[]): void {
  for (const value of Object.values(node)) {
    if (typeof value === 'string') fixed.add(value);
    else if (typeof value === 'function') {
      // Call it with markers and turn the markers into wildcards.
      const marker = '\u0001';
      let text: string;
      try {
        text = (value as (...args: string[]) => string)(marker, marker, marker);
      } catch {
        continue;
      }
      const source = text
        .split(marker)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      patterns.push(new RegExp(`^${source}$`, 's'));
    } else collect(value, fixed, patterns);
  }
}

const fixed = new Set<string>();
const patterns: RegExp[] = [];
collect(messages as unknown as Catalogue, fixed, patterns);

export function isCatalogueMessage(message: string): boolean {
  return fixed.has(message) || patterns.some((pattern) => pattern.test(message));
}

/** Fails with a readable reason unless the text is an API error body with a catalogue message. */
export function errorBodyProblem(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  if (!isApiErrorBody(body)) return `not an error body: ${text.slice(0, 200)}`;
  if (!isCatalogueMessage(body.error.message)) return `message not in the Portuguese catalogue: ${body.error.message}`;
  return null;
}
