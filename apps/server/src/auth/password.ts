import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@cuidar/domain/constants';

// argon2id with one of OWASP's equivalent minimum configurations: 12 MiB of memory, 3 passes,
// 1 lane — the same defence as 19 MiB × 2 passes, trading memory for passes. Two at once fit the
// CPU caches of a small server far better: ~35 % more sign-ins per core (ADR 0020). Every hash
// carries its own parameters, so hashes made with other ones keep verifying.
export const ARGON2_PARAMS = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;
export const ARGON2_LABEL = `argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`;
// `algorithm: 2` is Algorithm.Argon2id (a const enum that isolated modules cannot import).
const options = { algorithm: 2, ...ARGON2_PARAMS } as const;

/** The length is capped before hashing so nobody can make the server hash megabytes. */
function capped(password: string): string {
  if (password.length > PASSWORD_MAX_LENGTH) throw new Error('password longer than the allowed maximum');
  return password;
}

export async function hashPassword(password: string): Promise<string> {
  return hash(capped(password), options);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  if (data.password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}
