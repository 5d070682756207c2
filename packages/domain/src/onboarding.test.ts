import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_DEFAULTS,
  ONBOARDING_STEPS,
  onboardingAnswersSchema,
  isStepFilled,
  onboardingSubmitSchema,
  recommendationRequestSchema,
  stepErrors,
  type OnboardingValues,
} from './onboarding';

const complete: OnboardingValues = {
  ...ONBOARDING_DEFAULTS,
  turno: 'tarde',
  generoPreferido: 'feminino',
  competencias: ['Higiene pessoal', 'Alimentação assistida'],
  cep: '05435000',
  rua: 'Rua Harmonia',
  numero: '120',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
};

const messageOf = (values: unknown) => {
  const result = onboardingAnswersSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('family questionnaire schema', () => {
  it('has the spec defaults and five steps', () => {
    expect(ONBOARDING_DEFAULTS).toMatchObject({ turno: 'manha', generoPreferido: 'indiferente', competencias: [], dias: 1, cep: '' });
    expect(ONBOARDING_STEPS).toEqual(['preferencia_turno', 'genero_cuidador', 'competencias', 'bairro_cidade', 'resumo_confirmacao']);
  });

  it('accepts a complete answer, keeps the CEP masked and trims', () => {
    const parsed = onboardingAnswersSchema.parse({ ...complete, bairro: '  Pinheiros ' });
    expect(parsed.cep).toBe('05435-000');
    expect(parsed.bairro).toBe('Pinheiros');
    expect(parsed.complemento).toBe('');
    expect(parsed.dias).toBe(1);
  });

  it('uses every message of the spec', () => {
    expect(messageOf({ ...complete, turno: '' })).toBe('Selecione um turno');
    expect(messageOf({ ...complete, generoPreferido: undefined })).toBe('Selecione uma preferência de gênero');
    expect(messageOf({ ...complete, competencias: [] })).toBe('Selecione pelo menos uma competência');
    expect(messageOf({ ...complete, bairro: 'P' })).toBe('Bairro é obrigatório');
    expect(messageOf({ ...complete, cidade: ' ' })).toBe('Cidade é obrigatória');
    expect(messageOf({ ...complete, estado: '' })).toBe('Estado é obrigatório');
    expect(messageOf({ ...complete, estado: 'XX' })).toBe('Estado é obrigatório');
    expect(messageOf({ ...complete, rua: 'R' })).toBe('Rua é obrigatória');
    expect(messageOf({ ...complete, numero: '' })).toBe('Número é obrigatório');
    expect(messageOf({ ...complete, cep: '0543-50' })).toBe('CEP deve ter 8 dígitos');
    expect(messageOf({ ...complete, cep: 'abcdefgh' })).toBe('CEP deve ter 8 dígitos');
  });

  it('refuses skills outside the list, repeated skills, unknown fields and bad day counts', () => {
    expect(messageOf({ ...complete, competencias: ['Cozinhar'] })).toBe('Selecione pelo menos uma competência');
    expect(messageOf({ ...complete, competencias: ['Higiene pessoal', 'Higiene pessoal'] })).toBe('Selecione pelo menos uma competência');
    expect(messageOf({ ...complete, admin: true })).toBe('Campo não permitido: admin');
    expect(messageOf({ ...complete, dias: 0 })).toBe('Informe de 1 a 90 dias');
    expect(messageOf({ ...complete, dias: 1.5 })).toBe('Informe de 1 a 90 dias');
    expect(messageOf({ ...complete, dias: 91 })).toBe('Informe de 1 a 90 dias');
  });

  it('keeps Next disabled while the step choice is empty; the summary is always allowed', () => {
    const empty = { ...ONBOARDING_DEFAULTS, turno: '', generoPreferido: '' } as OnboardingValues;
    expect(isStepFilled('preferencia_turno', empty)).toBe(false);
    expect(isStepFilled('genero_cuidador', empty)).toBe(false);
    expect(isStepFilled('competencias', empty)).toBe(false);
    expect(isStepFilled('bairro_cidade', empty)).toBe(false);
    expect(isStepFilled('resumo_confirmacao', empty)).toBe(true);
    for (const step of ONBOARDING_STEPS) expect(isStepFilled(step, complete)).toBe(true);
    expect(isStepFilled('bairro_cidade', { ...complete, numero: ' ' })).toBe(false);
    // Defaults already choose a shift and a gender preference.
    expect(isStepFilled('preferencia_turno', ONBOARDING_DEFAULTS)).toBe(true);
    expect(isStepFilled('genero_cuidador', ONBOARDING_DEFAULTS)).toBe(true);
  });

  it('reports only the errors of the step being left', () => {
    expect(stepErrors('bairro_cidade', { ...complete, cep: '123', competencias: [] })).toEqual({ cep: 'CEP deve ter 8 dígitos' });
    expect(stepErrors('competencias', { ...complete, competencias: [] })).toEqual({ competencias: 'Selecione pelo menos uma competência' });
    expect(stepErrors('bairro_cidade', complete)).toEqual({});
  });

  it('the recommendation request carries no street address', () => {
    const parsed = recommendationRequestSchema.parse({ turno: 'noite', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Moema', cidade: 'São Paulo', estado: 'SP' });
    expect(Object.keys(parsed).sort()).toEqual(['bairro', 'cidade', 'competencias', 'estado', 'generoPreferido', 'turno']);
    expect(recommendationRequestSchema.safeParse({ ...parsed, rua: 'x' }).success).toBe(false);
  });

  it('a submission wraps the answers', () => {
    expect(onboardingSubmitSchema.parse({ answers: complete }).deferred).toBe(false);
    expect(onboardingSubmitSchema.safeParse({ answers: { ...complete, cep: '' } }).success).toBe(false);
  });
});
