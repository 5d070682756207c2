import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it("uses argon2id with OWASP's 12 MiB × 3 passes configuration", async () => {
    const hash = await hashPassword('uma senha boa');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(await verifyPassword({ hash, password: 'uma senha boa' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'outra senha' })).toBe(false);
  });

  it('still verifies hashes made with the earlier 19 MiB × 2 passes parameters', async () => {
    const earlier = await hash('uma senha antiga', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: earlier, password: 'uma senha antiga' })).toBe(true);
    expect(await verifyPassword({ hash: earlier, password: 'uma senha nova' })).toBe(false);
  });

  it('refuses to hash an oversized password and never verifies one', async () => {
    await expect(hashPassword('x'.repeat(129))).rejects.toThrow();
    const hash = await hashPassword('x'.repeat(128));
    expect(await verifyPassword({ hash, password: 'x'.repeat(129) })).toBe(false);
  });
});
