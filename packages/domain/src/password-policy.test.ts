import { beforeAll, describe, expect, it } from 'vitest';
import { newPasswordSchema, resetPasswordSchema, signUpSchema } from './auth';
import { contaSchema } from './caregiver-registration';
import { isWeakPassword, loadPasswordStrength, MIN_PASSWORD_SCORE } from './password-policy';

const TOO_COMMON = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

let passwordScore: (password: string) => number;
let SCORED_LENGTH: number;
beforeAll(async () => {
  ({ passwordScore, SCORED_LENGTH } = await loadPasswordStrength());
});

describe('isWeakPassword (zxcvbn-ts with the pt-BR dictionaries)', () => {
  it('knows the passwords people pick first, here and everywhere, whatever the case', () => {
    for (const password of ['12345678', 'senha123', 'brasil123', 'flamengo', 'cuidar123', 'qwertyui', 'password', 'Senha123', 'FLAMENGO', 'Corinthians', 'iloveyou', 'jesus123', 'palmeiras', 'minhasenha', 'mariana1990', '01011985']) {
      expect(isWeakPassword(password), password).toBe(true);
    }
  });

  it('catches repetitions, sequences and keyboard walks', () => {
    for (const password of ['aaaaaaaaaa', 'xyzxyzxyz', 'abababab', '23456789', '98765432', 'bcdefghij', 'zyxwvuts', '4567890123', 'abcdefgh1', 'asdfasdf', '12121212']) {
      expect(isWeakPassword(password), password).toBe(true);
    }
  });

  it('leaves alone passwords that are hard enough to guess', () => {
    for (const password of ['cuidar-demo-2026', 'senha-de-teste-123', 'segura-123', 'Ipê amarelo no quintal', 'vovó-Zilda-1938!', 'k7#pQ9!x', 'ipê-amarelo-na-calçada']) {
      expect(isWeakPassword(password), password).toBe(false);
    }
  });

  it('scores from 0 to 4 and refuses below the minimum', () => {
    expect(passwordScore('12345678')).toBe(0);
    expect(passwordScore('senha-de-teste-123')).toBe(4);
    expect(passwordScore('brasil123')).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('scores only the beginning of a long password, so the cost of a check stays bounded', () => {
    const long = `${'xK9#mP2$qL7!nR4@wT6&'}${'a'.repeat(108)}`;
    expect(passwordScore(long)).toBe(passwordScore(long.slice(0, SCORED_LENGTH)));
    expect(passwordScore(long)).toBe(4);
  });

  it('still sees through l33t spelling', () => {
    for (const password of ['p@ssw0rd', 's3nh4123', 'fl4mengo', 'Br4sil123']) expect(isWeakPassword(password), password).toBe(true);
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
