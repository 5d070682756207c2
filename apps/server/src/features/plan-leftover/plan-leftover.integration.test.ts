import { currentPlanResponseSchema } from '@cuidar/domain/checkout';
import { formatCentavos } from '@cuidar/domain/format';
import type { PlanProposalDto } from '@cuidar/domain/plan-care';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { emailOutbox, notificacoes, planLeftoverRefunds, receipts, user } from '../../db/schema';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { accountBalance, checkLedger, planReturnPosting, postTransaction } from '../ledger/service';
import { runPlanLeftoverRefunds, type PlanLeftoverDeps } from './service';

// What is left in a plan's account once the plan is over goes back to the card
// (docs/product.md#plan-care): a day after the end, once, under a key; money that comes back to the
// account later is refunded as the plan's next leftover refund; a provider failure is retried.

let ctx: TestContext;
// Monday 10 August 2026, 10:00 in São Paulo: the sandbox's paid period runs to 10 September, 10:00.
const T0 = new Date('2026-08-10T13:00:00Z');
const PERIOD_END = new Date('2026-09-10T13:00:00Z');
const hours = (n: number) => n * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
});
afterAll(async () => {
  await backgroundSettled();
  await ctx?.close();
});

/** Records what the provider was asked; fails the first `failures` calls. */
function recordingProvider(failures = 0) {
  const base = ctx.deps.payments!;
  const calls: Parameters<PaymentProvider['refundPlanLeftover']>[0][] = [];
  let toFail = failures;
  const provider: PaymentProvider = {
    ...base,
    async refundPlanLeftover(input) {
      calls.push(input);
      if (toFail > 0) {
        toFail--;
        throw new PaymentProviderError('falha simulada do provedor');
      }
      return base.refundPlanLeftover(input);
    },
  };
  return { provider, calls };
}

function jobDeps(payments: PaymentProvider): PlanLeftoverDeps {
  return { db: ctx.db, payments, logger: ctx.deps.logger, now: ctx.deps.now, mailer: ctx.deps.mailer, publicUrl: ctx.deps.env.PUBLIC_URL };
}

/** A quarterly plan (R$ 3.150,00 a month) with Ana on Mondays and Tuesdays, cancelled at the period's end. */
async function planWithAnaCancelled() {
  ctx.setNow(T0);
  const family = await signedInFamily(ctx);
  const { sessionId } = (await (await family.client.post('/api/checkout', { planId: 'quarterly' })).json()) as { sessionId: string };
  expect((await family.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
  const plan = currentPlanResponseSchema.parse(await (await family.client.get('/api/plans/current')).json()).plan!;
  const ana = await approvedCaregiver(ctx);
  expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [1, 2], turno: 'dia' })).status).toBe(201);
  const [proposal] = (await (await ana.client.get('/api/plan-proposals')).json()).proposals as PlanProposalDto[];
  const accepted = await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {});
  expect(accepted.status).toBe(200);
  const pedidoId = ((await accepted.json()) as { proposal: PlanProposalDto }).proposal.pedidoId!;
  expect((await family.client.post(`/api/plans/${plan.id}/cancel`, {})).status).toBe(200);
  return { family, plan, pedidoId };
}

describe('leftover of a plan that is over', () => {
  it('a day after the end, the account goes back to the card once, with the receipt, and the card of the plan shows it', async () => {
    const { family, plan } = await planWithAnaCancelled();
    const funds = () => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: family.id });
    // Nine shifts booked with Ana (R$ 150,00 each) left R$ 3.150,00 − R$ 1.350,00 in the account.
    expect(await funds()).toBe(315_000 - 9 * 15_000);
    const shown = currentPlanResponseSchema.parse(await (await family.client.get('/api/plans/current')).json()).plan!;
    expect(shown).toMatchObject({ status: 'cancel_at_period_end', accountBalanceCents: 180_000, leftoverRefunds: [] });

    const { provider, calls } = recordingProvider();
    // While the plan runs, and within a day of its end, nothing moves.
    ctx.setNow(new Date(PERIOD_END.getTime() - hours(1)));
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 0, refunded: 0, failed: 0 });
    ctx.setNow(new Date(PERIOD_END.getTime() + hours(23)));
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 0, refunded: 0, failed: 0 });
    expect(calls).toEqual([]);

    ctx.setNow(new Date(PERIOD_END.getTime() + hours(25)));
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 1, refunded: 1, failed: 0 });
    expect(calls).toEqual([
      { subscriptionRowId: plan.id, subscriptionId: expect.stringMatching(/^sub_sandbox_/), amountCents: 180_000, alreadyRefundedCents: 0, idempotencyKey: `plan_leftover-${plan.id}-1` },
    ]);
    expect(await funds()).toBe(0);
    // Again: nothing left, nothing asked.
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 0, refunded: 0, failed: 0 });
    expect(calls).toHaveLength(1);

    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `plan_leftover:${(await ctx.db.select().from(planLeftoverRefunds).where(eq(planLeftoverRefunds.subscriptionId, plan.id)))[0]!.id}`));
    expect(receipt).toMatchObject({ kind: 'plan_refund', ownerId: family.id, amountCents: 180_000, reason: 'sobra_do_plano' });
    const notices = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, family.id));
    expect(notices.find((n) => n.tipo === 'reembolso_realizado')?.mensagem).toContain(formatCentavos(180_000));
    await backgroundSettled();
    const [account] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, family.id));
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, account!.email));
    expect(mails.some((m) => m.text.includes(formatCentavos(180_000)))).toBe(true);

    const after = currentPlanResponseSchema.parse(await (await family.client.get('/api/plans/current')).json()).plan!;
    expect(after.status).toBe('canceled');
    expect(after.accountBalanceCents).toBe(0);
    expect(after.leftoverRefunds).toEqual([{ amountCents: 180_000, status: 'succeeded', late: false, requestedAt: expect.any(String), refundedAt: expect.any(String), teamMethod: null }]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('money back in the account after the refund is refunded next, counting what the first took; a provider failure is retried under the same key', async () => {
    const { family, plan, pedidoId } = await planWithAnaCancelled();
    ctx.setNow(new Date(PERIOD_END.getTime() + hours(25)));
    const first = recordingProvider();
    expect(await runPlanLeftoverRefunds(jobDeps(first.provider))).toMatchObject({ opened: 1, refunded: 1 });

    // A dispute about the last shift, decided later, gives R$ 75,00 back to the plan's account.
    ctx.setNow(new Date(PERIOD_END.getTime() + hours(30)));
    await ctx.db.transaction((tx) =>
      postTransaction(tx, planReturnPosting({ subscriptionId: plan.id, familiaId: family.id, pedidoId, amountCents: 7_500, at: ctx.deps.now(), idempotencyKey: `test:dispute:${pedidoId}` })),
    );
    const failing = recordingProvider(1);
    expect(await runPlanLeftoverRefunds(jobDeps(failing.provider))).toEqual({ opened: 1, refunded: 0, failed: 1 });
    const [pending] = await ctx.db.select().from(planLeftoverRefunds).where(eq(planLeftoverRefunds.idempotencyKey, `plan_leftover:${plan.id}:2`));
    expect(pending).toMatchObject({ sequence: 2, amountCents: 7_500, status: 'pending', attempts: 1, lastError: 'falha simulada do provedor' });
    // The family already sees it on its way, and late: the provider failed (our team sees it too).
    const meanwhile = currentPlanResponseSchema.parse(await (await family.client.get('/api/plans/current')).json()).plan!;
    expect(meanwhile.leftoverRefunds.map((r) => [r.amountCents, r.status, r.late])).toEqual([
      [180_000, 'succeeded', false],
      [7_500, 'pending', true],
    ]);

    expect(await runPlanLeftoverRefunds(jobDeps(failing.provider))).toEqual({ opened: 0, refunded: 1, failed: 0 });
    const expected = { subscriptionRowId: plan.id, subscriptionId: expect.stringMatching(/^sub_sandbox_/), amountCents: 7_500, alreadyRefundedCents: 180_000, idempotencyKey: `plan_leftover-${plan.id}-2` };
    expect(failing.calls).toEqual([expected, expected]);
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: family.id })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('one the provider takes as pending is followed by its id, never asked again, and done (with the receipt) only once it succeeds', async () => {
    const { family, plan } = await planWithAnaCancelled();
    ctx.setNow(new Date(PERIOD_END.getTime() + hours(25)));
    const base = ctx.deps.payments!;
    const asked: string[] = [];
    let state: 'pending' | 'succeeded' = 'pending';
    const provider: PaymentProvider = {
      ...base,
      async refundPlanLeftover(input) {
        asked.push(input.idempotencyKey);
        return { refundId: 're_taken_1,re_taken_2', amountCents: input.amountCents, pending: true };
      },
      async refundState(ids) {
        asked.push(`state:${ids}`);
        return state;
      },
    };
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 1, refunded: 0, failed: 0 });
    const [taken] = await ctx.db.select().from(planLeftoverRefunds).where(eq(planLeftoverRefunds.subscriptionId, plan.id));
    expect(taken).toMatchObject({ status: 'pending', providerRefundId: 're_taken_1,re_taken_2', lastError: null });
    expect(await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `plan_leftover:${taken!.id}`))).toEqual([]);
    const meanwhile = currentPlanResponseSchema.parse(await (await family.client.get('/api/plans/current')).json()).plan!;
    expect(meanwhile.leftoverRefunds.map((r) => [r.status, r.late])).toEqual([['pending', false]]);

    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 0, refunded: 0, failed: 0 });
    state = 'succeeded';
    expect(await runPlanLeftoverRefunds(jobDeps(provider))).toEqual({ opened: 0, refunded: 1, failed: 0 });
    expect(asked).toEqual([`plan_leftover-${plan.id}-1`, 'state:re_taken_1,re_taken_2', 'state:re_taken_1,re_taken_2']);
    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.sourceKey, `plan_leftover:${taken!.id}`));
    expect(receipt).toMatchObject({ providerReference: 're_taken_1,re_taken_2', amountCents: 180_000 });
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('two processes at once open one refund', async () => {
    const { family, plan } = await planWithAnaCancelled();
    ctx.setNow(new Date(PERIOD_END.getTime() + hours(25)));
    const { provider } = recordingProvider();
    const results = await Promise.all([runPlanLeftoverRefunds(jobDeps(provider)), runPlanLeftoverRefunds(jobDeps(provider))]);
    expect(results.reduce((sum, r) => sum + r.opened, 0)).toBe(1);
    const rows = await ctx.db.select().from(planLeftoverRefunds).where(eq(planLeftoverRefunds.subscriptionId, plan.id));
    expect(rows.map((r) => [r.sequence, r.amountCents, r.status])).toEqual([[1, 180_000, 'succeeded']]);
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: family.id })).toBe(0);
  });

  it('a running plan keeps its account', async () => {
    ctx.setNow(T0);
    const running = await signedInFamily(ctx);
    const { sessionId } = (await (await running.client.post('/api/checkout', { planId: 'monthly' })).json()) as { sessionId: string };
    expect((await running.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
    const plan = currentPlanResponseSchema.parse(await (await running.client.get('/api/plans/current')).json()).plan!;
    const before = await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: running.id });
    expect(before).toBeGreaterThan(0);
    // Two weeks on: the plan runs (the monthly plan's only period ends on 10 September).
    ctx.setNow(new Date(T0.getTime() + hours(24 * 14)));
    const { provider, calls } = recordingProvider();
    await runPlanLeftoverRefunds(jobDeps(provider));
    expect(calls.filter((c) => c.subscriptionRowId === plan.id)).toEqual([]);
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: plan.id, familiaId: running.id })).toBe(before);
  });

  it("the ledger's check reports a leftover refund without its posting", async () => {
    const [plan] = await ctx.db.select({ id: planLeftoverRefunds.subscriptionId }).from(planLeftoverRefunds).limit(1);
    const key = `plan_leftover:${plan!.id}:99`;
    await ctx.db.insert(planLeftoverRefunds).values({ subscriptionId: plan!.id, sequence: 99, amountCents: 1_000, idempotencyKey: key });
    try {
      expect((await checkLedger(ctx.db)).problems).toEqual([`sobra de plano ${key}: devolução 1000 ≠ razão sem lançamento`]);
    } finally {
      await ctx.db.delete(planLeftoverRefunds).where(eq(planLeftoverRefunds.idempotencyKey, key));
    }
  });
});
