import { formatCentavos } from '@cuidar/domain/format';
import { DELETED_BALANCE_UNPAID_DAYS, stuckMoneyResponseSchema } from '@cuidar/domain/operator-payments';
import { deletionPayoutResponseSchema, type DeletionPayoutDto } from '@cuidar/domain/payouts';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidDay as paidDayOf, registeredCaregiver } from '../../../test/earnings';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createFamily } from '../../db/factories';
import { auditLog, emailOutbox, ledgerAccounts, notificacoes, payoutKeys, payouts, profiles, receipts } from '../../db/schema';
import { PayoutProviderError, type PayoutProvider } from '../../payouts/provider';
import { releaseDueDays } from '../booking-payments/service';
import { accountBalance, checkLedger } from '../ledger/service';
import { payoutJobDeps, runPayouts, type PayoutJobDeps } from '../payouts/service';

// A caregiver who deletes her account with money still to receive (docs/product.md#deletion-payout,
// ADR 0063): the dialog's figures, the rule (a destination, or the amount given up), the weekly job
// paying what she is owed to the destination kept for it and then erasing it, the e-mail that tells
// her, and the operators' list of what cannot be paid.

let ctx: TestContext;
let family: Awaited<ReturnType<typeof createFamily>>;
let operator: { id: string; client: TestClient };
const TUESDAY = saoPauloToInstant('2026-11-24', '15:00');
const WEDNESDAY = saoPauloToInstant('2026-11-25', '10:00');
const FRIDAY = saoPauloToInstant('2026-11-27', '10:00');
const NEXT_WEDNESDAY = saoPauloToInstant('2026-12-02', '10:00');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(TUESDAY);
  family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro' });
  operator = await signedInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const newCaregiver = () => registeredCaregiver(ctx);
/** A confirmed day 08:00–12:00, paid through the platform: R$ 200,00 at R$ 50,00/h unless told. */
const paidDay = (cuidadorId: string, date: string, precoHoraCentavos?: number) => paidDayOf(ctx, { familiaId: family.id, cuidadorId, date, ...(precoHoraCentavos ? { precoHoraCentavos } : {}) });

const jobDeps = (overrides: Partial<PayoutJobDeps> = {}): PayoutJobDeps => ({ ...payoutJobDeps(ctx.deps), ...overrides });
const money = (cents: number) => formatCentavos(cents);
const setKey = (client: TestClient) => client.put('/api/caregiver/payout-key', { tipo: 'celular', valor: '(11) 98765-4321' });
const deleteAccount = (client: TestClient, extra: Record<string, unknown> = {}) => client.post('/api/account/delete', { currentPassword: TEST_PASSWORD, ...extra });

async function figures(client: TestClient): Promise<DeletionPayoutDto> {
  const response = await client.get('/api/account/deletion-payout');
  expect(response.status).toBe(200);
  return deletionPayoutResponseSchema.parse(await response.json());
}

const payoutsOf = (cuidadorId: string) => ctx.db.select().from(payouts).where(eq(payouts.cuidadorId, cuidadorId));
const keyOf = async (cuidadorId: string) => (await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cuidadorId)))[0];
const notificationsOf = (userId: string) => ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, userId));
async function deletionMail(email: string) {
  await backgroundSettled();
  const rows = await ctx.db.select({ text: emailOutbox.text, html: emailOutbox.html }).from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'conta-excluida')));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
const stuckList = async () => stuckMoneyResponseSchema.parse(await (await operator.client.get('/api/operador/pagamentos')).json());

describe("the deletion dialog's figures", () => {
  it('say what she still has to receive — available, and the days already worked still held — where it goes and when', async () => {
    ctx.setNow(TUESDAY);
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20'); // released on Sunday: available
    await paidDay(id, '2026-11-24'); // worked this morning: held until Thursday 12:00
    await paidDay(id, '2026-11-30'); // not begun: not hers if she leaves (the family is paid back)
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });

    // No key yet: the dialog says so, with the same figures.
    expect(await figures(client)).toEqual({
      availableCents: 20000,
      onTheWayCents: 0,
      heldCents: 20000,
      totalCents: 40000,
      payoutsVia: 'pix',
      destination: null,
      destinationStatus: 'ausente',
      nextPayoutDate: '2026-11-25',
      // Released Thursday 26: paid from the next Wednesday on.
      heldPayoutDate: '2026-12-02',
    });

    expect((await setKey(client)).status).toBe(200);
    expect(await figures(client)).toMatchObject({ totalCents: 40000, destination: 'Chave Pix +55 (11) *****-4321', destinationStatus: 'pronta' });

    // 'A receber' on 'Saldo e Ganhos' also counts the day not begun: the dialog reads the same days.
    const earnings = (await (await client.get('/api/caregiver/earnings')).json()) as { heldCents: number; availableCents: number };
    expect(earnings).toMatchObject({ heldCents: 40000, availableCents: 20000 });
  });

  it('are the caller’s own: another caregiver sees hers (nothing), a family is refused', async () => {
    const other = await newCaregiver();
    expect(await figures(other.client)).toMatchObject({ totalCents: 0, availableCents: 0, heldCents: 0, onTheWayCents: 0, destination: null, heldPayoutDate: null });
    const familyClient = new TestClient(ctx.app);
    await signUpVerified(ctx, familyClient, 'familia');
    expect((await familyClient.get('/api/account/deletion-payout')).status).toBe(403);
  });
});

describe('leaving with a Pix key: the weekly job keeps paying her, then forgets the key', () => {
  let cg: Awaited<ReturnType<typeof newCaregiver>>;
  let future: Awaited<ReturnType<typeof paidDay>>;

  beforeAll(async () => {
    ctx.setNow(TUESDAY);
    cg = await newCaregiver();
    await paidDay(cg.id, '2026-11-20', 200); // R$ 8,00: below the R$ 10,00 minimum
    await paidDay(cg.id, '2026-11-24'); // R$ 200,00 worked this morning, held
    future = await paidDay(cg.id, '2026-11-30');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await setKey(cg.client)).status).toBe(200);
    // She also had a Stripe account id from another time: it is not where her money goes, so it goes.
    await ctx.db.update(payoutKeys).set({ stripeAccountId: 'acct_antigo' }).where(eq(payoutKeys.cuidadorId, cg.id));
    const response = await deleteAccount(cg.client);
    expect(response.status).toBe(200);
  });

  it('keeps only the Pix key; her days not begun go back to the family', async () => {
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, cg.id));
    expect(profile!.deletedAt).not.toBeNull();
    expect(await keyOf(cg.id)).toMatchObject({ tipo: 'celular', valor: '+5511987654321', stripeAccountId: null });
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: future.id })).toBe(0);
    expect(await notificationsOf(cg.id)).toEqual([]);
  });

  it('tells her in the confirmation e-mail: how much, where, when, and that no other e-mail follows', async () => {
    const mail = await deletionMail(cg.email);
    expect(mail.text).toContain(`Você ainda tem ${money(20800)} a receber pelo seu trabalho, e vamos pagar tudo para sua chave Pix +55 (11) *****-4321.`);
    expect(mail.text).toContain(`${money(800)} será transferido no dia 25 de novembro de 2026.`);
    expect(mail.text).toContain(`O valor dos dias já trabalhados, ${money(20000)}, é liberado 48 horas depois do fim de cada dia e transferido a partir do dia 2 de dezembro de 2026.`);
    expect(mail.text).toContain('Para isso, guardamos somente essa forma de recebimento, e a apagamos depois do último repasse.');
    expect(mail.text).toContain('você não receberá outros emails do Cuidar');
    // The full key never travels in the e-mail.
    expect(mail.text + mail.html).not.toContain('98765-4321');
    expect(mail.html).toContain('*****-4321');
  });

  it('pays the balance below the minimum on the payout day, then what is released later, then erases the key', async () => {
    ctx.setNow(WEDNESDAY);
    expect(await runPayouts(jobDeps())).toMatchObject({ failed: 0 });
    expect(await payoutsOf(cg.id)).toEqual([expect.objectContaining({ status: 'paid', amountCents: 800, keyMasked: '+55 (11) *****-4321' })]);
    // Still held for her: the key stays.
    expect(await keyOf(cg.id)).toBeDefined();

    // Thursday's release lands in her available balance; Friday is not a payout day.
    await releaseDueDays({ db: ctx.db, now: () => FRIDAY });
    ctx.setNow(FRIDAY);
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 0, paid: 0 });
    expect(await payoutsOf(cg.id)).toHaveLength(1);
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(20000);
    expect(await keyOf(cg.id)).toBeDefined();

    ctx.setNow(NEXT_WEDNESDAY);
    expect((await runPayouts(jobDeps())).destinationsErased).toBeGreaterThanOrEqual(1);
    const rows = await payoutsOf(cg.id);
    expect(rows.map((p) => [p.dia, p.amountCents, p.status]).sort()).toEqual([
      ['2026-11-25', 800, 'paid'],
      ['2026-12-02', 20000, 'paid'],
    ]);
    expect(await keyOf(cg.id)).toBeUndefined();
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(0);

    // Each transfer keeps its receipt as a financial record; nobody is notified or e-mailed.
    await backgroundSettled();
    expect(await ctx.db.select().from(receipts).where(eq(receipts.ownerId, cg.id))).toHaveLength(2);
    expect(await notificationsOf(cg.id)).toEqual([]);
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, cg.email), eq(emailOutbox.kind, 'repasse-enviado')))).toEqual([]);
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 0, paid: 0, destinationsErased: 0 });
    expect(await payoutsOf(cg.id)).toHaveLength(2);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('a payout requested before she leaves', () => {
  it('is sent to the key kept for it, not reversed; then the key goes', async () => {
    ctx.setNow(TUESDAY);
    const cg = await newCaregiver();
    await paidDay(cg.id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await setKey(cg.client)).status).toBe(200);
    const unreachable: PayoutProvider = { kind: 'sandbox', needsConnectedAccount: false, sendPayout: () => Promise.reject(new PayoutProviderError('tempo esgotado', true)) };
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps({ payouts: unreachable }));
    expect(await payoutsOf(cg.id)).toEqual([expect.objectContaining({ status: 'requested', amountCents: 20000 })]);

    expect(await figures(cg.client)).toMatchObject({ availableCents: 0, onTheWayCents: 20000, totalCents: 20000, destinationStatus: 'pronta' });
    expect((await deleteAccount(cg.client)).status).toBe(200);
    const mail = (await deletionMail(cg.email)).text;
    expect(mail).toContain(`${money(20000)} já foi pedido ao provedor de pagamentos e é enviado assim que ele responder.`);
    expect(mail).not.toContain('será transferido no dia');

    const sent: string[] = [];
    const working: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => {
        sent.push(`${input.idempotencyKey} ${input.pixKey?.valor}`);
        return Promise.resolve({ transferId: 'tr_depois_da_exclusao' });
      },
    };
    expect(await runPayouts(jobDeps({ payouts: working }))).toMatchObject({ failed: 0 });
    const [payout] = await payoutsOf(cg.id);
    expect(payout).toMatchObject({ status: 'paid', providerTransferId: 'tr_depois_da_exclusao', failedAt: null });
    expect(sent).toEqual([`payout-${payout!.id} +5511987654321`]);
    expect(await keyOf(cg.id)).toBeUndefined();
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('several runs and processes at once', () => {
  it('pay a deleted caregiver once and erase the key once', async () => {
    ctx.setNow(TUESDAY);
    const cg = await newCaregiver();
    await paidDay(cg.id, '2026-11-20', 100); // R$ 4,00
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await setKey(cg.client)).status).toBe(200);
    expect((await deleteAccount(cg.client)).status).toBe(200);
    ctx.setNow(WEDNESDAY);

    // A second pool on the same PostgreSQL database stands for a second process (PGlite: one).
    let other: DatabaseHandle | undefined;
    if (ctx.deps.database.url) other = await openDatabase({ url: ctx.deps.database.url, poolSize: 3 });
    try {
      const second = other ? jobDeps({ database: other }) : jobDeps();
      const unlocked = jobDeps({ database: { db: other?.db ?? ctx.db, exclusive: (_name, work) => work() } });
      const results = await Promise.all([runPayouts(jobDeps()), runPayouts(second), runPayouts(unlocked), runPayouts(jobDeps())]);
      expect(results.every((r) => r.failed === 0)).toBe(true);
    } finally {
      await other?.close();
    }
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 0, paid: 0, destinationsErased: 0 });
    expect(await payoutsOf(cg.id)).toEqual([expect.objectContaining({ status: 'paid', amountCents: 400 })]);
    expect(await ctx.db.select().from(receipts).where(eq(receipts.ownerId, cg.id))).toHaveLength(1);
    expect(await keyOf(cg.id)).toBeUndefined();
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });
});

describe('money owed and nowhere to send it', () => {
  it('refuses the deletion with a clear 409 unless she gives that exact amount up; the operators then see it', async () => {
    ctx.setNow(TUESDAY);
    const cg = await newCaregiver();
    await paidDay(cg.id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });

    const refused = await deleteAccount(cg.client);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `Você tem ${money(20000)} a receber e ainda não cadastrou uma chave Pix para onde enviar. Cadastre a chave Pix no seu perfil antes de excluir a conta, ou marque que abre mão desse valor.`,
    );
    // Another amount than the one owed (the dialog was old) is not a choice she made.
    const stale = await deleteAccount(cg.client, { giveUpCents: 10000 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { field: 'giveUpCents', message: `O valor que você tem a receber mudou: agora são ${money(20000)}. Confira e confirme de novo.` } });
    expect((await deleteAccount(cg.client, { giveUpCents: -5 })).status).toBe(400);
    // Nothing happened: she is still there and signed in.
    const [before] = await ctx.db.select().from(profiles).where(eq(profiles.id, cg.id));
    expect(before!.deletedAt).toBeNull();
    expect((await cg.client.get('/api/account/deletion-payout')).status).toBe(200);

    const given = await deleteAccount(cg.client, { giveUpCents: 20000 });
    expect(given.status).toBe(200);
    const audit = await ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, cg.id), eq(auditLog.action, 'payout_balance_given_up')));
    expect(audit.map((a) => a.metadata)).toEqual([{ valorCentavos: 20000 }]);
    const mail = await deletionMail(cg.email);
    expect(mail.text).toContain(`Ao excluir a conta, você abriu mão de ${money(20000)} que tinha a receber, porque não havia para onde transferir esse valor.`);
    expect(mail.text).toContain('você não receberá outros emails do Cuidar');

    // The money stays hers in the ledger; the job cannot pay it and tells nobody; the desk lists it.
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps());
    expect(await payoutsOf(cg.id)).toEqual([]);
    expect(await notificationsOf(cg.id)).toEqual([]);
    const [deleted] = await ctx.db.select().from(profiles).where(eq(profiles.id, cg.id));
    const { items } = await stuckList();
    expect(items.filter((i) => i.kind === 'saldo_conta_excluida' && i.since === deleted!.deletedAt!.toISOString())).toEqual([
      expect.objectContaining({ kind: 'saldo_conta_excluida', pessoa: { nome: 'Conta excluída', email: '' }, amountCents: 20000, attempts: 0, lastError: null }),
    ]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it("lists too a deleted caregiver whose last payout the provider refused (its answer shown), and not one the job can pay", async () => {
    ctx.setNow(TUESDAY);
    const refusedOne = await newCaregiver();
    const paidOne = await newCaregiver();
    for (const cg of [refusedOne, paidOne]) {
      await paidDay(cg.id, '2026-11-20');
      expect((await setKey(cg.client)).status).toBe(200);
    }
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    for (const cg of [refusedOne, paidOne]) expect((await deleteAccount(cg.client)).status).toBe(200);
    const before = (await stuckList()).items.filter((i) => i.kind === 'saldo_conta_excluida').length;

    const refusing: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => (input.cuidadorId === refusedOne.id ? Promise.reject(new PayoutProviderError('chave inexistente', false)) : Promise.resolve({ transferId: `tr_${input.payoutId}` })),
    };
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps({ payouts: refusing }));
    // Reversed to her balance as for anyone, but nobody to tell: the desk shows the provider's answer.
    expect(await payoutsOf(refusedOne.id)).toEqual([expect.objectContaining({ status: 'failed', lastError: 'chave inexistente' })]);
    expect(await notificationsOf(refusedOne.id)).toEqual([]);
    expect(await keyOf(refusedOne.id)).toBeDefined(); // the next payout day asks again
    expect(await keyOf(paidOne.id)).toBeUndefined();
    const listed = (await stuckList()).items.filter((i) => i.kind === 'saldo_conta_excluida');
    expect(listed).toHaveLength(before + 1);
    expect(listed).toContainEqual(expect.objectContaining({ amountCents: 20000, lastError: 'chave inexistente', pessoa: { nome: 'Conta excluída', email: '' } }));
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('lists a deleted caregiver whose kept destination was not paid for a payout cycle, whatever the reason', async () => {
    ctx.setNow(TUESDAY);
    const cg = await newCaregiver();
    await paidDay(cg.id, '2026-11-20');
    expect((await setKey(cg.client)).status).toBe(200);
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await deleteAccount(cg.client)).status).toBe(200);
    // The desk's item is her available account (others deleted at the same instant are listed too).
    const [account] = await ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, `caregiver_available:${cg.id}`));
    const hers = async () => (await stuckList()).items.filter((i) => i.kind === 'saldo_conta_excluida' && i.id === account!.id);

    // The job would pay it on Wednesday: not the team's yet.
    ctx.setNow(NEXT_WEDNESDAY);
    expect(await hers()).toEqual([]);
    // No payout came (no job ran, as when a Stripe sign-up stops being complete): after a cycle, listed.
    ctx.setNow(new Date(TUESDAY.getTime() + (DELETED_BALANCE_UNPAID_DAYS * 24 + 2) * 3_600_000));
    expect(await hers()).toEqual([expect.objectContaining({ amountCents: 20000, pessoa: { nome: 'Conta excluída', email: '' } })]);
  });
});
