import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  canCancelPlan,
  canRefundPlan,
  createCheckoutSchema,
  effectivePlanStatus,
  nextChargeAt,
  withdrawalDeadline,
} from './checkout';
import { findPlan, PLANS } from './plans';

const at = (iso: string) => new Date(iso);

describe('addMonthsUtc', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonthsUtc(at('2026-03-15T13:45:10Z'), 1).toISOString()).toBe('2026-04-15T13:45:10.000Z');
    expect(addMonthsUtc(at('2026-03-15T13:45:10Z'), 6).toISOString()).toBe('2026-09-15T13:45:10.000Z');
  });

  it('clamps to the last day of a shorter month and crosses the year', () => {
    expect(addMonthsUtc(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(at('2026-01-31T10:00:00Z'), 3).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(addMonthsUtc(at('2026-10-31T23:30:00Z'), 6).toISOString()).toBe('2027-04-30T23:30:00.000Z');
  });
});

describe('plan status and rights', () => {
  const activatedAt = at('2026-05-01T12:00:00Z');
  const active = { status: 'active' as const, activatedAt, currentPeriodEnd: at('2026-06-01T12:00:00Z'), endsAt: at('2026-11-01T12:00:00Z') };

  it('gives 7 days to withdraw, counted from the payment', () => {
    expect(withdrawalDeadline(activatedAt).toISOString()).toBe('2026-05-08T12:00:00.000Z');
    expect(canRefundPlan(active, at('2026-05-08T11:59:59Z'))).toBe(true);
    expect(canRefundPlan(active, at('2026-05-08T12:00:00Z'))).toBe(false);
    expect(canRefundPlan({ ...active, status: 'cancel_at_period_end' }, at('2026-05-03T00:00:00Z'))).toBe(true);
    expect(canRefundPlan({ ...active, status: 'refunded' }, at('2026-05-03T00:00:00Z'))).toBe(false);
    expect(canRefundPlan({ ...active, status: 'pending', activatedAt: null }, at('2026-05-03T00:00:00Z'))).toBe(false);
  });

  it('shows a plan past its end as ended, even before the provider says so', () => {
    expect(effectivePlanStatus(active, at('2026-07-01T00:00:00Z'))).toBe('active');
    expect(effectivePlanStatus(active, at('2026-11-01T12:00:00Z'))).toBe('canceled');
    const cancelling = { ...active, status: 'cancel_at_period_end' as const };
    expect(effectivePlanStatus(cancelling, at('2026-05-31T00:00:00Z'))).toBe('cancel_at_period_end');
    expect(effectivePlanStatus(cancelling, at('2026-06-01T12:00:00Z'))).toBe('canceled');
  });

  it('knows the next charge while the plan runs past the current period', () => {
    expect(nextChargeAt(active, at('2026-05-10T00:00:00Z'))?.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(nextChargeAt({ ...active, currentPeriodEnd: at('2026-11-01T12:00:00Z') }, at('2026-10-10T00:00:00Z'))).toBeNull();
    expect(nextChargeAt({ ...active, status: 'cancel_at_period_end' }, at('2026-05-10T00:00:00Z'))).toBeNull();
  });

  it('lets only an active plan be cancelled at the end of the period', () => {
    expect(canCancelPlan(active, at('2026-05-10T00:00:00Z'))).toBe(true);
    expect(canCancelPlan({ ...active, status: 'cancel_at_period_end' }, at('2026-05-10T00:00:00Z'))).toBe(false);
    expect(canCancelPlan(active, at('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('createCheckoutSchema', () => {
  it('accepts only a known plan id and nothing else', () => {
    expect(createCheckoutSchema.parse({ planId: 'biannual' })).toEqual({ planId: 'biannual' });
    const unknown = createCheckoutSchema.safeParse({ planId: 'lifetime' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe('Selecione um plano válido para continuar');
    expect(createCheckoutSchema.safeParse({ planId: 'monthly', monthlyValue: 1 }).success).toBe(false);
  });

  it('every plan bills its 12 h total in equal monthly amounts', () => {
    for (const plan of PLANS) expect(plan.monthlyValueCents * plan.durationMonths).toBe(plan.price12hCents);
    expect(findPlan('biannual')?.monthlyValueCents).toBe(304500);
  });
});
