import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, refusalOf, type TestContext } from '../../../test/helpers';
import { createBooking, createCaregiver, createFamily } from '../../db/factories';
import { insertEntries, insertTransactions, ensureAccounts } from './repository';
import { accountBalance, accountSpec, checkLedger, paymentPosting, postTransaction, refundPosting, releasePosting, UnbalancedTransactionError } from './service';

// The ledger's own rules, in code and in the database: balanced transactions, idempotent keys,
// escrow never negative, append-only rows (docs/decisions/0033).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function booking() {
  const familia = await createFamily(ctx.db);
  const cuidador = await createCaregiver(ctx.db);
  const pedido = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: cuidador.id, dataInicio: addDaysToDate(todayInSaoPaulo(), 3) });
  return { familiaId: familia.id, cuidadorId: cuidador.id, pedidoId: pedido.id };
}

describe('posting to the ledger', () => {
  it('moves money once per key and keeps escrow = paid − refunded − released', async () => {
    const b = await booking();
    const at = new Date();
    const pay = paymentPosting({ ...b, amountCents: 24_200, providerPaymentRef: `pi_${b.pedidoId}`, paymentEventId: null, at });
    expect(await ctx.db.transaction((tx) => postTransaction(tx, pay))).toBe(true);
    expect(await ctx.db.transaction((tx) => postTransaction(tx, pay))).toBe(false);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: b.pedidoId })).toBe(24_200);
    expect(await accountBalance(ctx.db, { kind: 'family_payments', familiaId: b.familiaId })).toBe(-24_200);

    await ctx.db.transaction((tx) => postTransaction(tx, releasePosting({ ...b, reservaId: b.pedidoId, subtotalCents: 22_000, feeCents: 2_200, at })));
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: b.pedidoId })).toBe(0);
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: b.cuidadorId })).toBe(22_000);
    const mine = (await checkLedger(ctx.db)).problems.filter((p) => p.includes(b.pedidoId));
    // Balanced and consistent; only the missing provider payment row (written by the test by hand) is reported.
    expect(mine).toEqual([`pedido ${b.pedidoId}: pagamentos confirmados 0 ≠ razão 24200`]);
  });

  it('refuses an unbalanced posting in code', async () => {
    const b = await booking();
    const posting = { ...paymentPosting({ ...b, amountCents: 100, providerPaymentRef: 'x', paymentEventId: null, at: new Date() }) };
    const unbalanced = { ...posting, entries: [posting.entries[0]!, { ...posting.entries[1]!, amountCents: 99 }] };
    await expect(ctx.db.transaction((tx) => postTransaction(tx, unbalanced))).rejects.toBeInstanceOf(UnbalancedTransactionError);
    await expect(ctx.db.transaction((tx) => postTransaction(tx, { ...posting, entries: [posting.entries[1]!] }))).rejects.toBeInstanceOf(UnbalancedTransactionError);
  });

  it('refuses, at commit, an unbalanced transaction written around the code', async () => {
    const b = await booking();
    const attempt = ctx.db.transaction(async (tx) => {
      const accounts = await ensureAccounts(tx, [accountSpec({ kind: 'escrow', pedidoId: b.pedidoId }), accountSpec({ kind: 'family_payments', familiaId: b.familiaId })]);
      const ids = await insertTransactions(tx, [{ idempotencyKey: `bad:${b.pedidoId}`, kind: 'payment', pedidoId: b.pedidoId, paymentEventId: null, occurredAt: new Date() }]);
      const transactionId = ids.get(`bad:${b.pedidoId}`)!;
      await insertEntries(tx, [
        { transactionId, accountId: accounts.get(`escrow:${b.pedidoId}`)!, amountCents: 500 },
        { transactionId, accountId: accounts.get(`family_payments:${b.familiaId}`)!, amountCents: -499 },
      ]);
    });
    expect(await refusalOf(attempt)).toMatch(/unbalanced/);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: b.pedidoId })).toBe(0);
  });

  it('refuses, at commit, a transaction with no entries', async () => {
    const b = await booking();
    const attempt = ctx.db.transaction((tx) =>
      insertTransactions(tx, [{ idempotencyKey: `empty:${b.pedidoId}`, kind: 'payment', pedidoId: b.pedidoId, paymentEventId: null, occurredAt: new Date() }]),
    );
    expect(await refusalOf(attempt)).toMatch(/fewer than two entries/);
  });

  it('never lets an escrow go below zero', async () => {
    const b = await booking();
    const at = new Date();
    await ctx.db.transaction((tx) => postTransaction(tx, paymentPosting({ ...b, amountCents: 1_000, providerPaymentRef: `pi_neg_${b.pedidoId}`, paymentEventId: null, at })));
    const overRefund = refundPosting({ ...b, amountCents: 1_001, bookingPaymentId: b.pedidoId, at });
    expect(await refusalOf(ctx.db.transaction((tx) => postTransaction(tx, overRefund)))).toMatch(/negative/);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: b.pedidoId })).toBe(1_000);
  });

  it('keeps its rows unchanged forever', async () => {
    const b = await booking();
    await ctx.db.transaction((tx) => postTransaction(tx, paymentPosting({ ...b, amountCents: 700, providerPaymentRef: `pi_ro_${b.pedidoId}`, paymentEventId: null, at: new Date() })));
    expect(await refusalOf(ctx.db.execute(`update ledger_entries set amount_cents = amount_cents * 2`))).toMatch(/append-only/);
    expect(await refusalOf(ctx.db.execute(`delete from ledger_transactions`))).toMatch(/append-only/);
  });
});
