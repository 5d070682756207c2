import { earningsDtoSchema } from '@cuidar/domain/payouts';
import { startTwoFactorResponseSchema } from '@cuidar/domain/account-settings';
import { disputeDetailResponseSchema, disputeListResponseSchema } from '@cuidar/domain/disputes';
import { presenceQrResponseSchema, visitListResponseSchema, visitResponseSchema } from '@cuidar/domain/visits';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { weekdayOf } from '@cuidar/domain/calendar-date';
import { bookingOccurrencesResponseSchema } from '@cuidar/domain/occurrence-cancellation';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { signedInClient } from '../../../test/sessions';
import { totpCode } from '../../../test/totp';
import { backgroundSettled } from '../../background';
import { createOperator } from '../../db/factories';
import { bookingRefunds, cuidadorProfiles, emailOutbox, notificacoes, presenceQrCodes, visitPresence } from '../../db/schema';
import { runLifecycleJobs } from '../bookings/service';
import { accountBalance, checkLedger } from '../ledger/service';
import { collectPersonalData } from '../data-export/service';
import { runVisitJobs, visitJobDeps } from './service';

// Check-in and check-out (docs/product.md#visits) on the HTTP API: the signed QR link, the
// fallback buttons and the family's confirmation, who may do what, and the late and no-show jobs
// run by two processes at once, the no-show's refund posted once.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
const minute = 60_000;
const at = (n: number, time: string, plusMinutes = 0) => new Date(saoPauloToInstant(day(n), time).getTime() + plusMinutes * minute);

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.setNow(new Date()));
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

/** A paid booking of day(1) (and day(2) when asked), 08:00–12:00, accepted by its caregiver. */
async function confirmed(days = 1) {
  const cg = await caregiver();
  const fam = await family();
  const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(1), dataFim: day(days), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' });
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return { cg, fam, booking };
}

const codeOf = async (fam: { client: TestClient }) => {
  const qr = presenceQrResponseSchema.parse(await (await fam.client.get('/api/visits/qr')).json());
  return new URL(qr.url).searchParams.get('c')!;
};
const scan = (client: TestClient, codigo: string) => client.post('/api/visits/scan', { codigo });
const visits = async (client: TestClient) => visitListResponseSchema.parse(await (await client.get('/api/visits')).json()).visits;
const notices = (userId: string) => ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, userId), eq(notificacoes.tipo, 'visita')));

describe('the QR de presença', () => {
  it('records the arrival with the server time from 30 min before the start, then the departure; the family is told', async () => {
    const { cg, fam, booking } = await confirmed();
    const codigo = await codeOf(fam);
    expect(codigo.split('.')).toHaveLength(3);

    ctx.setNow(at(1, '07:29'));
    const early = await scan(cg.client, codigo);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(/Ainda é cedo/);

    ctx.setNow(at(1, '08:04'));
    const arrived = visitResponseSchema.parse(await (await scan(cg.client, codigo)).json());
    expect(arrived.action).toBe('chegada');
    expect(arrived.visit.checkIn).toEqual({ at: at(1, '08:04').toISOString(), method: 'qr', confirmedAt: at(1, '08:04').toISOString() });
    expect((await notices(fam.id)).map((row) => row.mensagem)).toContain(`${(await caregiverName(cg.id))} chegou às 08:04.`);

    // A second scan right away is the same arrival, not a departure.
    ctx.setNow(at(1, '08:06'));
    expect(visitResponseSchema.parse(await (await scan(cg.client, codigo)).json()).action).toBe('nada');

    ctx.setNow(at(1, '12:01'));
    const left = visitResponseSchema.parse(await (await scan(cg.client, codigo)).json());
    expect(left.action).toBe('saida');
    expect(left.visit.checkOut?.at).toBe(at(1, '12:01').toISOString());
    // Scanning once more changes nothing.
    ctx.setNow(at(1, '12:03'));
    expect(visitResponseSchema.parse(await (await scan(cg.client, codigo)).json())).toMatchObject({ action: 'nada', visit: { checkOut: { at: at(1, '12:01').toISOString() } } });

    // Both sides see the actual times next to the booked ones.
    const [seen] = await visits(fam.client);
    expect(seen).toMatchObject({ pedidoId: booking.id, start: at(1, '08:00').toISOString(), checkIn: { at: at(1, '08:04').toISOString() }, checkOut: { at: at(1, '12:01').toISOString() } });
    expect((await visits(cg.client))[0]?.checkOut?.at).toBe(at(1, '12:01').toISOString());
  });

  it('refuses a forged, an old (regenerated) code and another caregiver; nobody signed in is 401 and a family 403', async () => {
    const { cg, fam } = await confirmed();
    const other = await caregiver();
    const codigo = await codeOf(fam);
    ctx.setNow(at(1, '08:00'));
    const [familiaId, nonce] = codigo.split('.');
    expect((await scan(cg.client, `${familiaId}.${nonce}.AAAA`)).status).toBe(404);
    expect((await scan(other.client, codigo)).status).toBe(404);
    expect((await scan(new TestClient(ctx.app), codigo)).status).toBe(401);
    expect((await scan(fam.client, codigo)).status).toBe(403);

    const renewed = presenceQrResponseSchema.parse(await (await fam.client.post('/api/visits/qr')).json());
    expect((await scan(cg.client, codigo)).status).toBe(404);
    expect((await scan(cg.client, new URL(renewed.url).searchParams.get('c')!)).status).toBe(200);
  });

  it('is a printable A5 page with the instructions, for the family only', async () => {
    const { fam, cg } = await confirmed();
    const response = await fam.client.get('/api/visits/qr/pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = pdfText(bytes);
    expect(text).toContain('QR de presença');
    expect(text).toContain('Como usar');
    // A5 is 420 × 595 points.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/MediaBox \[0 0 419\.53 595\.28\]/);
    // One sheet to print.
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect((await cg.client.get('/api/visits/qr/pdf')).status).toBe(403);
  });
});

async function caregiverName(id: string) {
  const { profiles } = await import('../../db/schema');
  const [row] = await ctx.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, id));
  return row!.firstName;
}

describe("'Cheguei' and 'Saí'", () => {
  it('wait for the family to confirm; only the day’s caregiver presses, only its family confirms; others get 404', async () => {
    const { cg, fam } = await confirmed();
    const strangerFamily = await family();
    const strangerCaregiver = await caregiver();
    ctx.setNow(at(1, '08:04'));
    const [visit] = await visits(cg.client);
    expect(visit?.canCheckIn).toBe(true);
    const id = visit!.reservaId;

    expect((await strangerCaregiver.client.post(`/api/visits/${id}/check-in`)).status).toBe(404);
    expect((await fam.client.post(`/api/visits/${id}/check-in`)).status).toBe(403);
    const pressed = visitResponseSchema.parse(await (await cg.client.post(`/api/visits/${id}/check-in`)).json());
    expect(pressed.visit.checkIn).toEqual({ at: at(1, '08:04').toISOString(), method: 'botao', confirmedAt: null });
    expect((await notices(fam.id)).map((row) => row.mensagem).join()).toMatch(/diz que chegou às 08:04/);
    expect((await cg.client.post(`/api/visits/${id}/check-in`)).status).toBe(409);

    expect((await strangerFamily.client.post(`/api/visits/${id}/confirm`, { momento: 'chegada' })).status).toBe(404);
    expect((await cg.client.post(`/api/visits/${id}/confirm`, { momento: 'chegada' })).status).toBe(403);
    expect((await fam.client.post(`/api/visits/${id}/confirm`, { momento: 'saida' })).status).toBe(409);
    const confirmedVisit = ((await (await fam.client.post(`/api/visits/${id}/confirm`, { momento: 'chegada' })).json()) as { visit: { checkIn: { confirmedAt: string } } }).visit;
    expect(confirmedVisit.checkIn.confirmedAt).toBe(at(1, '08:04').toISOString());

    ctx.setNow(at(1, '12:01'));
    const out = visitResponseSchema.parse(await (await cg.client.post(`/api/visits/${id}/check-out`)).json());
    expect(out.visit.checkOut).toMatchObject({ at: at(1, '12:01').toISOString(), method: 'botao', confirmedAt: null });
    expect((await cg.client.post('/api/visits/not-a-uuid/check-in')).status).toBe(404);
  });
});

describe('late arrival and no-show', () => {
  it('two processes running the jobs tell the family once, and refund a no-show day once, through the ledger', async () => {
    const { cg, fam, booking } = await confirmed(2);
    const deps = visitJobDeps(ctx.deps);
    const run = (now: Date) => runVisitJobs({ ...deps, now: () => now });
    const escrowBefore = await accountBalance(ctx.db, { kind: 'escrow', pedidoId: booking.id });

    // 08:10: not late yet. 08:16: late, told once by one of the two processes.
    expect(await run(at(1, '08:10'))).toEqual({ late: 0, noShows: 0 });
    // (Other tests' days of day(1) are counted too: what matters is this family's single notice.)
    await Promise.all([run(at(1, '08:16')), run(at(1, '08:16'))]);
    await backgroundSettled();
    expect((await notices(fam.id)).filter((row) => /ainda não registrou a chegada/.test(row.mensagem))).toHaveLength(1);
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, fam.email), eq(emailOutbox.kind, 'visita-atraso')))).toHaveLength(1);

    // 09:00: a no-show, once; the day's price and fee go back; the reliability counts it.
    await Promise.all([run(at(1, '09:00')), run(at(1, '09:00'))]);
    expect((await notices(fam.id)).filter((row) => /não registrou a chegada ao atendimento/.test(row.mensagem))).toHaveLength(1);
    expect((await notices(cg.id)).filter((row) => /registrado como falta/.test(row.mensagem))).toHaveLength(1);
    expect(await run(at(1, '09:30'))).toEqual({ late: 0, noShows: 0 });
    await backgroundSettled();
    const refunds = await ctx.db.select().from(bookingRefunds).where(and(eq(bookingRefunds.pedidoId, booking.id), like(bookingRefunds.idempotencyKey, 'refund:falta:%')));
    expect(refunds).toHaveLength(1);
    // R$ 200,00 a day (4 h × R$ 50,00) + its fee share.
    expect(refunds[0]).toMatchObject({ pedidoId: booking.id, reason: 'falta', amountCents: 20000 + Math.round(booking.taxaServicoCentavos / 2) });
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: booking.id })).toBe(escrowBefore - refunds[0]!.amountCents);
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, fam.email), eq(emailOutbox.kind, 'visita-falta')))).toHaveLength(1);
    const [profile] = await ctx.db.select({ cancelamentos: cuidadorProfiles.cancelamentosCuidador }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cg.id));
    expect(profile?.cancelamentos).toBe(1);
    // 'Saldo e Ganhos': the no-show day is no longer 'A receber' (its money went back); day 2 still is.
    const earnings = earningsDtoSchema.parse(await (await cg.client.get('/api/caregiver/earnings')).json());
    expect(earnings.heldCents).toBe(20000);

    // The caregiver can no longer check in that day; the family sees it as a no-show. (The list
    // reaches 24 h ahead: read it on that morning, not at whatever hour the suite runs.)
    ctx.setNow(at(1, '09:05'));
    const [first] = await visits(fam.client);
    expect(first?.noShowAt).toBe(at(1, '09:00').toISOString());
    expect((await cg.client.post(`/api/visits/${first!.reservaId}/check-in`)).status).toBe(409);
    ctx.setNow(at(1, '09:30'));
    const scannedLate = await scan(cg.client, await codeOf(fam));
    expect(scannedLate.status).toBe(409);
    expect(((await scannedLate.json()) as { error: { message: string } }).error.message).toMatch(/registrado como falta/);

    // Day 2 the caregiver comes: nothing happens to it. 48 h after the end, only day 2 is released.
    ctx.setNow(at(2, '07:50'));
    expect((await cg.client.post(`/api/visits/${(await visits(cg.client))[1]!.reservaId}/check-in`)).status).toBe(200);
    expect(await run(at(2, '10:00'))).toEqual({ late: 0, noShows: 0 });
    await runLifecycleJobs({ db: ctx.db, now: () => at(5, '12:00'), payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id })).toBe(20000);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: booking.id })).toBe(0);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
    const rows = await ctx.db.select().from(visitPresence).where(eq(visitPresence.familiaId, fam.id));
    expect(rows).toHaveLength(2);
  });
});

describe('a day of a series cancelled on its own', () => {
  it('is never marked late or a no-show, and its money is not given back a second time', async () => {
    const cg = await caregiver();
    const fam = await family();
    // Two weeks of the same weekday, 08:00–12:00, from day(3); the family cancels the first day early.
    const booking = await bookAndPay(fam.client, {
      cuidadorId: cg.id,
      dataInicio: day(3),
      diasSemana: [weekdayOf(day(3))],
      semanas: 2,
      horaInicio: '08:00',
      horaFim: '12:00',
      idempotencyKey: crypto.randomUUID(),
    });
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    const { ocorrencias } = bookingOccurrencesResponseSchema.parse(await (await fam.client.get(`/api/bookings/${booking.id}/occurrences`)).json());
    expect(ocorrencias.map((o) => o.data)).toEqual([day(3), day(10)]);
    const cancelled = await fam.client.post(`/api/bookings/${booking.id}/occurrences/${ocorrencias[0]!.id}/cancel`, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' });
    expect(cancelled.status).toBe(200);
    const refundsBefore = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, booking.id));
    expect(refundsBefore).toHaveLength(1);

    // The cancelled day's 08:16 and 09:00 pass with nobody there: nothing is said, nothing refunded again.
    const deps = visitJobDeps(ctx.deps);
    await runVisitJobs({ ...deps, now: () => new Date(saoPauloToInstant(day(3), '08:16').getTime()) });
    await runVisitJobs({ ...deps, now: () => new Date(saoPauloToInstant(day(3), '09:00').getTime()) });
    await backgroundSettled();
    expect(await notices(fam.id)).toHaveLength(0);
    expect(await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, booking.id))).toHaveLength(1);
    expect(await ctx.db.select().from(visitPresence).where(eq(visitPresence.familiaId, fam.id))).toHaveLength(0);
    // Nor can the caregiver check in on it; the family's list no longer shows it.
    ctx.setNow(new Date(saoPauloToInstant(day(3), '07:50').getTime()));
    expect((await scan(cg.client, await codeOf(fam))).status).not.toBe(200);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });
});

describe("the person's data", () => {
  it("'Baixar meus dados' carries the arrivals and departures; deleting the family's account voids its code", async () => {
    const { cg, fam } = await confirmed();
    const codigo = await codeOf(fam);
    ctx.setNow(at(1, '08:02'));
    expect((await scan(cg.client, codigo)).status).toBe(200);
    for (const id of [fam.id, cg.id]) {
      const { document } = await collectPersonalData({ db: ctx.db, now: () => new Date(), storage: ctx.deps.storage, logger: ctx.deps.logger }, id);
      expect(document.presencasNasVisitas).toEqual([expect.objectContaining({ familia: fam.id, cuidador: cg.id, chegada: at(1, '08:02').toISOString(), chegadaPor: 'qr' })]);
    }
    expect((await fam.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect(await ctx.db.select().from(presenceQrCodes).where(eq(presenceQrCodes.familiaId, fam.id))).toHaveLength(0);
    expect((await scan(cg.client, codigo)).status).toBe(404);
    // The day's times stay with the booking (a service record).
    expect(await ctx.db.select().from(visitPresence).where(eq(visitPresence.familiaId, fam.id))).toHaveLength(1);
  });
});

describe('a dispute about a visited day', () => {
  it("shows the operator the day's actual arrival and departure", async () => {
    const { cg, fam, booking } = await confirmed();
    const codigo = await codeOf(fam);
    ctx.setNow(at(1, '08:40'));
    expect((await scan(cg.client, codigo)).status).toBe(200);
    ctx.setNow(at(1, '11:30'));
    expect((await scan(cg.client, codigo)).status).toBe(200);
    ctx.setNow(at(1, '13:00'));
    const opened = await fam.client.post(`/api/bookings/${booking.id}/problema`, { motivo: 'atraso_ou_saida', descricao: 'Chegou 08:40 e saiu 11:30.' });
    expect(opened.status).toBe(201);

    const created = await createOperator(ctx.db, { password: TEST_PASSWORD });
    const op = await signedInClient(ctx, created.id);
    const started = await op.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
    const { setup } = startTwoFactorResponseSchema.parse(await started.json());
    expect((await op.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) })).status).toBe(200);
    const list = disputeListResponseSchema.parse(await (await op.get('/api/operador/disputas')).json()).disputes;
    const id = list.find((d) => d.pedidoId === booking.id)!.id;
    const detail = disputeDetailResponseSchema.parse(await (await op.get(`/api/operador/disputas/${id}`)).json()).dispute;
    expect(detail.days[0]?.presenca).toEqual({ chegada: at(1, '08:40').toISOString(), saida: at(1, '11:30').toISOString(), falta: false });
  });
});
