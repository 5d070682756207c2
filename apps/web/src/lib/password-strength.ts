import { passwordStrengthLoad } from '@cuidar/domain/password-policy';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver for forms that choose a password: when a new-password field has started loading the
 * policy's scorer, validation waits for it, so the browser refuses a weak password as the server
 * would. Steps without such a field load nothing.
 */
export function withPasswordStrength<T extends FieldValues, C, R>(resolver: Resolver<T, C, R>): Resolver<T, C, R> {
  return async (values, context, options) => {
    await waitForPasswordStrength();
    return resolver(values, context, options);
  };
}

/** The dictionaries are ~450 KB: on a slow connection the form does not wait for them forever. */
const MAX_WAIT_MS = 4000;

export async function waitForPasswordStrength(): Promise<void> {
  const load = passwordStrengthLoad();
  if (!load) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // If the chunk is late or cannot load, the server still applies the rule and names the field.
  await Promise.race([load.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
  clearTimeout(timer);
}
