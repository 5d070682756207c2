import { earningsDtoSchema, payoutKeyResponseSchema, type EarningsDto } from '@cuidar/domain/payouts';
import { formatCentavos } from '@cuidar/domain/format';
import { receiptListResponseSchema, receiptResponseSchema } from '@cuidar/domain/receipts';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidDay as paidDayOf, registeredCaregiver } from '../../../test/earnings';
import { createTestContext, latestMailLink, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createBooking, createFamily } from '../../db/factories';
import { auditLog, emailOutbox, notificacoes, payoutKeys, payouts, receipts } from '../../db/schema';
import { pdfText } from '../../../test/pdf-text';
import { readZip } from '../../../test/read-zip';
import { PayoutProviderError, type PayoutProvider } from '../../payouts/provider';
import { releaseDueDays } from '../booking-payments/service';
import { checkLedger, payoutPosting, postTransaction } from '../ledger/service';
import { issueReceipt } from '../receipts/service';
import { payoutJobDeps, runPayouts, sendRequestedPayouts, type PayoutJobDeps } from './service';

// 'Saldo e Ganhos' from the ledger across pay → release → payout, the weekly payout job
// (idempotent, on two connections, without a key, with a failing provider), the Pix key and the
// statement (docs/product.md#earnings, docs/decisions/0035).

let ctx: TestContext;
let family: Awaited<ReturnType<typeof createFamily>>;
const TUESDAY = saoPauloToInstant('2026-11-24', '15:00');
const WEDNESDAY = saoPauloToInstant('2026-11-25', '10:00');
const NEXT_WEDNESDAY = saoPauloToInstant('2026-12-02', '10:00');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(TUESDAY);
  family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro' });
});
afterAll(async () => {
  await ctx?.close();
});

const newCaregiver = () => registeredCaregiver(ctx);
/** A confirmed one-day booking (08:00–12:00 at R$ 50,00/h: R$ 200,00 + fee), paid through the platform. */
const paidDay = (cuidadorId: string, date: string) => paidDayOf(ctx, { familiaId: family.id, cuidadorId, date });

async function earningsOf(client: TestClient): Promise<EarningsDto> {
  const response = await client.get('/api/caregiver/earnings');
  expect(response.status).toBe(200);
  return earningsDtoSchema.parse(await response.json());
}

const jobDeps = (overrides: Partial<PayoutJobDeps> = {}): PayoutJobDeps => ({ ...payoutJobDeps(ctx.deps), ...overrides });

async function payoutsOf(cuidadorId: string) {
  return ctx.db.select().from(payouts).where(eq(payouts.cuidadorId, cuidadorId));
}

describe('earnings from the ledger', () => {
  it('moves the net amount from a receber to disponível to pago, booking by booking', async () => {
    ctx.setNow(TUESDAY);
    const { client, id } = await newCaregiver();
    const first = await paidDay(id, '2026-11-20'); // ended Friday 12:00: due for release Sunday
    const second = await paidDay(id, '2026-11-24'); // ended today 12:00: released Thursday
    // Neither an unpaid request nor a pending one is money of the caregiver.
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: id, dataInicio: '2026-11-19', status: 'pendente' });
    expect(first.precoTotalCentavos).toBe(20000);

    let earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ heldCents: 40000, availableCents: 0, paidOutCents: 0, payoutsVia: 'pix', hasPayoutDestination: false, nextPayoutDate: '2026-11-25', minimumPayoutCents: 1000 });
    expect(earnings.bookings.map((b) => [b.pedidoId, b.state])).toEqual([
      [second.id, 'a_receber'],
      [first.id, 'a_receber'],
    ]);
    expect(earnings.bookings[1]).toMatchObject({ familyName: 'Marta Ribeiro', familyPaidCents: 20000 + first.taxaServicoCentavos, feeCents: first.taxaServicoCentavos, netCents: 20000 });

    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ heldCents: 20000, availableCents: 20000, paidOutCents: 0 });
    expect(earnings.bookings[1]).toMatchObject({ state: 'disponivel', since: TUESDAY.toISOString() });

    expect((await client.put('/api/caregiver/payout-key', { tipo: 'celular', valor: '(11) 98765-4321' })).status).toBe(200);
    ctx.setNow(WEDNESDAY);
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 1, paid: 1, failed: 0 });
    earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ heldCents: 20000, availableCents: 0, paidOutCents: 20000, payoutsVia: 'pix', hasPayoutDestination: true, nextPayoutDate: '2026-12-02' });
    expect(earnings.bookings.map((b) => b.state)).toEqual(['a_receber', 'pago']);
    expect(earnings.payouts).toEqual([
      expect.objectContaining({ amountCents: 20000, status: 'paid', keyType: 'celular', keyMasked: '+55 (11) *****-4321', paidAt: WEDNESDAY.toISOString() }),
    ]);

    // The second day is released after 48 h and waits for the next payout day.
    const friday = saoPauloToInstant('2026-11-27', '10:00');
    await releaseDueDays({ db: ctx.db, now: () => friday });
    ctx.setNow(friday);
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 0, paid: 0 }); // not a payout day
    expect(await payoutsOf(id)).toHaveLength(1);
    earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ heldCents: 0, availableCents: 20000, paidOutCents: 20000, nextPayoutDate: '2026-12-02' });
    expect(earnings.bookings.map((b) => b.state)).toEqual(['disponivel', 'pago']);

    // The caregiver hears of the payout by notification and e-mail.
    await backgroundSettled();
    const notes = await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(and(eq(notificacoes.userId, id), eq(notificacoes.tipo, 'repasse')));
    expect(notes.map((n) => n.mensagem)).toContain(`Transferência de ${formatCentavos(20000)} enviada para sua chave Pix +55 (11) *****-4321.`);
    const mails = await ctx.db.select({ kind: emailOutbox.kind, subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.kind, 'repasse-enviado'));
    expect(mails.some((m) => m.subject.includes(formatCentavos(20000)))).toBe(true);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('shows an empty, honest summary to a new caregiver', async () => {
    ctx.setNow(TUESDAY);
    const { client } = await newCaregiver();
    expect(await earningsOf(client)).toMatchObject({ heldCents: 0, availableCents: 0, paidOutCents: 0, bookings: [], payouts: [] });
  });
});

describe('the weekly payout job', () => {
  it('pays each balance once, however often and from however many connections it runs', async () => {
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'aleatoria', valor: '123E4567-E89B-12D3-A456-426614174000' })).status).toBe(200);
    ctx.setNow(WEDNESDAY);

    // A second pool on the same PostgreSQL database stands for a second process (PGlite: one).
    let other: DatabaseHandle | undefined;
    if (ctx.deps.database.url) other = await openDatabase({ url: ctx.deps.database.url, poolSize: 3 });
    try {
      const second = other ? jobDeps({ database: other }) : jobDeps();
      const results = await Promise.all([runPayouts(jobDeps()), runPayouts(second), runPayouts(jobDeps())]);
      expect(results.reduce((n, r) => n + r.created, 0)).toBe(1);
      expect(results.reduce((n, r) => n + r.paid, 0)).toBe(1);
    } finally {
      await other?.close();
    }
    expect(await runPayouts(jobDeps())).toMatchObject({ created: 0, paid: 0 });
    const rows = await payoutsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amountCents: 20000, dia: '2026-11-25', keyMasked: '123e…4000' });
    expect(rows[0]!.providerTransferId).toMatch(/^tr_sandbox_/);
    expect((await earningsOf(client)).availableCents).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('even without the advisory lock, the keyed row and posting let one payout through', async () => {
    ctx.setNow(TUESDAY);
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'sem.trava@exemplo.com.br' })).status).toBe(200);
    ctx.setNow(WEDNESDAY);
    let other: DatabaseHandle | undefined;
    if (ctx.deps.database.url) other = await openDatabase({ url: ctx.deps.database.url, poolSize: 3 });
    try {
      const unlocked = (db: DatabaseHandle['db']) => jobDeps({ database: { db, exclusive: (_name, work) => work() } });
      const results = await Promise.all([runPayouts(unlocked(ctx.db)), runPayouts(unlocked(other?.db ?? ctx.db)), runPayouts(unlocked(ctx.db))]);
      expect(results.reduce((n, r) => n + r.paid, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await other?.close();
    }
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ status: 'paid', amountCents: 20000 })]);
    expect((await earningsOf(client)).availableCents).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('pays nothing on other days, below the minimum, or without a key (and says a key is needed)', async () => {
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });

    ctx.setNow(TUESDAY);
    expect((await runPayouts(jobDeps())).created).toBe(0);
    ctx.setNow(WEDNESDAY);
    const noKey = await runPayouts(jobDeps());
    expect(noKey.created).toBe(0);
    expect(noKey.waitingForKey).toBeGreaterThanOrEqual(1);
    expect((await runPayouts(jobDeps())).waitingForKey).toBe(0); // told once per payout day
    const notes = await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(and(eq(notificacoes.userId, id), eq(notificacoes.tipo, 'repasse')));
    expect(notes.map((n) => n.mensagem)).toEqual([expect.stringContaining(`Você tem ${formatCentavos(20000)} disponível para receber. Cadastre sua chave Pix`)]);

    expect((await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'Joana.Prado@Exemplo.com.br' })).status).toBe(200);
    expect((await runPayouts(jobDeps({ minimumCents: 20001 }))).created).toBe(0);
    expect(await payoutsOf(id)).toHaveLength(0);
    expect((await earningsOf(client)).availableCents).toBe(20000);
  });

  it('reverses a payout the provider refuses, and asks again one it could not reach', async () => {
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'cpf', valor: '529.982.247-25' })).status).toBe(200);

    const refusing: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => (input.cuidadorId === id ? Promise.reject(new PayoutProviderError('chave inexistente', false)) : Promise.resolve({ transferId: `tr_${input.payoutId}` })),
    };
    ctx.setNow(WEDNESDAY);
    expect((await runPayouts(jobDeps({ payouts: refusing }))).failed).toBe(1);
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ status: 'failed', lastError: 'chave inexistente', amountCents: 20000 })]);
    let earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ availableCents: 20000, paidOutCents: 0 });
    expect(earnings.payouts[0]).toMatchObject({ status: 'failed' });
    expect(earnings.bookings[0]!.state).toBe('disponivel');
    await backgroundSettled();
    const notes = await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(and(eq(notificacoes.userId, id), eq(notificacoes.tipo, 'repasse')));
    expect(notes.some((n) => n.mensagem.startsWith(`Não conseguimos transferir ${formatCentavos(20000)}`))).toBe(true);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // Next week the provider cannot be reached: the payout stays requested and is asked again.
    const calls: string[] = [];
    const unreachable: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => {
        calls.push(input.idempotencyKey);
        return Promise.reject(new PayoutProviderError('tempo esgotado', true));
      },
    };
    ctx.setNow(NEXT_WEDNESDAY);
    expect((await runPayouts(jobDeps({ payouts: unreachable }))).failed).toBe(0);
    const requested = (await payoutsOf(id)).find((p) => p.status === 'requested')!;
    expect(requested).toMatchObject({ attempts: 1, lastError: 'tempo esgotado', dia: '2026-12-02' });
    earnings = await earningsOf(client);
    expect(earnings).toMatchObject({ availableCents: 0, paidOutCents: 20000 });

    const working: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => {
        calls.push(input.idempotencyKey);
        return Promise.resolve({ transferId: 'tr_ok' });
      },
    };
    await runPayouts(jobDeps({ payouts: working }));
    // The same idempotency key both times: the provider can never pay it twice.
    expect(calls.filter((key) => key === `payout-${requested.id}`)).toHaveLength(2);
    expect((await payoutsOf(id)).find((p) => p.id === requested.id)).toMatchObject({ status: 'paid', providerTransferId: 'tr_ok' });
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('the database refuses a payout larger than the available balance', async () => {
    const { id } = await newCaregiver();
    await expect(
      ctx.db.transaction((tx) => postTransaction(tx, payoutPosting({ cuidadorId: id, amountCents: 100, idempotencyKey: `payout:${id}:teste`, at: TUESDAY }))),
    ).rejects.toThrow();
  });
});

describe('the payout key', () => {
  it('is validated, stored normalized, shown masked, audited and e-mailed', async () => {
    const { client, id, email } = await newCaregiver();
    expect(payoutKeyResponseSchema.parse(await (await client.get('/api/caregiver/payout-key')).json())).toEqual({ key: null });

    const invalid = await client.put('/api/caregiver/payout-key', { tipo: 'cpf', valor: '111.111.111-11' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('CPF inválido');
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'celular', valor: '3333-4444' })).status).toBe(400);
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'aleatoria', valor: 'não-é-uuid' })).status).toBe(400);
    expect((await client.put('/api/caregiver/payout-key', { tipo: 'pix', valor: 'x' })).status).toBe(400);

    const saved = await client.put('/api/caregiver/payout-key', { tipo: 'cpf', valor: '529.982.247-25' });
    expect(saved.status).toBe(200);
    const { key } = payoutKeyResponseSchema.parse(await saved.json());
    expect(key).toMatchObject({ tipo: 'cpf', mascarada: '***.982.247-**' });
    expect(JSON.stringify(await (await client.get('/api/caregiver/payout-key')).json())).not.toContain('52998224725');

    await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'joana@exemplo.com.br' });
    await backgroundSettled();
    const events = await ctx.db.select({ action: auditLog.action, metadata: auditLog.metadata }).from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'payout_key_changed')));
    expect(events).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain('52998224725');
    expect(events.map((e) => e.metadata)).toContainEqual({ tipo: 'email', chave: 'jo***@exemplo.com.br', anterior: { tipo: 'cpf', chave: '***.982.247-**' } });
    const mails = await ctx.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'chave-pix-alterada')));
    expect(mails).toHaveLength(2);
    // The security activity in Configurações shows the change too.
    const activity = (await (await client.get('/api/account/security-activity')).json()) as { events: { action: string }[] };
    expect(activity.events.some((e) => e.action === 'payout_key_changed')).toBe(true);
  });
});

describe('personal data', () => {
  it("the key and payouts are in 'Baixar meus dados'; deleting the account deletes the key and keeps the payouts", async () => {
    ctx.setNow(TUESDAY);
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'joana@exemplo.com.br' });
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps());

    const archive = await client.get('/api/account/export');
    expect(archive.status).toBe(200);
    const json = readZip(new Uint8Array(await archive.arrayBuffer())).find((e) => e.name === 'meus-dados.json')!;
    const doc = JSON.parse(json.data.toString('utf8')) as { recebimentos: { chave: { tipo: string; chave: string }; repasses: { valorCentavos: number; situacao: string }[] } };
    expect(doc.recebimentos.chave).toMatchObject({ tipo: 'email', chave: 'joana@exemplo.com.br' });
    expect(doc.recebimentos.repasses).toEqual([expect.objectContaining({ valorCentavos: 20000, situacao: 'paid' })]);

    expect((await client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect(await ctx.db.select().from(payoutKeys).where(eq(payoutKeys.cuidadorId, id))).toHaveLength(0);
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ status: 'paid', keyMasked: 'jo***@exemplo.com.br' })]);
  });
});

describe("the payout's receipt", () => {
  it('is issued once when the payout is paid, links from the notification, e-mail and earnings, and opens only for the caregiver', async () => {
    ctx.setNow(TUESDAY);
    const { client, id, email } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'joana@exemplo.com.br' });
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps());
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ status: 'paid' })]);
    // A rerun (the same day, or the next run's retry pass) issues nothing again.
    await runPayouts(jobDeps());
    await sendRequestedPayouts(jobDeps());
    await backgroundSettled();

    const [payout] = await payoutsOf(id);
    const issued = await ctx.db.select().from(receipts).where(eq(receipts.ownerId, id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ kind: 'payout', sourceKey: `payout:${payout!.id}`, payoutId: payout!.id, amountCents: 20000, provider: 'sandbox', providerReference: payout!.providerTransferId });
    const receiptId = issued[0]!.id;
    // Issuing it again for the same payout (a retried transaction) is a no-op.
    expect(await ctx.db.transaction((tx) => issueReceipt(tx, { kind: 'payout', sourceKey: `payout:${payout!.id}`, ownerId: id, payoutId: payout!.id, amountCents: 20000, method: null, provider: 'sandbox', providerReference: 'x', issuedAt: WEDNESDAY }))).toBeNull();

    // The notification and the e-mail link to it; 'Saldo e Ganhos' lists the transfer with it.
    const notes = await ctx.db.select({ mensagem: notificacoes.mensagem, link: notificacoes.link }).from(notificacoes).where(and(eq(notificacoes.userId, id), eq(notificacoes.tipo, 'repasse')));
    expect(notes).toContainEqual({ mensagem: `Transferência de ${formatCentavos(20000)} enviada para sua chave Pix jo***@exemplo.com.br.`, link: `/recibos/${receiptId}` });
    expect(await latestMailLink(ctx.db, email, 'repasse-enviado')).toBe(`${ctx.deps.env.PUBLIC_URL}/recibos/${receiptId}`);
    expect((await earningsOf(client)).payouts).toEqual([expect.objectContaining({ id: payout!.id, receiptId })]);

    // The caregiver opens it: amount, the masked key, the day, the provider's reference.
    const page = await client.get(`/api/receipts/${receiptId}`);
    expect(page.status).toBe(200);
    const { receipt } = receiptResponseSchema.parse(await page.json());
    expect(receipt).toMatchObject({ kind: 'payout', title: 'Comprovante de transferência (repasse)', amountCents: 20000, provider: 'sandbox', isSandbox: true, bookingId: null });
    const field = (label: string) => receipt.fields.find((f) => f.label === label)?.value;
    expect(field('Chave Pix')).toBe('jo***@exemplo.com.br');
    expect(field('Dia do repasse')).toBe('25/11/2026');
    expect(field('Referência da transferência')).toBe(payout!.providerTransferId);
    expect(receipt.lines).toEqual([{ label: 'Valor transferido', amountCents: 20000 }]);
    expect(JSON.stringify(receipt)).not.toContain('joana@exemplo.com.br');
    const summaries = receiptListResponseSchema.parse(await (await client.get('/api/receipts')).json()).receipts;
    expect(summaries).toEqual([expect.objectContaining({ id: receiptId, kind: 'payout', amountCents: 20000 })]);

    const pdf = await client.get(`/api/receipts/${receiptId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const shown = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(shown).toContain('Comprovante de transferência (repasse)');
    expect(shown).toContain('jo***@exemplo.com.br');
    expect(shown).toContain(formatCentavos(20000));
    expect(shown).toContain(payout!.providerTransferId!);

    // Another caregiver, and the family whose booking it paid for, get 404 (page and PDF).
    const other = await newCaregiver();
    const familyClient = new TestClient(ctx.app);
    await signUpVerified(ctx, familyClient, 'familia');
    for (const stranger of [other.client, familyClient]) {
      expect((await stranger.get(`/api/receipts/${receiptId}`)).status).toBe(404);
      expect((await stranger.get(`/api/receipts/${receiptId}/pdf`)).status).toBe(404);
    }
  });

  it('is not issued for a payout the provider refused', async () => {
    ctx.setNow(TUESDAY);
    const { client, id } = await newCaregiver();
    await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'joana@exemplo.com.br' });
    ctx.setNow(WEDNESDAY);
    const refusing: PayoutProvider = {
      kind: 'sandbox',
      needsConnectedAccount: false,
      sendPayout: (input) => (input.cuidadorId === id ? Promise.reject(new PayoutProviderError('conta inválida', false)) : Promise.resolve({ transferId: `tr_${input.payoutId}` })),
    };
    await runPayouts(jobDeps({ payouts: refusing }));
    expect(await payoutsOf(id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await ctx.db.select().from(receipts).where(eq(receipts.ownerId, id))).toEqual([]);
    expect((await earningsOf(client)).payouts).toEqual([expect.objectContaining({ status: 'failed', receiptId: null })]);
  });
});

describe('the monthly statement', () => {
  it('downloads the month as CSV and PDF, with gross, fee, net and payouts', async () => {
    const { client, id } = await newCaregiver();
    const day = await paidDay(id, '2026-11-20');
    await releaseDueDays({ db: ctx.db, now: () => TUESDAY });
    await client.put('/api/caregiver/payout-key', { tipo: 'email', valor: 'joana@exemplo.com.br' });
    ctx.setNow(WEDNESDAY);
    await runPayouts(jobDeps());

    const csv = await client.get('/api/caregiver/statement?mes=2026-11&formato=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="extrato-cuidar-2026-11.csv"');
    const text = await csv.text();
    const fee = day.taxaServicoCentavos;
    const reais = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    expect(text).toContain(`Atendimento;20/11/2026;Marta Ribeiro;${reais(20000 + fee)};${reais(fee)};200,00;;Pago em 25/11/2026`);
    expect(text).toContain('Repasse;25/11/2026;Chave Pix jo***@exemplo.com.br;;;;200,00;Enviada');
    expect(text).toContain(`Total;novembro de 2026;;${reais(20000 + fee)};${reais(fee)};200,00;200,00;`);

    const pdf = await client.get('/api/caregiver/statement?mes=2026-11&formato=pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // What the caregiver reads in it (the text layer, decoded through the embedded font's map).
    const shown = pdfText(bytes);
    expect(shown).toContain('Extrato de ganhos — novembro de 2026');
    expect(shown).toContain('Marta Ribeiro');
    for (const amount of [20000 + fee, fee, 20000]) expect(shown).toContain(formatCentavos(amount));
    expect(shown).toContain('Pago em 25/11/2026');
    expect(shown).toContain('jo***@exemplo.com.br');
    expect(shown).toContain('Enviada');
    // The same embedded font as the contracts and receipts (one PDF library, ADR 0040).
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans/);

    // An empty month is a valid statement; a malformed request is refused.
    expect(await (await client.get('/api/caregiver/statement?mes=2026-10&formato=csv')).text()).toContain('Total;outubro de 2026;;0,00;0,00;0,00;0,00;');
    expect((await client.get('/api/caregiver/statement?mes=2026-13&formato=csv')).status).toBe(400);
    expect((await client.get('/api/caregiver/statement?mes=2026-11&formato=xls')).status).toBe(400);

    // Another caregiver's statement of the same month holds none of this one's work.
    const other = await newCaregiver();
    expect(await (await other.client.get('/api/caregiver/statement?mes=2026-11&formato=csv')).text()).not.toContain('Marta Ribeiro');
  });
});

// Last: it leaves the database out of step on purpose.
describe('npm run ledger:check', () => {
  it('finds a payout row with no posting behind it', async () => {
    const { id } = await newCaregiver();
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    await ctx.db.insert(payouts).values({
      cuidadorId: id,
      dia: '2026-12-09',
      idempotencyKey: `payout:${id}:2026-12-09`,
      amountCents: 5000,
      status: 'paid',
      provider: 'sandbox',
      keyType: 'email',
      keyMasked: 'jo***@exemplo.com.br',
      requestedAt: TUESDAY,
    });
    const report = await checkLedger(ctx.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([`repasses do cuidador ${id}: registros 5000 ≠ razão 0`]);
  });
});
