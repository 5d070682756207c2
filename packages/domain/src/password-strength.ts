import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as ptBrDictionary, translations } from '@zxcvbn-ts/language-pt-br';

// zxcvbn-ts with the common and the Brazilian Portuguese dictionaries (passwords, names, words,
// keyboard layouts). The dictionaries are large: the server imports this module at start; the
// browser loads it in its own chunk through loadPasswordStrength() in password-policy.ts.

/**
 * zxcvbn's time grows fast with length (a random 32-character password took over a second here),
 * and the server scores what anyone sends. The first characters are scored: a password is at least
 * as hard to guess as its beginning, and the common ones are short.
 */
export const SCORED_LENGTH = 20;
/** The l33t matcher's cap on substitutions tried ('p@ssw0rd', 's3nh4'); 100 by default, slow too. */
const L33T_MAX_SUBSTITUTIONS = 20;

let factory: ZxcvbnFactory | undefined;

/** 0 (guessed in under a thousand tries) to 4 (very hard to guess), zxcvbn's score. */
export function passwordScore(password: string): number {
  // Built on first use: unpacking the dictionaries takes a moment that a process not choosing
  // passwords should not pay.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...ptBrDictionary },
    graphs: adjacencyGraphs,
    translations,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return factory.check(password.slice(0, SCORED_LENGTH)).score;
}
