import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bioFromExperience,
  birthDateSchema,
  caregiverRegistrationSchema,
  certificacoesSchema,
  competenciasSchema,
  contatoSchema,
  disponibilidadeSchema,
  experienciaSchema,
  experienciaStepSchema,
  infoPessoalSchema,
  aceiteSchema,
  WIZARD_STEPS,
} from './caregiver-registration';
import { isValidIsoDate } from './calendar-date';
import { maskCep, maskPhone } from './masks';
import { firstIssue } from './validation';

const TODAY = '2026-11-22';
const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstIssue(result.error as Parameters<typeof firstIssue>[0]).message;

const address = {
  telefone: '(11) 98765-4321',
  cep: '05435-000',
  rua: 'Rua Harmonia',
  numero: '120',
  complemento: '',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
};

describe('age rule', () => {
  it('counts whole years on the São Paulo calendar day', () => {
    expect(ageOn('2008-11-22', TODAY)).toBe(18);
    expect(ageOn('2008-11-23', TODAY)).toBe(17);
    expect(ageOn('2008-12-01', TODAY)).toBe(17);
    expect(ageOn('1950-01-01', TODAY)).toBe(76);
  });

  it('has someone born on 29 February turn a year older on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('validates the birth date with the spec messages', () => {
    const schema = birthDateSchema(TODAY);
    expect(messageOf(schema.safeParse(''))).toBe('Data de nascimento é obrigatória');
    expect(messageOf(schema.safeParse('2008-11-23'))).toBe('Você deve ter pelo menos 18 anos para se cadastrar');
    expect(schema.safeParse('2008-11-22').success).toBe(true);
    expect(messageOf(schema.safeParse('1899-12-31'))).toBe('Data de nascimento inválida');
    expect(messageOf(schema.safeParse('2027-01-01'))).toBe('Data de nascimento inválida');
    expect(messageOf(schema.safeParse('1990-02-30'))).toBe('Data de nascimento inválida');
    expect(schema.safeParse('1900-01-01').success).toBe(true);
  });

  it('recognises real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('22/11/2026')).toBe(false);
  });
});

describe('wizard step schemas', () => {
  it("has the spec's seven steps plus 'Documentos e referências' before the summary", () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual([
      'info_pessoal',
      'contato',
      'experiencia',
      'competencias',
      'disponibilidade',
      'certificacoes',
      'documentos',
      'resumo_confirmacao',
    ]);
  });

  it('info_pessoal needs a name of 3+ characters, an adult birth date and a gender', () => {
    const schema = infoPessoalSchema(TODAY);
    expect(messageOf(schema.safeParse({ nomeCompleto: 'Jo', dataNascimento: '1980-01-01', genero: 'feminino' }))).toBe('Nome completo é obrigatório');
    expect(messageOf(schema.safeParse({ nomeCompleto: 'Joana Prado', dataNascimento: '1980-01-01', genero: '' }))).toBe('Gênero é obrigatório');
    expect(schema.safeParse({ nomeCompleto: '  Joana Prado ', dataNascimento: '1980-01-01', genero: 'feminino' }).data?.nomeCompleto).toBe('Joana Prado');
  });

  it('contato checks the masked phone and CEP, the address and, before the account exists, the passwords', () => {
    const withAccount = contatoSchema(true);
    const withoutAccount = contatoSchema(false);
    const email = 'joana@exemplo.com.br';
    expect(withAccount.safeParse({ ...address, email }).success).toBe(true);
    expect(messageOf(withAccount.safeParse({ ...address, email, telefone: '11987654321' }))).toBe('Telefone inválido. Formato: (XX) XXXXX-XXXX');
    expect(withAccount.safeParse({ ...address, email, telefone: maskPhone('11987654321') }).success).toBe(true);
    expect(messageOf(withAccount.safeParse({ ...address, email, cep: '0543500' }))).toBe('CEP deve ter 8 dígitos');
    expect(withAccount.safeParse({ ...address, email, cep: maskCep('05435000') }).success).toBe(true);
    expect(withAccount.safeParse({ ...address, email, cep: '05435000' }).data?.cep).toBe('05435-000');
    expect(messageOf(withAccount.safeParse({ ...address, email, bairro: 'P' }))).toBe('Bairro é obrigatório');
    expect(messageOf(withAccount.safeParse({ ...address, email, rua: ' ' }))).toBe('Rua é obrigatória');
    expect(messageOf(withAccount.safeParse({ ...address, email, estado: 'XX' }))).toBe('Estado é obrigatório');
    expect(messageOf(withAccount.safeParse({ ...address, email: 'joana@' }))).toBe('Email inválido');

    expect(messageOf(withoutAccount.safeParse({ ...address, email, password: '', confirmPassword: '' }))).toBe(
      'A senha deve ter pelo menos 8 caracteres',
    );
    expect(messageOf(withoutAccount.safeParse({ ...address, email, password: 'senha-longa-1', confirmPassword: 'outra-senha-1' }))).toBe(
      'As senhas não coincidem',
    );
    expect(withoutAccount.safeParse({ ...address, email, password: 'senha-longa-1', confirmPassword: 'senha-longa-1' }).success).toBe(true);
  });

  it('experience, skills and availability need a choice from the spec lists', () => {
    expect(messageOf(experienciaSchema.safeParse({ experiencia: '' }))).toBe('Experiência é obrigatória');
    expect(experienciaSchema.safeParse({ experiencia: '1–3 anos' }).success).toBe(true);
    expect(experienciaStepSchema(2000).safeParse({ experiencia: '1–3 anos', precoHora: '45,50' }).success).toBe(true);
    expect(messageOf(experienciaStepSchema(2000).safeParse({ experiencia: '1–3 anos', precoHora: '0' }))).toBe('O preço por hora deve ser de pelo menos R$\u00a020,00');
    expect(messageOf(experienciaStepSchema(2000).safeParse({ experiencia: '1–3 anos', precoHora: '' }))).toBe('Preço por hora é obrigatório');
    expect(messageOf(competenciasSchema.safeParse({ competencias: [] }))).toBe('Selecione ao menos uma competência');
    expect(messageOf(competenciasSchema.safeParse({ competencias: ['Cozinhar'] }))).toBe('Selecione ao menos uma competência');
    expect(competenciasSchema.safeParse({ competencias: ['Higiene', 'Companhia'] }).success).toBe(true);
    expect(messageOf(disponibilidadeSchema.safeParse({ disponibilidade: [] }))).toBe('Selecione ao menos uma disponibilidade');
    expect(disponibilidadeSchema.safeParse({ disponibilidade: ['Manhã', '24h'] }).success).toBe(true);
  });

  it('certificates need a file or the no-certificates marker', () => {
    const id = '0b6f2c4e-3d6a-4f7e-9d2a-1c2b3d4e5f60';
    expect(messageOf(certificacoesSchema.safeParse({ certificados: [], semCertificados: false }))).toBe(
      'Adicione ao menos um certificado ou marque que não possui',
    );
    expect(certificacoesSchema.safeParse({ certificados: [], semCertificados: true }).success).toBe(true);
    expect(certificacoesSchema.safeParse({ certificados: [id], semCertificados: false }).success).toBe(true);
    expect(certificacoesSchema.safeParse({ certificados: [id], semCertificados: true }).success).toBe(false);
  });

  it('the terms must be accepted', () => {
    expect(messageOf(aceiteSchema.safeParse({ aceiteTermos: false }))).toBe('Você precisa aceitar os termos');
    expect(aceiteSchema.safeParse({ aceiteTermos: true }).success).toBe(true);
  });
});

describe('registration request', () => {
  const valid = {
    nomeCompleto: 'Joana Prado Lima',
    dataNascimento: '1985-03-15',
    genero: 'feminino',
    ...address,
    experiencia: '3–5 anos',
    precoHoraCentavos: 4550,
    competencias: ['Higiene'],
    disponibilidade: ['Manhã'],
    certificados: [],
    semCertificados: true,
    aceiteTermos: true,
  };

  it('accepts a complete registration and refuses extra or missing fields', () => {
    const schema = caregiverRegistrationSchema(TODAY);
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, password: 'x' }).success).toBe(false);
    // The wizard now asks the hourly rate (docs/product.md#caregiver-wizard): required, in centavos, above zero.
    expect(schema.safeParse({ ...valid, precoHoraCentavos: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...valid, precoHoraCentavos: 0 }).success).toBe(false);
    expect(schema.safeParse({ ...valid, precoHoraCentavos: 45.5 }).success).toBe(false);
    expect(messageOf(schema.safeParse({ ...valid, aceiteTermos: false }))).toBe('Você precisa aceitar os termos');
    expect(messageOf(schema.safeParse({ ...valid, semCertificados: false }))).toBe('Adicione ao menos um certificado ou marque que não possui');
    expect(messageOf(schema.safeParse({ ...valid, dataNascimento: '2010-01-01' }))).toBe('Você deve ter pelo menos 18 anos para se cadastrar');
  });

  it('writes the first bio from the experience', () => {
    expect(bioFromExperience('5+ anos')).toBe('Tenho mais de 5 anos de experiência como cuidador(a) de idosos.');
    expect(bioFromExperience('Nenhuma')).toContain('começando');
  });
});
