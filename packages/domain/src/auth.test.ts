import { describe, expect, it } from 'vitest';
import { signUpSchema, splitFullName } from './auth';

describe('signUpSchema', () => {
  const valid = { name: 'Maria da Silva', email: ' Maria@Example.com ', password: 'segura-123', role: 'familia' };

  it('normalises the e-mail', () => {
    expect(signUpSchema.parse(valid).email).toBe('maria@example.com');
  });

  it('accepts only the two roles a person may choose', () => {
    expect(signUpSchema.safeParse({ ...valid, role: 'cuidador' }).success).toBe(true);
    const admin = signUpSchema.safeParse({ ...valid, role: 'admin' });
    expect(admin.success).toBe(false);
    expect(admin.error?.issues[0]?.message).toBe('Escolha o tipo de conta');
  });

  it('refuses unknown fields', () => {
    expect(signUpSchema.safeParse({ ...valid, emailVerified: true }).success).toBe(false);
  });

  it('caps the password length before it reaches the hasher', () => {
    expect(signUpSchema.safeParse({ ...valid, password: 'x'.repeat(129) }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, password: 'curta' }).error?.issues[0]?.message).toBe(
      'A senha deve ter pelo menos 8 caracteres',
    );
  });
});

describe('splitFullName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('  Ana  Paula   Souza ')).toEqual({ firstName: 'Ana', lastName: 'Paula Souza' });
    expect(splitFullName('Ana')).toEqual({ firstName: 'Ana', lastName: '' });
  });
});
