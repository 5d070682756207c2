import { describe, expect, it } from 'vitest';
import { relativeNotificationKind, relativeStatus } from './relatives';

describe('relativeNotificationKind', () => {
  it('tells arrivals and departures from late and no-show alerts by the visit key', () => {
    expect(relativeNotificationKind('visita', 'visita:chegada:r1')).toBe('chegadas');
    expect(relativeNotificationKind('visita', 'visita:saida:r1')).toBe('chegadas');
    expect(relativeNotificationKind('visita', 'visita:atraso:r1')).toBe('alertas');
    expect(relativeNotificationKind('visita', 'visita:falta:r1')).toBe('alertas');
    // The caregiver's own no-show notice and a visit notice without a key are never copied.
    expect(relativeNotificationKind('visita', 'visita:outra:r1')).toBeNull();
    expect(relativeNotificationKind('visita', undefined)).toBeNull();
  });

  it('copies booking changes, never messages, payments or reviews', () => {
    for (const tipo of ['reserva_aceita', 'reserva_recusada', 'reserva_cancelada', 'reserva_expirada', 'plano'] as const) expect(relativeNotificationKind(tipo, null)).toBe('reservas');
    for (const tipo of ['mensagem_nova', 'pagamento_confirmado', 'reembolso_realizado', 'avaliacao_recebida', 'advertencia', 'disputa', 'lembrete'] as const) expect(relativeNotificationKind(tipo, null)).toBeNull();
  });
});

describe('relativeStatus', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is active once accepted, invited until it expires, then expired', () => {
    expect(relativeStatus({ acceptedAt: new Date('2026-11-20T12:00:00Z'), expiresAt: new Date('2026-11-21T12:00:00Z') }, now)).toBe('ativo');
    expect(relativeStatus({ acceptedAt: null, expiresAt: new Date('2026-11-27T12:00:01Z') }, now)).toBe('convidado');
    expect(relativeStatus({ acceptedAt: null, expiresAt: now }, now)).toBe('expirado');
  });
});
