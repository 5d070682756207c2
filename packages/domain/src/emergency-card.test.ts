import { describe, expect, it } from 'vitest';
import { describeHealthRead } from './account-settings';
import { emergencyCardSchema, emergencyCardWindow, filledEmergencyCardFields, isEmergencyCardOpen, telHref, type EmergencyCardDay } from './emergency-card';
import { maskAnyPhone } from './masks';

// A day 08:00–20:00 São Paulo (11:00–23:00 UTC) on 2026-03-10.
const day: EmergencyCardDay = {
  start: new Date('2026-03-10T11:00:00Z'),
  end: new Date('2026-03-10T23:00:00Z'),
  pedidoStatus: 'confirmada',
  cancelled: false,
  noShow: false,
};
const at = (iso: string) => new Date(iso);

describe('emergency card window', () => {
  it('opens exactly 2 hours before the start, not a minute earlier', () => {
    expect(isEmergencyCardOpen(day, at('2026-03-10T08:59:00Z'))).toBe(false);
    expect(isEmergencyCardOpen(day, at('2026-03-10T09:00:00Z'))).toBe(true);
    expect(isEmergencyCardOpen(day, at('2026-03-10T15:00:00Z'))).toBe(true);
  });

  it('stays open until the end of the day, and closes at it', () => {
    expect(isEmergencyCardOpen(day, at('2026-03-10T22:59:59Z'))).toBe(true);
    expect(isEmergencyCardOpen(day, at('2026-03-10T23:00:00Z'))).toBe(false);
    expect(isEmergencyCardOpen(day, at('2026-03-11T09:00:00Z'))).toBe(false);
  });

  it('a night shift stays open past midnight until its end the next morning', () => {
    const night = { ...day, start: new Date('2026-03-10T22:00:00Z'), end: new Date('2026-03-11T10:00:00Z') };
    expect(isEmergencyCardOpen(night, at('2026-03-11T03:30:00Z'))).toBe(true);
    expect(isEmergencyCardOpen(night, at('2026-03-11T10:00:00Z'))).toBe(false);
  });

  it('only a confirmed request opens it: pending, declined, expired, cancelled, awaiting payment and concluded do not', () => {
    for (const pedidoStatus of ['pendente', 'recusada', 'expirada', 'cancelada', 'aguardando_pagamento', 'concluida']) {
      expect(isEmergencyCardOpen({ ...day, pedidoStatus }, at('2026-03-10T15:00:00Z'))).toBe(false);
    }
  });

  it('a day cancelled on its own or recorded as a no-show does not open it', () => {
    expect(isEmergencyCardOpen({ ...day, cancelled: true }, at('2026-03-10T15:00:00Z'))).toBe(false);
    expect(isEmergencyCardOpen({ ...day, noShow: true }, at('2026-03-10T15:00:00Z'))).toBe(false);
  });

  it('says when it opens and closes', () => {
    expect(emergencyCardWindow(day)).toEqual({ opensAt: at('2026-03-10T09:00:00Z'), closesAt: day.end });
  });
});

describe('emergency card form', () => {
  const valid = {
    alergias: ' Dipirona ',
    medicamentos: [{ nome: 'Losartana', dose: '50 mg', horario: '8h e 20h' }],
    planoOperadora: 'Unimed',
    planoNumero: '0 123 456789',
    medicoNome: 'Dra. Ana',
    medicoTelefone: '(11) 3456-7890',
    medicoEspecialidade: 'Geriatria',
    contatos: [{ nome: 'Helena', relacao: 'Filha', telefone: '(11) 98765-4321' }],
  };

  it('accepts a full card, trimming text; mobile and landline phones', () => {
    const parsed = emergencyCardSchema.parse(valid);
    expect(parsed.alergias).toBe('Dipirona');
    expect(parsed.medicoTelefone).toBe('(11) 3456-7890');
  });

  it('needs at least one contact and allows a few at most, each with name, relation and phone', () => {
    expect(emergencyCardSchema.safeParse({ ...valid, contatos: [] }).error?.issues[0]?.message).toBe('Informe pelo menos um contato de emergência');
    const five = Array.from({ length: 5 }, () => valid.contatos[0]!);
    expect(emergencyCardSchema.safeParse({ ...valid, contatos: five }).error?.issues[0]?.message).toBe('No máximo 4 contatos');
    const noRelation = emergencyCardSchema.safeParse({ ...valid, contatos: [{ nome: 'Helena', relacao: ' ', telefone: '(11) 98765-4321' }] });
    expect(noRelation.error?.issues[0]).toMatchObject({ path: ['contatos', 0, 'relacao'], message: 'Informe o parentesco ou a relação' });
  });

  it('refuses a malformed phone with the Portuguese message; the doctor’s phone may be empty', () => {
    const bad = emergencyCardSchema.safeParse({ ...valid, contatos: [{ ...valid.contatos[0], telefone: '11987654321' }] });
    expect(bad.error?.issues[0]?.message).toBe('Telefone inválido. Formato: (XX) XXXXX-XXXX ou (XX) XXXX-XXXX');
    expect(emergencyCardSchema.safeParse({ ...valid, medicoTelefone: '' }).success).toBe(true);
    expect(emergencyCardSchema.safeParse({ ...valid, medicoTelefone: '(11) 1234' }).success).toBe(false);
  });

  it('refuses unknown fields and a medication without a name', () => {
    expect(emergencyCardSchema.safeParse({ ...valid, familiaId: 'x' }).success).toBe(false);
    expect(emergencyCardSchema.safeParse({ ...valid, medicamentos: [{ nome: '', dose: '', horario: '' }] }).error?.issues[0]?.message).toBe('Informe o nome do remédio');
  });

  it('masks phones as they are typed and makes tap-to-call links', () => {
    expect(maskAnyPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskAnyPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskAnyPhone('113')).toBe('(11) 3');
    expect(telHref('(11) 98765-4321')).toBe('tel:+5511987654321');
  });

  it('logs only the parts that were filled in, and the family reads them in words', () => {
    const card = { ...emergencyCardSchema.parse(valid), alergias: '', planoOperadora: '', planoNumero: '' };
    expect(filledEmergencyCardFields(card)).toEqual(['cartaoMedicamentos', 'cartaoMedico', 'cartaoContatos']);
    expect(describeHealthRead(['cartaoMedicamentos', 'cartaoMedico', 'cartaoContatos'])).toBe('abriu o cartão de emergência (remédios em uso, médico e contatos de emergência)');
    expect(describeHealthRead(['pacienteNome', 'pacienteIdade'])).toBe('viu nome do paciente e idade');
  });
});
