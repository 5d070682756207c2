import type { ReceiptDto, ReceiptSummary } from '@cuidar/domain/receipts';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, latestMailLink, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { cuidadorProfiles, notificacoes, receipts } from '../../db/schema';
import { processPendingRefunds } from '../booking-payments/service';

// Receipts (docs/product.md#receipts): one per payment and refund of a booking or a plan, issued
// when the provider confirms it, with a notification and an e-mail linking to it; only its owner
// opens it (page and PDF), anyone else gets 404.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador', 'Joana Prado');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const person = await signUpVerified(ctx, client, 'familia', 'Marta Ribeiro');
  return { client, ...person };
}

const request = (cuidadorId: string, offset: number) => ({
  cuidadorId,
  dataInicio: day(offset),
  dataFim: day(offset + 1),
  horaInicio: '08:00',
  horaFim: '12:00',
  // A family's choice after the labour-law warning (docs/product.md#labour-law): these tests book one
  // caregiver on several days of a week and are about something else; it is ignored under the limit.
  vinculoEscolha: 'alternar_cuidadores',
  idempotencyKey: crypto.randomUUID(),
});

async function listOf(client: TestClient): Promise<ReceiptSummary[]> {
  const response = await client.get('/api/receipts');
  expect(response.status).toBe(200);
  return ((await response.json()) as { receipts: ReceiptSummary[] }).receipts;
}

async function receiptOf(client: TestClient, id: string): Promise<ReceiptDto> {
  const response = await client.get(`/api/receipts/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { receipt: ReceiptDto }).receipt;
}

const field = (receipt: ReceiptDto, label: string) => receipt.fields.find((f) => f.label === label)?.value;

describe('receipts of a booking', () => {
  it('issues the payment receipt with who paid, to whom, what for, method, reference and the fee, and tells the family', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 5), 'pix');
    await backgroundSettled();

    const [summary, ...others] = await listOf(fam.client);
    expect(others).toHaveLength(0);
    expect(summary).toMatchObject({ kind: 'booking_payment', amountCents: 44000, title: 'Recibo de pagamento de reserva' });
    const receipt = await receiptOf(fam.client, summary!.id);
    expect(receipt).toMatchObject({ kind: 'booking_payment', amountCents: 44000, method: 'pix', provider: 'sandbox', bookingId: booking.id, isSandbox: true });
    expect(receipt.providerReference).toMatch(/^pi_sandbox_/);
    expect(field(receipt, 'Pago por')).toBe('Marta Ribeiro');
    expect(field(receipt, 'Recebido por')).toContain('Cuidar, como intermediário');
    expect(field(receipt, 'Recebido por')).toContain('Joana Prado');
    expect(field(receipt, 'Referente a')).toContain('Atendimento de Joana Prado');
    expect(field(receipt, 'Forma de pagamento')).toBe('Pix');
    expect(receipt.lines).toEqual([
      { label: 'Atendimento (subtotal)', amountCents: 40000 },
      { label: 'Taxa de serviço do Cuidar', amountCents: 4000 },
      { label: 'Total pago', amountCents: 44000 },
    ]);

    const [notice] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), eq(notificacoes.tipo, 'pagamento_confirmado')));
    expect(notice).toMatchObject({ link: `/recibos/${receipt.id}` });
    expect(notice!.mensagem).toContain('R$\u00a0440,00');
    expect(await latestMailLink(ctx.db, fam.email, 'pagamento-confirmado')).toBe(`${ctx.deps.env.PUBLIC_URL}/recibos/${receipt.id}`);

    const pdf = await fam.client.get(`/api/receipts/${receipt.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="recibo-cuidar-\d{6}\.pdf"/);
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('issues the refund receipt once when the payment goes back, however often the refunds run', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 8));
    expect((await cg.client.post(`/api/bookings/${booking.id}/decline`, {})).status).toBe(200);
    await processPendingRefunds({ db: ctx.db, payments: ctx.deps.payments, logger: ctx.deps.logger, now: ctx.deps.now, mailer: ctx.deps.mailer, publicUrl: ctx.deps.env.PUBLIC_URL });
    await backgroundSettled();

    const list = await listOf(fam.client);
    // Newest first (the refund's number is the later one when both carry the same time).
    expect(list.map((r) => r.kind)).toEqual(['booking_refund', 'booking_payment']);
    const refund = await receiptOf(fam.client, list.find((r) => r.kind === 'booking_refund')!.id);
    expect(refund).toMatchObject({ amountCents: 44000, method: 'card', bookingId: booking.id, title: 'Comprovante de reembolso de reserva' });
    expect(field(refund, 'Devolvido a')).toBe('Marta Ribeiro');
    expect(refund.note).toContain('O cuidador recusou a solicitação.');
    expect(refund.lines).toEqual([{ label: 'Valor devolvido', amountCents: 44000 }]);
    const rows = await ctx.db.select().from(receipts).where(eq(receipts.pedidoId, booking.id));
    expect(rows).toHaveLength(2);
    const [notice] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), eq(notificacoes.tipo, 'reembolso_realizado')));
    expect(notice).toMatchObject({ link: `/recibos/${refund.id}` });
    expect(await latestMailLink(ctx.db, fam.email, 'reembolso')).toBe(`${ctx.deps.env.PUBLIC_URL}/recibos/${refund.id}`);
  });

  it('opens only for its owner: another family, the caregiver and strangers get 404', async () => {
    const cg = await caregiver();
    const fam = await family();
    await bookAndPay(fam.client, request(cg.id, 12));
    const [summary] = await listOf(fam.client);
    const other = await family();
    for (const client of [other.client, cg.client]) {
      expect((await client.get(`/api/receipts/${summary!.id}`)).status).toBe(404);
      expect((await client.get(`/api/receipts/${summary!.id}/pdf`)).status).toBe(404);
    }
    expect(await listOf(other.client)).toEqual([]);
    expect(await listOf(cg.client)).toEqual([]);
    expect((await fam.client.get(`/api/receipts/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await fam.client.get('/api/receipts/123')).status).toBe(404);
    expect((await new TestClient(ctx.app).get(`/api/receipts/${summary!.id}`)).status).toBe(401);
    await expect(ctx.db.update(receipts).set({ amountCents: 1 }).where(eq(receipts.id, summary!.id))).rejects.toThrow();
    await expect(ctx.db.delete(receipts).where(eq(receipts.id, summary!.id))).rejects.toThrow();
  });
});

describe('receipts of a care plan', () => {
  it('issues the plan payment receipt when the checkout is paid and the refund receipt on withdrawal', async () => {
    const fam = await family();
    const started = await fam.client.post('/api/checkout', { planId: 'monthly' });
    expect(started.status).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    expect((await fam.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
    await backgroundSettled();
    const [payment] = await listOf(fam.client);
    expect(payment).toMatchObject({ kind: 'plan_payment', amountCents: 336000, description: 'Plano Aconchego Mensal: mensalidade' });
    const paid = await receiptOf(fam.client, payment!.id);
    expect(paid).toMatchObject({ method: 'card', provider: 'sandbox', bookingId: null });
    expect(field(paid, 'Recebido por')).toBe('Cuidar');
    expect(await latestMailLink(ctx.db, fam.email, 'pagamento-confirmado')).toBe(`${ctx.deps.env.PUBLIC_URL}/recibos/${paid.id}`);

    const { plan } = (await (await fam.client.get('/api/plans/current')).json()) as { plan: { id: string } };
    expect((await fam.client.post(`/api/plans/${plan.id}/refund`)).status).toBe(200);
    await backgroundSettled();
    const list = await listOf(fam.client);
    expect(list).toHaveLength(2);
    const refund = await receiptOf(fam.client, list.find((r) => r.kind === 'plan_refund')!.id);
    expect(refund).toMatchObject({ amountCents: 336000, title: 'Comprovante de reembolso de plano' });
    expect(refund.note).toContain('CDC, art. 49');
    // Asking again changes nothing.
    expect((await fam.client.post(`/api/plans/${plan.id}/refund`)).status).toBe(200);
    expect(await listOf(fam.client)).toHaveLength(2);
  });
});
