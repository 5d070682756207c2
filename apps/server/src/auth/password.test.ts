import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with at least 19 MiB and 2 passes', async () => {
    const hash = await hashPassword('uma senha boa');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: 'uma senha boa' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'outra senha' })).toBe(false);
  });

  it('refuses to hash an oversized password and never verifies one', async () => {
    await expect(hashPassword('x'.repeat(129))).rejects.toThrow();
    const hash = await hashPassword('x'.repeat(128));
    expect(await verifyPassword({ hash, password: 'x'.repeat(129) })).toBe(false);
  });
});
