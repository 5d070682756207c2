import { earningsDtoSchema } from '@cuidar/domain/payouts';
import { startTwoFactorResponseSchema } from '@cuidar/domain/account-settings';
import { bookingProblemResponseSchema, disputeDetailResponseSchema, disputeListResponseSchema } from '@cuidar/domain/disputes';
import { operatorSummarySchema } from '@cuidar/domain/operator-desk';
import { weekdayOf } from '@cuidar/domain/calendar-date';
import { formatBookingPeriod } from '@cuidar/domain/date-format';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { readZip } from '../../../test/read-zip';
import { signedInClient } from '../../../test/sessions';
import { totpCode } from '../../../test/totp';
import { backgroundSettled } from '../../background';
import { createOperator } from '../../db/factories';
import { auditLog, bookingDisputes, bookingRefunds, cuidadorProfiles, emailOutbox, notificacoes } from '../../db/schema';
import { runLifecycleJobs } from '../bookings/service';
import { accountBalance, checkLedger } from '../ledger/service';

// 'Tive um problema' and the operators' dispute desk (docs/product.md#disputes), on the HTTP API:
// the window, the hold the release job respects, each decision's postings, stale decisions and who
// may see what.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
let clock = new Date();
const setNow = (date: Date) => {
  clock = date;
  ctx.setNow(date);
};
const hour = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'familia');
  return { client, id, email };
}

/** An operator signed in with two-factor sign-in on. */
async function operator(): Promise<{ client: TestClient; id: string }> {
  const created = await createOperator(ctx.db, { password: TEST_PASSWORD });
  const client = await signedInClient(ctx, created.id);
  const started = await client.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
  const { setup } = startTwoFactorResponseSchema.parse(await started.json());
  expect((await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) })).status).toBe(200);
  return { client, id: created.id };
}

/** A paid booking (R$ 200,00 a day + R$ 20,00 fee a day, 08:00–12:00) the caregiver accepted. */
async function confirmed(from: number, to: number) {
  const cg = await caregiver();
  const fam = await family();
  const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(from), dataFim: day(to), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' }); // the choice after the labour-law warning (docs/product.md#labour-law)
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return { cg, fam, booking };
}

const escrow = (pedidoId: string) => accountBalance(ctx.db, { kind: 'escrow', pedidoId });
const available = (cuidadorId: string) => accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId });
const refunded = (familiaId: string) => accountBalance(ctx.db, { kind: 'refunds', familiaId });
const platformFee = () => accountBalance(ctx.db, { kind: 'platform_fee' });
const run = () => runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
const problem = async (client: TestClient, id: string) => bookingProblemResponseSchema.parse(await (await client.get(`/api/bookings/${id}/problema`)).json());
const report = (client: TestClient, id: string, body: Record<string, unknown> = { motivo: 'atraso_ou_saida', descricao: 'Chegou às 10h em vez das 8h.' }) =>
  client.post(`/api/bookings/${id}/problema`, body);
const decide = (client: TestClient, id: string, body: Record<string, unknown>) => client.post(`/api/operador/disputas/${id}/decidir`, body);

describe("'Tive um problema'", () => {
  it('opens from the end of a day until 48 h later, holds that money for the team and tells the caregiver in neutral words', async () => {
    const { cg, fam, booking } = await confirmed(2, 3);
    const firstEnd = saoPauloToInstant(day(2), '12:00');

    // Before the first day ends: no window.
    setNow(new Date(firstEnd.getTime() - 60_000));
    expect((await problem(fam.client, booking.id)).prazo).toBeNull();
    expect((await report(fam.client, booking.id)).status).toBe(409);

    setNow(new Date(firstEnd.getTime() + hour));
    expect((await problem(fam.client, booking.id)).prazo).toBe(new Date(firstEnd.getTime() + 48 * hour).toISOString());
    expect((await problem(cg.client, booking.id)).prazo).toBeNull();
    // A reason from the list and words are required.
    expect((await report(fam.client, booking.id, { motivo: 'atraso_ou_saida', descricao: ' ' })).status).toBe(400);
    expect((await report(fam.client, booking.id, { motivo: 'qualquer', descricao: 'x' })).status).toBe(400);

    const opened = await report(fam.client, booking.id);
    expect(opened.status).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    // One open dispute per booking, whoever clicks twice.
    expect((await report(fam.client, booking.id)).status).toBe(409);

    const seenByCaregiver = await problem(cg.client, booking.id);
    expect(seenByCaregiver.disputes).toMatchObject([{ id, status: 'aberta', motivo: 'atraso_ou_saida', descricao: null, retidoCentavos: 22000, nota: null }]);
    expect((await problem(fam.client, booking.id)).disputes[0]).toMatchObject({ descricao: 'Chegou às 10h em vez das 8h.', retidoCentavos: 22000 });
    const [notice] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'disputa')));
    expect(notice?.mensagem).toContain('relatou um problema');
    await backgroundSettled();
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'disputa-aberta'));
    expect(mail?.subject).toBe('Um problema foi relatado em uma reserva');
  });

  it("is the booking's family's only: another family 404, the caregiver 403, nobody 401", async () => {
    const { cg, booking } = await confirmed(2, 2);
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + hour));
    const stranger = await family();
    expect((await stranger.client.get(`/api/bookings/${booking.id}/problema`)).status).toBe(404);
    expect((await report(stranger.client, booking.id)).status).toBe(404);
    expect((await report(stranger.client, 'nao-e-um-id')).status).toBe(404);
    expect((await report(cg.client, booking.id)).status).toBe(403);
    expect((await new TestClient(ctx.app).get(`/api/bookings/${booking.id}/problema`)).status).toBe(401);
    expect((await report(new TestClient(ctx.app), booking.id)).status).toBe(401);
  });
});

describe('the dispute desk', () => {
  it('is for operators only: 401 for nobody, 404 for families and caregivers', async () => {
    const { cg, fam } = await confirmed(2, 2);
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const client of [fam.client, cg.client]) {
      expect((await client.get('/api/operador/disputas')).status).toBe(404);
      expect((await client.get(`/api/operador/disputas/${someId}`)).status).toBe(404);
      expect((await decide(client, someId, { decisao: 'liberado', nota: 'x' })).status).toBe(404);
    }
    expect((await new TestClient(ctx.app).get('/api/operador/disputas')).status).toBe(401);
    const op = await operator();
    expect((await op.client.get(`/api/operador/disputas/${someId}`)).status).toBe(404);
  });

  it("shows the team a weekly series as the family booked it: its weekdays come with the booking", async () => {
    const cg = await caregiver();
    const fam = await family();
    const weekdays = [weekdayOf(day(2)), weekdayOf(day(4))].sort((a, b) => a - b);
    const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(2), horaInicio: '08:00', horaFim: '12:00', diasSemana: weekdays, semanas: 2, idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' });
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    const op = await operator();
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + hour));
    const { id } = (await (await report(fam.client, booking.id)).json()) as { id: string };

    const detail = disputeDetailResponseSchema.parse(await (await op.client.get(`/api/operador/disputas/${id}`)).json()).dispute;
    expect(detail.booking.diasSemana).toEqual(weekdays);
    // The desk writes it as the booking lists do: 'Toda semana, às …, de … a …, das 08:00 às 12:00'.
    expect(formatBookingPeriod(detail.booking)).toMatch(/^Toda semana, às .+, das 08:00 às 12:00$/);
  });

  it("the release job skips a disputed booking; 'Liberar' releases the held days as the job would, and the rest follows as usual", async () => {
    const { cg, fam, booking } = await confirmed(2, 3);
    const op = await operator();
    const firstEnd = saoPauloToInstant(day(2), '12:00');
    // Reported after the first day: the dispute holds that day (the second has not ended yet).
    setNow(new Date(firstEnd.getTime() + hour));
    const { id } = (await (await report(fam.client, booking.id)).json()) as { id: string };

    // Both days are due, but the booking has an open dispute: nothing leaves escrow.
    setNow(new Date(saoPauloToInstant(day(3), '12:00').getTime() + 49 * hour));
    await run();
    expect(await escrow(booking.id)).toBe(44000);

    const summary = operatorSummarySchema.parse(await (await op.client.get('/api/operador/resumo')).json());
    expect(summary.disputasAbertas).toBeGreaterThanOrEqual(1);
    const list = disputeListResponseSchema.parse(await (await op.client.get('/api/operador/disputas')).json()).disputes;
    expect(list.find((d) => d.id === id)).toMatchObject({ status: 'aberta', retidoCentavos: 22000, decisao: null });
    expect(list.findIndex((d) => d.status !== 'aberta')).toBe(-1);

    const detail = disputeDetailResponseSchema.parse(await (await op.client.get(`/api/operador/disputas/${id}`)).json()).dispute;
    expect(detail).toMatchObject({ descricao: 'Chegou às 10h em vez das 8h.', retido: { subtotalCentavos: 20000, taxaCentavos: 2000 } });
    expect(detail.days.map((d) => d.emDisputa)).toEqual([true, false]);
    const [read] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'dispute_read'), eq(auditLog.objectId, id)));
    expect(read).toMatchObject({ actorId: op.id });

    // A note is required.
    expect((await decide(op.client, id, { decisao: 'liberado', nota: '' })).status).toBe(400);
    const feeBefore = await platformFee();
    expect((await decide(op.client, id, { decisao: 'liberado', nota: 'A família e o cuidador combinaram o novo horário.' })).status).toBe(200);
    // A second (stale) decision is refused and moves nothing.
    expect((await decide(op.client, id, { decisao: 'reembolso_total', nota: 'Outra ideia.' })).status).toBe(409);
    expect(await escrow(booking.id)).toBe(22000);
    expect(await available(cg.id)).toBe(20000);
    expect((await platformFee()) - feeBefore).toBe(2000);

    await run();
    expect(await escrow(booking.id)).toBe(0);
    expect(await available(cg.id)).toBe(40000);

    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'dispute_decided'), eq(auditLog.objectId, id)));
    expect(audit).toMatchObject({ actorId: op.id, subjectId: cg.id, reason: 'A família e o cuidador combinaram o novo horário.' });
    for (const client of [fam.client, cg.client]) {
      expect((await problem(client, booking.id)).disputes[0]).toMatchObject({ status: 'decidida', decisao: 'liberado', reembolsoCentavos: 0, nota: 'A família e o cuidador combinaram o novo horário.' });
    }
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('refunds part: the amount typed in R$ (≤ held) back to the family through the provider, the rest released with the fee in proportion', async () => {
    const { cg, fam, booking } = await confirmed(2, 2);
    const op = await operator();
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + hour));
    const { id } = (await (await report(fam.client, booking.id)).json()) as { id: string };
    const feeBefore = await platformFee();

    expect((await decide(op.client, id, { decisao: 'reembolso_parcial', valor: '220,01', nota: 'Parte.' })).status).toBe(400);
    expect((await decide(op.client, id, { decisao: 'reembolso_parcial', valor: 'cem', nota: 'Parte.' })).status).toBe(400);
    expect((await decide(op.client, id, { decisao: 'reembolso_parcial', valor: '150,00', nota: 'Chegou duas horas atrasada.' })).status).toBe(200);

    // Held 22 000 = 20 000 + 2 000 fee; 15 000 back; the rest 7 000 → fee 7 000 × 2 000 / 22 000 = 636,36… → 636.
    expect(await escrow(booking.id)).toBe(0);
    expect(await refunded(fam.id)).toBe(15000);
    expect(await available(cg.id)).toBe(6364);
    expect((await platformFee()) - feeBefore).toBe(636);
    const refunds = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, booking.id));
    expect(refunds.map((r) => [r.idempotencyKey, r.reason, r.amountCents, r.status])).toEqual([[`refund:dispute:${id}`, 'disputa', 15000, 'succeeded']]);
    // The job leaves a decided day alone.
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + 49 * hour));
    await run();
    expect(await available(cg.id)).toBe(6364);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('refunds everything: the family sees the refund on the booking, and a dispute never reopens those days', async () => {
    const { cg, fam, booking } = await confirmed(2, 2);
    const op = await operator();
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + hour));
    const { id } = (await (await report(fam.client, booking.id, { motivo: 'nao_compareceu', descricao: 'Ninguém veio.' })).json()) as { id: string };
    expect((await decide(op.client, id, { decisao: 'reembolso_total', nota: 'O cuidador confirmou que não foi.' })).status).toBe(200);
    expect(await escrow(booking.id)).toBe(0);
    expect(await refunded(fam.id)).toBe(22000);
    const seen = await problem(fam.client, booking.id);
    expect(seen.disputes[0]).toMatchObject({ status: 'decidida', decisao: 'reembolso_total', reembolsoCentavos: 22000, nota: 'O cuidador confirmou que não foi.' });
    expect(seen.prazo).toBeNull();
    expect((await report(fam.client, booking.id)).status).toBe(409);
    // The caregiver's 'Saldo e Ganhos' no longer counts the day as 'A receber': it will never be released (docs/product.md#earnings).
    const earnings = earningsDtoSchema.parse(await (await cg.client.get('/api/caregiver/earnings')).json());
    expect(earnings.heldCents).toBe(0);
    expect(earnings.bookings.map((b) => b.pedidoId)).not.toContain(booking.id);
    await backgroundSettled();
    const mails = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'disputa-decidida'), eq(emailOutbox.to, fam.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('O cuidador confirmou que não foi.');
  });
});

describe('the family’s own data', () => {
  it("'Baixar meus dados' has the family's words; deleting the account erases them and keeps the decision", async () => {
    const { fam, booking } = await confirmed(2, 2);
    const op = await operator();
    setNow(new Date(saoPauloToInstant(day(2), '12:00').getTime() + hour));
    const { id } = (await (await report(fam.client, booking.id, { motivo: 'outro', descricao: 'Relato só da família.' })).json()) as { id: string };
    expect((await decide(op.client, id, { decisao: 'liberado', nota: 'Sem evidências.' })).status).toBe(200);

    const archive = await fam.client.get('/api/account/export');
    expect(archive.status).toBe(200);
    const json = readZip(new Uint8Array(await archive.arrayBuffer())).find((e) => e.name === 'meus-dados.json')!;
    const doc = JSON.parse(json.data.toString('utf8')) as { problemasRelatados: { id: string; descricao: string | null; decisao: string; nota: string }[] };
    expect(doc.problemasRelatados).toEqual([expect.objectContaining({ id, descricao: 'Relato só da família.', decisao: 'liberado', nota: 'Sem evidências.' })]);

    expect((await fam.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    const [row] = await ctx.db.select().from(bookingDisputes).where(eq(bookingDisputes.id, id));
    expect(row).toMatchObject({ descricao: null, decisao: 'liberado', nota: 'Sem evidências.', status: 'decidida' });
  });
});
