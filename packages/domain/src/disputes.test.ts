import { describe, expect, it } from 'vitest';
import { decideDisputeSchema, disputeWindow, settleDispute } from './disputes';

const end = new Date('2026-12-10T21:00:00.000Z');
const h = (n: number) => new Date(end.getTime() + n * 3_600_000);

describe('disputeWindow', () => {
  const day = { id: 'd1', end, settled: false };

  it('opens when the day ends and closes 48 h later, when its money is due', () => {
    expect(disputeWindow([day], h(-0.01)).dayIds).toEqual([]);
    expect(disputeWindow([day], end)).toEqual({ dayIds: ['d1'], deadline: h(48) });
    expect(disputeWindow([day], h(47.99)).dayIds).toEqual(['d1']);
    expect(disputeWindow([day], h(48))).toEqual({ dayIds: [], deadline: null });
  });

  it('leaves out a day whose money already moved', () => {
    expect(disputeWindow([{ ...day, settled: true }], h(1)).dayIds).toEqual([]);
  });

  it('covers every day still inside its window; the deadline follows the latest', () => {
    const days = [{ id: 'd0', end: h(-24), settled: false }, day, { id: 'd2', end: h(24), settled: false }, { id: 'old', end: h(-49), settled: false }];
    expect(disputeWindow(days, h(1))).toEqual({ dayIds: ['d0', 'd1'], deadline: h(48) });
  });
});

describe('settleDispute', () => {
  const held = { subtotalCents: 22_501, feeCents: 2_250 };
  const total = 24_751;
  const sum = (s: ReturnType<typeof settleDispute>) => s.refundCents + s.toCaregiverCents + s.feeCents;

  it('refund all: everything back, fee included', () => {
    expect(settleDispute(held, 'reembolso_total')).toEqual({ refundCents: total, toCaregiverCents: 0, feeCents: 0 });
  });

  it('release: as the days would have been released', () => {
    expect(settleDispute(held, 'liberado')).toEqual({ refundCents: 0, toCaregiverCents: 22_501, feeCents: 2_250 });
  });

  it('refund part: the fee follows the released rest in proportion, rounded half up to the centavo', () => {
    const s = settleDispute(held, 'reembolso_parcial', 10_000);
    // rest 14 751 × 2 250 / 24 751 = 1 340.95… → 1 341
    expect(s).toEqual({ refundCents: 10_000, toCaregiverCents: 14_751 - 1_341, feeCents: 1_341 });
    expect(sum(s)).toBe(total);
  });

  it('refund part equal to what is held: nothing left to release', () => {
    expect(settleDispute(held, 'reembolso_parcial', total)).toEqual({ refundCents: total, toCaregiverCents: 0, feeCents: 0 });
  });

  it('never loses a centavo, whatever the amount', () => {
    for (const refund of [1, 2, 333, 12_345, 24_750]) expect(sum(settleDispute(held, 'reembolso_parcial', refund))).toBe(total);
  });

  it('refuses a partial refund of nothing or more than is held', () => {
    expect(() => settleDispute(held, 'reembolso_parcial', 0)).toThrow(RangeError);
    expect(() => settleDispute(held, 'reembolso_parcial', total + 1)).toThrow(RangeError);
  });
});

describe('decideDisputeSchema', () => {
  it('reads the amount as typed in R$', () => {
    expect(decideDisputeSchema.parse({ decisao: 'reembolso_parcial', valor: '1.234,56', nota: 'Metade do dia.' })).toEqual({ decisao: 'reembolso_parcial', nota: 'Metade do dia.', reembolsoCentavos: 123_456 });
    expect(decideDisputeSchema.parse({ decisao: 'reembolso_parcial', valor: 'R$ 150', nota: 'x' }).reembolsoCentavos).toBe(15_000);
  });

  it('needs a valid amount for a partial refund, and a note for every decision', () => {
    const bad = decideDisputeSchema.safeParse({ decisao: 'reembolso_parcial', valor: '12,345', nota: 'x' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['valor']);
    expect(decideDisputeSchema.safeParse({ decisao: 'liberado', nota: '   ' }).success).toBe(false);
    expect(decideDisputeSchema.parse({ decisao: 'liberado', valor: 'ignored', nota: 'ok' }).reembolsoCentavos).toBeNull();
  });
});
