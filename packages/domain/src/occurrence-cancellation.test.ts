import { describe, expect, it } from 'vitest';
import { settleCancellation } from './cancellation-policy';
import { isReasonOf, occurrenceCancelSchema, settleOccurrenceCancellation } from './occurrence-cancellation';

// The days of a series cancelled on their own are settled by the whole-booking policy on exactly
// those days (docs/product.md#series-cancel): no second policy.

const hour = 3_600_000;
const now = new Date('2026-12-01T12:00:00Z');
const dayAt = (hoursAhead: number) => ({ start: new Date(now.getTime() + hoursAhead * hour), subtotalCents: 20_000, feeCents: 2_000 });

describe('settleOccurrenceCancellation', () => {
  it('once accepted, is settleCancellation over the chosen days: the 24 h rule and the half day read the first of them', () => {
    const days = [dayAt(2), dayAt(50), dayAt(170)];
    const late = settleOccurrenceCancellation({ days, now, cancelledBy: 'familia', accepted: true });
    expect(late).toEqual(settleCancellation({ days, now, cancelledBy: 'familia' }));
    expect(late).toMatchObject({ rule: 'familia_tardia', toCaregiverCents: 10_000, feeKeptCents: 6_000, refundToFamilyCents: 50_000 });
    // Without the day starting soon, everything of the rest comes back.
    expect(settleOccurrenceCancellation({ days: days.slice(1), now, cancelledBy: 'familia', accepted: true })).toMatchObject({ rule: 'familia_antecedencia', refundToFamilyCents: 44_000 });
    expect(settleOccurrenceCancellation({ days, now, cancelledBy: 'cuidador', accepted: true })).toMatchObject({ rule: 'cuidador', refundToFamilyCents: 66_000, toCaregiverCents: 0 });
  });

  it('before acceptance gives everything of those days back, whoever cancels', () => {
    for (const cancelledBy of ['familia', 'cuidador'] as const) {
      expect(settleOccurrenceCancellation({ days: [dayAt(2)], now, cancelledBy, accepted: false })).toMatchObject({ rule: 'antes_do_aceite', refundToFamilyCents: 22_000, toCaregiverCents: 0, feeKeptCents: 0 });
    }
  });

  it('refuses a day that has started (its start counts as started)', () => {
    expect(() => settleOccurrenceCancellation({ days: [dayAt(0)], now, cancelledBy: 'familia', accepted: true })).toThrow(RangeError);
  });
});

describe('the request', () => {
  it('needs a scope, a reason, and words for "outro"; each side only its own reasons', () => {
    expect(occurrenceCancelSchema.safeParse({ escopo: 'dia', motivoCodigo: 'mudanca_de_planos' }).success).toBe(true);
    expect(occurrenceCancelSchema.safeParse({ escopo: 'tudo', motivoCodigo: 'mudanca_de_planos' }).success).toBe(false);
    expect(occurrenceCancelSchema.safeParse({ escopo: 'seguintes', motivoCodigo: 'outro' }).success).toBe(false);
    expect(isReasonOf('familia', 'paciente_internado')).toBe(true);
    expect(isReasonOf('familia', 'transporte')).toBe(false);
    expect(isReasonOf('cuidador', 'transporte')).toBe(true);
  });
});
