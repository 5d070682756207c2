import type * as PasswordStrength from './password-strength';

// The "not easy to guess" rule of the password policy (ASVS 2.1.7), shared by the browser and the
// server through newPasswordSchema: a password zxcvbn-ts scores below MIN_PASSWORD_SCORE (common
// passwords, names and words with a few digits, repetitions, sequences, keyboard walks) is refused.
//
// The scorer lives in password-strength.ts with its large dictionaries and is plugged in here: the
// server does it at start; the browser loads it in its own chunk when a form that chooses a
// password appears, and waits for it before validating. Until it is plugged in this rule passes,
// and the server, which always has it, answers with the same message.

/** zxcvbn's score 2: more than a million guesses ("somewhat guessable" and up). */
export const MIN_PASSWORD_SCORE = 2;

type PasswordScorer = (password: string) => number;
type PasswordStrengthModule = typeof PasswordStrength;

let scorer: PasswordScorer | undefined;
let loading: Promise<PasswordStrengthModule> | undefined;

export function setPasswordScorer(score: PasswordScorer): void {
  scorer = score;
}

/** True when the password would be refused as too easy to guess (false while no scorer is plugged in). */
export function isWeakPassword(password: string): boolean {
  return scorer !== undefined && scorer(password) < MIN_PASSWORD_SCORE;
}

/** The load under way or done, if anything asked for it (a new-password field appeared). */
export function passwordStrengthLoad(): Promise<PasswordStrengthModule> | undefined {
  return loading;
}

/** Loads the scorer and its dictionaries once, and plugs it in. */
export function loadPasswordStrength(): Promise<PasswordStrengthModule> {
  loading ??= import('./password-strength').then((module) => {
    setPasswordScorer(module.passwordScore);
    return module;
  });
  return loading;
}
