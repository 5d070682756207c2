import { describe, expect, it } from 'vitest';
import { addressSchema, EMPTY_ADDRESS, optionalAddressSchema } from './address';
import { enderecoContatoSchema } from './caregiver-registration';
import { familyProfileSchema } from './family-profile';
import { ONBOARDING_DEFAULTS, onboardingAnswersSchema } from './onboarding';

const address = { cep: '05435-000', rua: 'Rua Harmonia', numero: '120', complemento: '', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };

// The three forms that ask for an address, each with what it needs besides the address.
const forms = {
  questionnaire: (a: object) => onboardingAnswersSchema.safeParse({ ...ONBOARDING_DEFAULTS, competencias: ['Higiene pessoal'], ...address, ...a }),
  caregiverWizard: (a: object) => enderecoContatoSchema.safeParse({ telefone: '(11) 98765-4321', ...address, ...a }),
  familyProfile: (a: object) => familyProfileSchema.safeParse({ firstName: 'Helena', lastName: 'Duarte', ...address, ...a }),
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('one address, one set of rules', () => {
  it.each(Object.entries(forms))('%s: the same messages for the same mistakes', (_, parse) => {
    expect(messageOf(parse({}))).toBeNull();
    expect(messageOf(parse({ cep: '0543-50' }))).toBe('CEP deve ter 8 dígitos');
    expect(messageOf(parse({ cep: 'abcdefgh' }))).toBe('CEP deve ter 8 dígitos');
    expect(messageOf(parse({ rua: 'R' }))).toBe('Rua é obrigatória');
    expect(messageOf(parse({ bairro: 'P' }))).toBe('Bairro é obrigatório');
    expect(messageOf(parse({ cidade: 'S' }))).toBe('Cidade é obrigatória');
    expect(messageOf(parse({ estado: 'XX' }))).toBe('Estado é obrigatório');
    expect(messageOf(parse({ numero: 'x'.repeat(21) }))).toBe('Número é obrigatório');
    expect(messageOf(parse({ complemento: 'x'.repeat(121) }))).toBe('O complemento pode ter no máximo 120 caracteres');
  });

  it('keeps the CEP as 12345-678 however it was typed, and trims the rest', () => {
    expect(addressSchema.parse({ ...address, cep: '05435000', rua: '  Rua Harmonia ' })).toMatchObject({ cep: '05435-000', rua: 'Rua Harmonia' });
    expect(addressSchema.parse({ ...address, cep: '05.435-000' }).cep).toBe('05435-000');
  });

  it('the required address names every empty field; the optional one takes them empty', () => {
    const required = addressSchema.safeParse(EMPTY_ADDRESS);
    expect(required.error?.issues.map((i) => i.path[0])).toEqual(['cep', 'rua', 'numero', 'bairro', 'cidade', 'estado']);
    expect(optionalAddressSchema.parse({})).toEqual(EMPTY_ADDRESS);
    expect(optionalAddressSchema.parse({ ...EMPTY_ADDRESS, cidade: ' Recife ', estado: 'PE' })).toEqual({ ...EMPTY_ADDRESS, cidade: 'Recife', estado: 'PE' });
  });

  it('reports the field of an optional one that is filled wrongly', () => {
    const result = optionalAddressSchema.safeParse({ rua: 'R' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['rua'], message: 'Rua é obrigatória' });
  });
});
