import { describe, expect, it } from 'vitest';
import { addSkill, caregiverProfileFormSchema, caregiverProfileUpdateSchema, centsToInputValue, isLargeRateChange, normalizeSkill, parseHourlyRate } from './caregiver-profile';

const form = {
  firstName: 'Renata',
  lastName: 'Alves',
  bio: 'Cuido de idosos há 10 anos.',
  genero: 'feminino',
  precoHora: '55,50',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  competencias: ['Higiene pessoal'],
  disponibilidade: ['Manhã'],
};

describe('skills typed one at a time', () => {
  it('trims, ignores blanks and duplicates', () => {
    expect(normalizeSkill('  Banho   no leito ')).toBe('Banho no leito');
    expect(normalizeSkill('   ')).toBeNull();
    expect(addSkill([], '   ')).toEqual({ ok: false, reason: 'blank' });
    expect(addSkill(['Companhia'], ' Banho ')).toEqual({ ok: true, skills: ['Companhia', 'Banho'] });
    expect(addSkill(['Companhia'], 'companhia')).toMatchObject({ ok: false, reason: 'duplicate', message: 'Essa competência já está na lista' });
    expect(addSkill([], 'x'.repeat(61))).toMatchObject({ ok: false, reason: 'too-long' });
    expect(addSkill(Array.from({ length: 20 }, (_, i) => `s${i}`), 'mais uma')).toMatchObject({ ok: false, reason: 'too-many' });
  });
});

describe('hourly price', () => {
  const min = 2000;
  it('reads pt-BR money in centavos (45,50 is R$ 45,50, never R$ 4.550,00)', () => {
    expect(parseHourlyRate('45,50', min)).toEqual({ cents: 4550 });
    expect(parseHourlyRate('45', min)).toEqual({ cents: 4500 });
    expect(parseHourlyRate('1.234,56', min)).toEqual({ cents: 123456 });
    expect(parseHourlyRate('55.5', min)).toEqual({ cents: 5550 });
    expect(parseHourlyRate('R$ 20,00', min)).toEqual({ cents: 2000 });
  });

  it('refuses R$ 0, anything below the minimum, the empty field, nonsense and typos of extra zeros', () => {
    expect(parseHourlyRate('0', min)).toEqual({ error: 'O preço por hora deve ser de pelo menos R$\u00a020,00' });
    expect(parseHourlyRate('0', 0)).toEqual({ error: 'O preço por hora deve ser de pelo menos R$\u00a00,01' });
    expect(parseHourlyRate('19,99', min)).toEqual({ error: 'O preço por hora deve ser de pelo menos R$\u00a020,00' });
    expect(parseHourlyRate('-1', min)).toEqual({ error: 'O preço por hora deve ser de pelo menos R$\u00a020,00' });
    expect(parseHourlyRate('', min)).toEqual({ error: 'Preço por hora é obrigatório' });
    expect(parseHourlyRate('10,005', min)).toEqual({ error: 'Informe um preço válido, por exemplo 50,00' });
    expect(parseHourlyRate('abc', min)).toEqual({ error: 'Informe um preço válido, por exemplo 50,00' });
    expect(parseHourlyRate('10.000,01', min)).toEqual({ error: 'O preço por hora deve ser de no máximo R$ 10.000,00' });
    expect(centsToInputValue(5550)).toBe('55,50');
  });

  it('asks for confirmation when the rate moves by more than half', () => {
    expect(isLargeRateChange(5000, 7500)).toBe(false);
    expect(isLargeRateChange(5000, 7501)).toBe(true);
    expect(isLargeRateChange(5000, 2500)).toBe(false);
    expect(isLargeRateChange(5000, 2499)).toBe(true);
    expect(isLargeRateChange(5000, 5000)).toBe(false);
  });
});

describe('profile schemas', () => {
  it('turns the form into the API body', () => {
    const result = caregiverProfileFormSchema(2000).safeParse(form);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ precoHoraCentavos: 5550, firstName: 'Renata', estado: 'SP' });
    expect(result.data).not.toHaveProperty('precoHora');
    expect(caregiverProfileUpdateSchema.safeParse(result.data).success).toBe(true);
  });

  it('requires first name, last name and price', () => {
    const issues = caregiverProfileFormSchema(2000).safeParse({ ...form, firstName: ' ', lastName: '', precoHora: '' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Nome é obrigatório', 'Sobrenome é obrigatório', 'Preço por hora é obrigatório']),
    );
  });

  it('refuses on the server what the form would refuse', () => {
    const body = { ...form, precoHora: undefined, precoHoraCentavos: 5000 };
    delete (body as Record<string, unknown>).precoHora;
    expect(caregiverProfileUpdateSchema.safeParse(body).success).toBe(true);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, precoHoraCentavos: -1 }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, precoHoraCentavos: 0 }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, precoHoraCentavos: 50.5 }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, competencias: ['a', 'A'] }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, competencias: ['  '] }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, rating: 5 }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, estado: 'ZZ' }).success).toBe(false);
    expect(caregiverProfileUpdateSchema.safeParse({ ...body, estado: '' }).success).toBe(true);
  });
});
