import { formatCentavos } from '@cuidar/domain/format';
import { deletionPayoutResponseSchema, type PayoutAccountResponse } from '@cuidar/domain/payouts';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { paidDay } from '../../../test/earnings';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { createFamily } from '../../db/factories';
import { auditLog, cuidadorProfiles, notificacoes, payoutKeys, payouts, receipts } from '../../db/schema';
import { releaseDueDays } from '../booking-payments/service';
import { checkLedger } from '../ledger/service';
import { payoutJobDeps, runPayouts } from './service';

// Stripe Connect onboarding for payouts (docs/product.md#earnings), through the HTTP API as a
// caregiver does it, against the local fake of Stripe's API: the account opened once, Stripe's
// one-time page, the way back to 'Saldo e Ganhos', and the account's readiness read from Stripe.

let ctx: TestContext;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestContext({ env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url } });
});

afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

beforeEach(() => stripe.reset());

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id, email };
}

const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

const account = async (client: TestClient) => (await (await client.get('/api/caregiver/payout-account')).json()) as PayoutAccountResponse;

describe('Stripe Connect onboarding', () => {
  it('opens the account once, sends the caregiver to Stripe and back to the profile, and reads when it is ready', async () => {
    const cg = await caregiver();
    expect(await account(cg.client)).toEqual({ required: true, status: 'nao_conectada' });

    const first = await cg.client.post('/api/caregiver/payout-account/onboarding', {});
    expect(first.status).toBe(200);
    const { url } = (await first.json()) as { url: string };
    const creates = stripe.calls('POST', /^\/v1\/accounts$/);
    expect(creates).toHaveLength(1);
    expect(creates[0]!.form).toMatchObject({ type: 'express', country: 'BR', email: cg.email, business_type: 'individual', 'capabilities[transfers][requested]': 'true', 'metadata[cuidar_cuidador_id]': cg.id });
    expect(creates[0]!.headers['idempotency-key']).toBe(`connect-account-${cg.id}`);
    // No Pix key was asked: the row holds the account alone.
    const [row] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));
    expect(row!.stripeAccountId).toMatch(/^acct_fake\d+$/);
    expect(row).toMatchObject({ tipo: null, valor: null });
    // Stripe's own page for this account, where the caregiver's identity and bank account are asked.
    expect(url.startsWith(`https://connect.stripe.com/setup/e/${row!.stripeAccountId}/`)).toBe(true);
    const link = stripe.calls('POST', /^\/v1\/account_links$/)[0]!;
    expect(link.form).toMatchObject({
      account: row!.stripeAccountId,
      type: 'account_onboarding',
      return_url: `${ctx.deps.env.PUBLIC_URL}/dashboard/cuidador/perfil?stripe=retorno`,
      refresh_url: `${ctx.deps.env.PUBLIC_URL}/dashboard/cuidador/perfil?stripe=renovar`,
    });
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, cg.id), eq(auditLog.action, 'payout_account_connected')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.metadata).toEqual({ conta: row!.stripeAccountId });

    // Back from Stripe before finishing: the account exists, its onboarding does not.
    expect(await account(cg.client)).toEqual({ required: true, status: 'cadastro_incompleto' });
    // 'Continuar cadastro': a new page for the same account, no second account.
    expect((await cg.client.post('/api/caregiver/payout-account/onboarding', {})).status).toBe(200);
    expect(stripe.calls('POST', /^\/v1\/accounts$/)).toHaveLength(1);
    expect(stripe.calls('POST', /^\/v1\/account_links$/)).toHaveLength(2);

    stripe.completeAccount(row!.stripeAccountId!);
    expect(await account(cg.client)).toEqual({ required: true, status: 'pronta' });
  });

  it('asks for no Pix key: saving one is refused, and nothing is stored', async () => {
    const cg = await caregiver();
    const response = await cg.client.put('/api/caregiver/payout-key', { tipo: 'aleatoria', valor: crypto.randomUUID() });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe('Seus repasses são feitos pelo Stripe, para a sua conta de recebimento: não é preciso cadastrar chave Pix.');
    expect(await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id))).toEqual([]);
    expect(await (await cg.client.get('/api/caregiver/payout-key')).json()).toEqual({ key: null });
  });

  it('lets the caregiver remove a Pix key saved before, keeping the connected account (audited)', async () => {
    const cg = await caregiver();
    // Saved before payouts went through Stripe (ADR 0061).
    await ctx.db.insert(payoutKeys).values({ cuidadorId: cg.id, tipo: 'cpf', valor: '52998224725' });
    expect((await cg.client.post('/api/caregiver/payout-account/onboarding', {})).status).toBe(200);
    const [before] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));
    expect(before).toMatchObject({ tipo: 'cpf', valor: '52998224725' });

    const removed = await cg.client.delete('/api/caregiver/payout-key');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ key: null });
    const [after] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));
    expect(after).toMatchObject({ tipo: null, valor: null, stripeAccountId: before!.stripeAccountId });
    expect(await (await cg.client.get('/api/caregiver/payout-key')).json()).toEqual({ key: null });
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, cg.id), eq(auditLog.action, 'payout_key_removed')));
    expect(audited.map((a) => a.metadata)).toEqual([{ tipo: 'cpf', chave: '***.982.247-**' }]);
    const notes = await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(eq(notificacoes.userId, cg.id));
    expect(notes.map((n) => n.mensagem)).toContain('Sua chave Pix foi removida do Cuidar.');
    // Again: nothing to remove, nothing audited twice.
    expect((await cg.client.delete('/api/caregiver/payout-key')).status).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, cg.id), eq(auditLog.action, 'payout_key_removed')))).toHaveLength(1);
    // A row with neither a key nor an account is refused by the database.
    await expect(ctx.db.update(payoutKeys).set({ stripeAccountId: null }).where(eq(payoutKeys.cuidadorId, cg.id))).rejects.toThrow();
  });

  it('removes the whole row when a Pix key saved before is all it holds', async () => {
    const cg = await caregiver();
    await ctx.db.insert(payoutKeys).values({ cuidadorId: cg.id, tipo: 'email', valor: 'ana@exemplo.com.br' });
    expect((await cg.client.delete('/api/caregiver/payout-key')).status).toBe(200);
    expect(await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id))).toEqual([]);
  });

  it('says so in Portuguese when Stripe cannot be reached, and stores nothing', async () => {
    const cg = await caregiver();
    const closed = await createTestContext({ env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: 'http://127.0.0.1:9' } });
    try {
      const client = new TestClient(closed.app);
      await signUpVerified(closed, client, 'cuidador').then(async ({ id }) => {
        await closed.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
        const response = await client.post('/api/caregiver/payout-account/onboarding', {});
        expect(response.status).toBe(502);
        expect(await errorOf(response)).toBe('Não foi possível abrir o cadastro no Stripe agora. Tente novamente em alguns minutos.');
        expect(await closed.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, id))).toEqual([]);
      });
    } finally {
      await closed.close();
    }
    expect(await account(cg.client)).toEqual({ required: true, status: 'nao_conectada' });
  });
});

describe('the weekly transfer with Stripe Connect', () => {
  const tuesday = saoPauloToInstant('2026-11-24', '15:00');
  const wednesday = saoPauloToInstant('2026-11-25', '10:00');

  /** A caregiver with R$ 200,00 available since Tuesday: one day a family paid, released. */
  async function caregiverWithBalance() {
    ctx.setNow(tuesday);
    const cg = await caregiver();
    const family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro' });
    await paidDay(ctx, { familiaId: family.id, cuidadorId: cg.id, date: '2026-11-20' });
    await releaseDueDays({ db: ctx.db, now: () => tuesday });
    return cg;
  }

  it('waits, saying why, until the account is connected and its Stripe sign-up done, then goes to the account', async () => {
    const cg = await caregiverWithBalance();
    const notices = async () =>
      (await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'repasse')))).map((n) => n.mensagem);
    const waiting = formatCentavos(20000);

    // No account yet: the balance waits and the caregiver is told to connect one (once a day).
    ctx.setNow(wednesday);
    await runPayouts(payoutJobDeps(ctx.deps));
    await runPayouts(payoutJobDeps(ctx.deps));
    expect(await notices()).toEqual([`Você tem ${waiting} disponível para receber. Conecte sua conta de recebimento no perfil para receber na próxima data de pagamento.`]);
    const earningsBefore = (await (await cg.client.get('/api/caregiver/earnings')).json()) as { payoutsVia: string; hasPayoutDestination: boolean };
    expect(earningsBefore).toMatchObject({ payoutsVia: 'stripe', hasPayoutDestination: false });

    // Connected, sign-up unfinished: still waits, and says what is missing.
    expect((await cg.client.post('/api/caregiver/payout-account/onboarding', {})).status).toBe(200);
    const [key] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));
    await runPayouts(payoutJobDeps(ctx.deps));
    expect(await ctx.db.select().from(payouts).where(eq(payouts.cuidadorId, cg.id))).toEqual([]);
    expect(stripe.calls('POST', /^\/v1\/transfers$/)).toHaveLength(0);
    expect(await notices()).toContain(`Você tem ${waiting} disponível para receber. Conclua seu cadastro no Stripe, no perfil, para receber na próxima data de pagamento.`);
    expect(((await (await cg.client.get('/api/caregiver/earnings')).json()) as { hasPayoutDestination: boolean }).hasPayoutDestination).toBe(true);

    stripe.completeAccount(key!.stripeAccountId!);
    await runPayouts(payoutJobDeps(ctx.deps));
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.cuidadorId, cg.id));
    // Sent with no Pix key anywhere: the payout names none.
    expect(payout).toMatchObject({ status: 'paid', amountCents: 20000, provider: 'stripe', keyType: null, keyMasked: null });
    const transfers = stripe.calls('POST', /^\/v1\/transfers$/);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.form).toMatchObject({ amount: '20000', currency: 'brl', destination: key!.stripeAccountId });
    // The caregiver is told where it went: the connected account, not the Pix key; the receipt says so too.
    expect(await notices()).toContain(`Transferência de ${formatCentavos(20000)} enviada para sua conta de recebimento no Stripe.`);
    const receipt = await cg.client.get(`/api/receipts/${(await ctx.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.payoutId, payout!.id)))[0]!.id}`);
    const fields = ((await receipt.json()) as { receipt: { fields: { label: string; value: string }[] } }).receipt.fields;
    expect(fields).toContainEqual({ label: 'Conta de recebimento', value: 'Conta conectada no Stripe' });
    expect(fields.map((f) => f.label)).not.toContain('Chave Pix');
    // 'Saldo e Ganhos' and the month's statement say the same.
    const earnings = (await (await cg.client.get('/api/caregiver/earnings')).json()) as { payouts: { destino: string }[] };
    expect(earnings.payouts.map((p) => p.destino)).toEqual(['Conta de recebimento no Stripe']);
    const month = payout!.dia.slice(0, 7);
    const csv = await (await cg.client.get(`/api/caregiver/statement?mes=${month}&formato=csv`)).text();
    expect(csv).toContain('Conta de recebimento no Stripe');
    expect(csv).not.toContain('Chave Pix');
    ctx.setNow(new Date());
  });

  it('a caregiver leaving with money is asked to finish her Stripe sign-up first; once ready, she is paid to the account after the deletion', async () => {
    const cg = await caregiverWithBalance();
    expect((await cg.client.post('/api/caregiver/payout-account/onboarding', {})).status).toBe(200);
    // A Pix key kept from before ADR 0061: Stripe payouts never use it.
    await ctx.db.update(payoutKeys).set({ tipo: 'email', valor: 'joana@exemplo.com.br' }).where(eq(payoutKeys.cuidadorId, cg.id));
    const [key] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));

    const figures = async () => deletionPayoutResponseSchema.parse(await (await cg.client.get('/api/account/deletion-payout')).json());
    expect(await figures()).toMatchObject({ totalCents: 20000, payoutsVia: 'stripe', destination: 'Conta de recebimento no Stripe', destinationStatus: 'cadastro_incompleto' });
    const refused = await cg.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      `Você tem ${formatCentavos(20000)} a receber e ainda não tem uma conta de recebimento pronta no Stripe para onde enviar. Conclua a conta de recebimento no seu perfil antes de excluir a conta, ou marque que abre mão desse valor.`,
    );

    stripe.completeAccount(key!.stripeAccountId!);
    expect(await figures()).toMatchObject({ destinationStatus: 'pronta' });
    expect((await cg.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    // Only the account stays: the Pix key was not where her money goes.
    const [kept] = await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id));
    expect(kept).toMatchObject({ stripeAccountId: key!.stripeAccountId, tipo: null, valor: null });

    ctx.setNow(wednesday);
    await runPayouts(payoutJobDeps(ctx.deps));
    expect(await ctx.db.select().from(payouts).where(eq(payouts.cuidadorId, cg.id))).toEqual([expect.objectContaining({ status: 'paid', amountCents: 20000, provider: 'stripe' })]);
    expect(stripe.calls('POST', /^\/v1\/transfers$/).map((t) => t.form)).toContainEqual(expect.objectContaining({ amount: '20000', destination: key!.stripeAccountId }));
    // Nothing more to pay her: the account id goes in the same run.
    expect(await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, cg.id))).toEqual([]);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    ctx.setNow(new Date());
  });
});

describe('payouts without Stripe (the sandbox)', () => {
  it('need no connected account, and there is none to open', async () => {
    const sandbox = await createTestContext();
    try {
      const client = new TestClient(sandbox.app);
      await signUpVerified(sandbox, client, 'cuidador');
      expect(await account(client)).toEqual({ required: false, status: null });
      expect((await client.post('/api/caregiver/payout-account/onboarding', {})).status).toBe(404);
      // The key is where the money goes: it can be changed, not removed.
      expect((await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'ana@exemplo.com.br' })).status).toBe(200);
      const removed = await client.delete('/api/caregiver/payout-key');
      expect(removed.status).toBe(409);
      expect(await errorOf(removed)).toBe('Sua chave Pix é a forma de receber os repasses. Para trocá-la, use Alterar chave Pix.');
      expect((await (await client.get('/api/caregiver/payout-key')).json()) as unknown).toMatchObject({ key: { tipo: 'email' } });
    } finally {
      await sandbox.close();
    }
  });
});
