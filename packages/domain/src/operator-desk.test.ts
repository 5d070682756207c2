import { describe, expect, it } from 'vitest';
import { checkItemSchema, decisionSchema, formatWait, missingForCheck, queueQuerySchema } from './operator-desk';

describe('operator desk rules', () => {
  it('says how long someone has waited', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(formatWait('2026-11-24T11:30:00Z', now)).toBe('há menos de 1 hora');
    expect(formatWait('2026-11-24T11:00:00Z', now)).toBe('há 1 hora');
    expect(formatWait('2026-11-24T02:00:00Z', now)).toBe('há 10 horas');
    expect(formatWait('2026-11-23T11:00:00Z', now)).toBe('há 1 dia');
    expect(formatWait('2026-11-14T12:00:00Z', now)).toBe('há 10 dias');
  });

  it('asks a note of the references and the interview, and a date of the interview', () => {
    expect(missingForCheck('documentos_conferem', { nota: null, realizadaEm: null })).toBeNull();
    expect(missingForCheck('referencia_2', { nota: null, realizadaEm: null })).toBe('nota');
    expect(missingForCheck('entrevista', { nota: 'ok', realizadaEm: null })).toBe('realizadaEm');
    expect(missingForCheck('entrevista', { nota: null, realizadaEm: '2026-11-20' })).toBe('nota');
    expect(checkItemSchema.parse({ feito: true, nota: '  ' })).toEqual({ feito: true, nota: null, realizadaEm: null });
  });

  it('requires a reason for every decision but approval, and a text for a refusal', () => {
    expect(decisionSchema.safeParse({ acao: 'aprovar', de: 'em_analise' }).success).toBe(true);
    expect(decisionSchema.safeParse({ acao: 'suspender', de: 'aprovado' }).success).toBe(false);
    expect(decisionSchema.safeParse({ acao: 'suspender', de: 'aprovado', motivo: 'conduta_inadequada' }).success).toBe(true);
    expect(decisionSchema.safeParse({ acao: 'reprovar', de: 'em_analise', motivo: 'outro' }).success).toBe(false);
    expect(decisionSchema.safeParse({ acao: 'reprovar', de: 'em_analise', motivo: 'outro', observacao: 'Falta a certidão.' }).success).toBe(true);
  });

  it('reads the queue filters with defaults', () => {
    expect(queueQuerySchema.parse({})).toEqual({ estado: 'em_analise', espera: 'todos', pagina: 1 });
    expect(queueQuerySchema.safeParse({ pagina: '0' }).success).toBe(false);
  });
});
