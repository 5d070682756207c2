import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';
import { familyProfileSchema } from './family-profile';

const base = { firstName: 'Helena', lastName: 'Duarte' };
const messageOf = (values: unknown) => {
  const result = familyProfileSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('family profile schema', () => {
  it('needs first and last name; everything else is optional', () => {
    expect(familyProfileSchema.parse(base)).toMatchObject({ firstName: 'Helena', rua: '', estado: '', cep: '', pacienteIdade: null, consentimentoSaude: false });
    expect(messageOf({ ...base, firstName: '  ' })).toBe('Nome é obrigatório');
    expect(messageOf({ ...base, lastName: '' })).toBe('Sobrenome é obrigatório');
  });

  it('reads the age as an integer or empty', () => {
    expect(familyProfileSchema.parse({ ...base, pacienteIdade: '82' }).pacienteIdade).toBe(82);
    expect(familyProfileSchema.parse({ ...base, pacienteIdade: 82 }).pacienteIdade).toBe(82);
    expect(familyProfileSchema.parse({ ...base, pacienteIdade: '' }).pacienteIdade).toBeNull();
    expect(familyProfileSchema.parse({ ...base, pacienteIdade: null }).pacienteIdade).toBeNull();
    for (const bad of ['oitenta', '82.5', -1, 131]) expect(messageOf({ ...base, pacienteIdade: bad })).toBe('A idade deve ser um número inteiro entre 0 e 130');
  });

  it('checks CEP and state when given', () => {
    expect(familyProfileSchema.parse({ ...base, cep: '05435000', estado: 'SP' })).toMatchObject({ cep: '05435-000', estado: 'SP' });
    expect(messageOf({ ...base, cep: '123' })).toBe('CEP deve ter 8 dígitos');
    expect(messageOf({ ...base, estado: 'São Paulo' })).toBe('Estado é obrigatório');
  });

  it('keeps a health condition only with the consent box ticked', () => {
    expect(messageOf({ ...base, pacienteCondicao: 'Diabetes' })).toBe('Para guardar a condição de saúde, marque a autorização de uso dos dados de saúde.');
    expect(familyProfileSchema.parse({ ...base, pacienteCondicao: 'Diabetes', consentimentoSaude: true }).pacienteCondicao).toBe('Diabetes');
  });

  it('refuses fields it does not know (no id of another family)', () => {
    expect(messageOf({ ...base, id: 'someone-else' })).toBe('Campo não permitido: id');
  });

  it('formats an address with the parts present', () => {
    expect(formatAddress({ rua: 'Rua Harmonia', numero: '120', complemento: 'apto 3', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' })).toBe(
      'Rua Harmonia, 120 - apto 3, Pinheiros, São Paulo - SP, 05435-000',
    );
    expect(formatAddress({ rua: '', numero: '', complemento: '', bairro: '', cidade: 'Recife', estado: 'PE', cep: '' })).toBe('Recife - PE');
  });
});
