import { describe, expect, it } from 'vitest';
import {
  antecedentesValidUntil,
  cpfSchema,
  findTransition,
  isValidCpf,
  isVisibleToFamilies,
  maskCpf,
  maskedCpf,
  VERIFICATION_STATES,
  VERIFICATION_TRANSITIONS,
  type VerificationActor,
} from './verification';

describe('CPF', () => {
  it('accepts numbers whose two check digits are right, masked or not', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35']) expect(isValidCpf(cpf), cpf).toBe(true);
  });
  it('refuses a wrong check digit, repeated digits and other lengths', () => {
    for (const cpf of ['529.982.247-24', '529.982.247-15', '111.111.111-11', '000.000.000-00', '5299822472', '529982247251', '']) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });
  it('masks as typed, stores digits, and shows only the middle', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299')).toBe('529.9');
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.safeParse('529.982.247-24').error?.issues[0]?.message).toBe('CPF inválido. Confira os números.');
    expect(maskedCpf('52998224725')).toBe('***.982.247-**');
  });
});

describe('verification states', () => {
  it('lets each actor make only its own moves', () => {
    const actors: VerificationActor[] = ['cuidador', 'operador', 'sistema'];
    for (const from of VERIFICATION_STATES) {
      for (const to of VERIFICATION_STATES) {
        for (const by of actors) {
          const allowed = findTransition(from, to, by);
          const listed = VERIFICATION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);
          expect(Boolean(allowed), `${from} → ${to} by ${by}`).toBe(listed);
        }
      }
    }
    expect(findTransition('em_analise', 'aprovado', 'operador')).toBeDefined();
    expect(findTransition('em_analise', 'aprovado', 'cuidador')).toBeUndefined();
    expect(findTransition('cadastro_incompleto', 'aprovado', 'operador')).toBeUndefined();
    expect(findTransition('aprovado', 'verificacao_vencida', 'sistema')).toBeDefined();
    expect(findTransition('suspenso', 'aprovado', 'cuidador')).toBeUndefined();
  });
  it('asks for a reason on every refusal, suspension and lifting', () => {
    for (const t of VERIFICATION_TRANSITIONS) {
      expect(t.needsReason, `${t.from} → ${t.to}`).toBe(t.to === 'reprovado' || t.to === 'suspenso' || t.from === 'suspenso');
    }
  });
  it('shows only approved caregivers to families', () => {
    expect(VERIFICATION_STATES.filter(isVisibleToFamilies)).toEqual(['aprovado']);
  });
  it('keeps a criminal-records certificate valid for 90 days, across months and leap years', () => {
    expect(antecedentesValidUntil('2026-11-24')).toBe('2027-02-22');
    expect(antecedentesValidUntil('2027-12-31')).toBe('2028-03-30');
  });
});
