import { describe, expect, it } from 'vitest';
import { newPasswordSchema, resetPasswordSchema, signUpSchema } from './auth';
import { contaSchema } from './caregiver-registration';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { isCommonPassword } from './password-policy';

const TOO_COMMON = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

describe('isCommonPassword', () => {
  it('knows the passwords people pick first, here and everywhere, whatever the case', () => {
    for (const password of ['12345678', 'senha123', 'brasil123', 'flamengo', 'cuidar123', 'qwertyui', 'password', 'Senha123', 'FLAMENGO', 'Corinthians', 'iloveyou', 'jesus123', 'palmeiras']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('bundles a list of a few thousand entries, all of them long enough to pass the length rule', () => {
    const entries = COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean);
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries.length).toBeLessThan(5000);
    expect(entries.every((entry) => entry.length >= 8 && entry === entry.toLowerCase())).toBe(true);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries.every((entry) => isCommonPassword(entry))).toBe(true);
  });

  it('catches short units repeated and straight runs that no list can hold', () => {
    for (const password of ['aaaaaaaaaa', 'xyzxyzxyz', 'abababab', '23456789', '98765432', 'bcdefghij', 'zyxwvuts', '4567890123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('leaves alone passwords that are not common', () => {
    for (const password of ['cuidar-demo-2026', 'senha-de-teste-123', 'segura-123', 'Ipê amarelo no quintal', 'vovó-Zilda-1938!', 'abcdefgh1', 'k7#pQ9!x']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('newPasswordSchema', () => {
  it('refuses a common password with a Portuguese message', () => {
    const result = newPasswordSchema.safeParse('Brasil123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TOO_COMMON);
  });

  it('keeps the length rule first', () => {
    expect(newPasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe('A senha deve ter pelo menos 8 caracteres');
  });

  it('is the rule of sign-up, password reset and the caregiver wizard', () => {
    const signUp = signUpSchema.safeParse({ name: 'Maria Souza', email: 'maria@exemplo.com.br', password: 'senha123', role: 'familia' });
    expect(signUp.error?.issues[0]).toMatchObject({ path: ['password'], message: TOO_COMMON });
    const reset = resetPasswordSchema.safeParse({ token: 'abc', newPassword: '12345678' });
    expect(reset.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: TOO_COMMON });
    const wizard = contaSchema.safeParse({ email: 'joana@exemplo.com.br', password: 'qwertyui', confirmPassword: 'qwertyui' });
    expect(wizard.error?.issues[0]).toMatchObject({ path: ['password'], message: TOO_COMMON });
  });
});
