import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH } from '@cuidar/domain/constants';

// argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum that isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

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
