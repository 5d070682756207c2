import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, changePasswordSchema, deleteAccountFormSchema, describeHealthRead } from './account-settings';

describe('changePasswordSchema', () => {
  it('uses the shared new-password policy and refuses the same password', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'antiga-123', newPassword: 'curta' }).error?.issues[0]?.message).toBe(
      'A senha deve ter pelo menos 8 caracteres',
    );
    expect(changePasswordSchema.safeParse({ currentPassword: 'mesma-senha-1', newPassword: 'mesma-senha-1' }).error?.issues[0]).toMatchObject({
      message: 'A nova senha deve ser diferente da atual.',
      path: ['newPassword'],
    });
    expect(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'nova-senha-1' }).error?.issues[0]?.message).toBe('Digite sua senha atual');
    expect(changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: 'nova-senha-1', extra: 1 }).success).toBe(false);
  });

  it('the form also checks the confirmation', () => {
    const result = changePasswordFormSchema.safeParse({ currentPassword: 'antiga-123', newPassword: 'nova-senha-1', confirmPassword: 'outra' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'As senhas não coincidem', path: ['confirmPassword'] });
  });
});

describe('deleteAccountFormSchema', () => {
  it('needs the password and the ticked box', () => {
    expect(deleteAccountFormSchema.safeParse({ currentPassword: 'senha-123', understood: false }).error?.issues[0]?.message).toBe(
      'Marque a confirmação para continuar.',
    );
    expect(deleteAccountFormSchema.safeParse({ currentPassword: 'senha-123', understood: true }).success).toBe(true);
  });
});

describe('describeHealthRead', () => {
  it("says what an invited relative read of the care diary", () => {
    expect(describeHealthRead(['diario'])).toBe('leu o diário de cuidados');
    expect(describeHealthRead(['diarioRelatorio'])).toBe('baixou o relatório do diário de cuidados');
  });

  it('names the fields that were read, in Portuguese', () => {
    expect(describeHealthRead(['pacienteNome', 'pacienteIdade', 'pacienteCondicao'])).toBe('viu nome do paciente, idade e condição de saúde');
    expect(describeHealthRead(['pacienteNome'])).toBe('viu nome do paciente');
    expect(describeHealthRead([])).toBe('abriu os dados do paciente (nenhum estava preenchido)');
  });
});
