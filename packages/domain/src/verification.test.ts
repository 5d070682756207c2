import { describe, expect, it } from 'vitest';
import {
  antecedentesValidUntil,
  cpfSchema,
  canSendRenewal,
  findTransition,
  renewalDecisionSchema,
  renewalFieldsSchema,
  stateAfterRenewalDecision,
  stateAfterRenewalSent,
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
          for (const via of ['revisao', 'renovacao'] as const) {
            const allowed = findTransition(from, to, by, via);
            const listed = VERIFICATION_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by && (t.via ?? 'revisao') === via);
            expect(Boolean(allowed), `${from} → ${to} by ${by} (${via})`).toBe(listed);
          }
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
      const renewalRefused = t.via === 'renovacao' && t.by === 'operador' && t.to === 'verificacao_vencida';
      expect(t.needsReason, `${t.from} → ${t.to}`).toBe(t.to === 'reprovado' || t.to === 'suspenso' || t.from === 'suspenso' || renewalRefused);
    }
  });
});

describe('renewal of the criminal-records certificate', () => {
  it('allows the renewal moves only when the caller decides a renewal, and only to their actor', () => {
    // The caregiver sends it after expiry; the operator accepts or refuses.
    expect(findTransition('verificacao_vencida', 'em_analise', 'cuidador', 'renovacao')).toBeDefined();
    expect(findTransition('em_analise', 'aprovado', 'operador', 'renovacao')).toMatchObject({ needsReason: false });
    expect(findTransition('em_analise', 'verificacao_vencida', 'operador', 'renovacao')).toMatchObject({ needsReason: true });
    expect(findTransition('verificacao_vencida', 'aprovado', 'operador', 'renovacao')).toBeDefined();
    // Nobody else may make them, and a whole review may not borrow them.
    expect(findTransition('em_analise', 'aprovado', 'cuidador', 'renovacao')).toBeUndefined();
    expect(findTransition('verificacao_vencida', 'aprovado', 'sistema', 'renovacao')).toBeUndefined();
    expect(findTransition('verificacao_vencida', 'em_analise', 'operador', 'renovacao')).toBeUndefined();
    expect(findTransition('em_analise', 'verificacao_vencida', 'operador')).toBeUndefined();
    expect(findTransition('verificacao_vencida', 'aprovado', 'operador')).toBeUndefined();
    // A renewal never approves from a state that was not verified before.
    for (const from of ['cadastro_incompleto', 'reprovado', 'suspenso'] as const) {
      expect(findTransition(from, 'aprovado', 'operador', 'renovacao'), from).toBeUndefined();
    }
  });
  it('may be sent only while approved or expired; approved stays put, expired goes to review', () => {
    expect(VERIFICATION_STATES.filter(canSendRenewal)).toEqual(['aprovado', 'verificacao_vencida']);
    expect(stateAfterRenewalSent('aprovado')).toBeNull();
    expect(stateAfterRenewalSent('verificacao_vencida')).toBe('em_analise');
    expect(() => stateAfterRenewalSent('em_analise')).toThrow();
  });
  it('decides where the caregiver goes: acceptance restores, refusal keeps the old validity', () => {
    expect(stateAfterRenewalDecision('aprovado', true)).toBeNull();
    expect(stateAfterRenewalDecision('aprovado', false)).toBeNull();
    expect(stateAfterRenewalDecision('em_analise', true)).toBe('aprovado');
    expect(stateAfterRenewalDecision('em_analise', false)).toBe('verificacao_vencida');
    expect(stateAfterRenewalDecision('verificacao_vencida', true)).toBe('aprovado');
    expect(stateAfterRenewalDecision('verificacao_vencida', false)).toBeNull();
    expect(stateAfterRenewalDecision('suspenso', true)).toBeNull();
    expect(stateAfterRenewalDecision('reprovado', true)).toBeUndefined();
    expect(stateAfterRenewalDecision('cadastro_incompleto', false)).toBeUndefined();
    // Every move a decision asks for is one the operator may make as a renewal.
    for (const state of VERIFICATION_STATES) {
      for (const accepted of [true, false]) {
        const to = stateAfterRenewalDecision(state, accepted);
        if (to) expect(findTransition(state, to, 'operador', 'renovacao'), `${state} ${accepted}`).toBeDefined();
      }
    }
  });
  it('asks the operator for a reason to refuse, from the renewal list', () => {
    expect(renewalDecisionSchema.safeParse({ acao: 'aceitar' }).success).toBe(true);
    expect(renewalDecisionSchema.safeParse({ acao: 'recusar' }).success).toBe(false);
    expect(renewalDecisionSchema.safeParse({ acao: 'recusar', motivo: 'denuncia_procedente' }).success).toBe(false);
    expect(renewalDecisionSchema.safeParse({ acao: 'recusar', motivo: 'documento_ilegivel', observacao: 'Cortada.' }).success).toBe(true);
  });
  it('checks the issue date without crashing on an empty or malformed one', () => {
    const schema = renewalFieldsSchema('2026-11-24');
    expect(schema.safeParse({ emitidoEm: '' }).success).toBe(false);
    expect(schema.safeParse({ emitidoEm: '24/11/2026' }).success).toBe(false);
    expect(schema.safeParse({ emitidoEm: '2026-11-25' }).success).toBe(false);
    expect(schema.safeParse({ emitidoEm: '2026-08-25' }).success).toBe(false);
    expect(schema.safeParse({ emitidoEm: '2026-08-26' }).success).toBe(true);
  });
  it('shows only approved caregivers to families', () => {
    expect(VERIFICATION_STATES.filter(isVisibleToFamilies)).toEqual(['aprovado']);
  });
  it('keeps a criminal-records certificate valid for 90 days, across months and leap years', () => {
    expect(antecedentesValidUntil('2026-11-24')).toBe('2027-02-22');
    expect(antecedentesValidUntil('2027-12-31')).toBe('2028-03-30');
  });
});
