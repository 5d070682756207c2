import { weekdayOf } from '@cuidar/domain/booking-series';
import type { BookingDto } from '@cuidar/domain/bookings';
import { messages } from '@cuidar/domain/messages';
import { bookingOccurrencesResponseSchema, occurrenceCancellationQuoteResponseSchema, type BookingOccurrenceDto } from '@cuidar/domain/occurrence-cancellation';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { bookingRefunds, cuidadorProfiles, emailOutbox, notificacoes, pedidosReserva, receipts, reservas } from '../../db/schema';
import { accountBalance, checkLedger } from '../ledger/service';
import { runLifecycleJobs } from './service';

// Cancelling one day of a weekly series, or the rest from a day on (docs/product.md#cancellation-policy,
// ADR 0045): the policy on exactly those days, posted through the ledger in the cancelling
// transaction, one provider refund with its receipt, the request's figures following the days left.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
let clock = new Date();
const setNow = (date: Date) => {
  clock = date;
  ctx.setNow(date);
};
const om = messages.occurrenceCancel;

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

/** The first Monday at least `from` days ahead. */
const mondayFrom = (from: number) => {
  let n = from;
  while (weekdayOf(day(n)) !== 1) n++;
  return n;
};

// Mondays and Wednesdays 08:00–12:00 for 3 weeks: 6 days × (20 000 + 2 000 fee) at R$ 50/h.
const series = (cuidadorId: string, from: number) => ({
  cuidadorId,
  dataInicio: day(mondayFrom(from)),
  diasSemana: [1, 3],
  semanas: 3,
  horaInicio: '08:00',
  horaFim: '12:00',
  idempotencyKey: crypto.randomUUID(),
});

async function confirmedSeries(from: number, accept = true) {
  const cg = await approvedCaregiver(ctx, 5000);
  const fam = await signedInFamily(ctx);
  const booking = await bookAndPay(fam.client, series(cg.id, from));
  if (accept) expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return { cg, fam, booking, days: await occurrencesOf(fam.client, booking.id) };
}

async function occurrencesOf(client: TestClient, pedidoId: string): Promise<BookingOccurrenceDto[]> {
  const response = await client.get(`/api/bookings/${pedidoId}/occurrences`);
  expect(response.status).toBe(200);
  return bookingOccurrencesResponseSchema.parse(await response.json()).ocorrencias;
}

async function quoteOf(client: TestClient, pedidoId: string, occurrenceId: string, escopo: 'dia' | 'seguintes') {
  const response = await client.get(`/api/bookings/${pedidoId}/occurrences/${occurrenceId}/cancellation-quote?escopo=${escopo}`);
  expect(response.status).toBe(200);
  return occurrenceCancellationQuoteResponseSchema.parse(await response.json()).quote;
}

const cancel = (client: TestClient, pedidoId: string, occurrenceId: string, body: Record<string, unknown>) =>
  client.post(`/api/bookings/${pedidoId}/occurrences/${occurrenceId}/cancel`, body);
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const escrow = (pedidoId: string) => accountBalance(ctx.db, { kind: 'escrow', pedidoId });
const refundsOf = (pedidoId: string) => ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, pedidoId));
const pedidoRow = async (pedidoId: string) => (await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId)))[0]!;
const ledgerProblems = async (pedidoId: string) => (await checkLedger(ctx.db)).problems.filter((p) => p.includes(pedidoId));

describe('cancelling one day of a confirmed series', () => {
  it('the family, more than 24 h ahead: that day only, refunded in full once with a receipt; the rest stands', async () => {
    const { cg, fam, booking, days } = await confirmedSeries(7);
    expect(days).toHaveLength(6);
    expect(days.every((d) => d.situacao === 'ativa' && d.podeCancelar)).toBe(true);
    const third = days[2]!;

    const quote = await quoteOf(fam.client, booking.id, third.id, 'dia');
    expect(quote).toMatchObject({ cancelledBy: 'familia', rule: 'familia_antecedencia', refundToFamilyCents: 22000, toCaregiverCents: 0, feeKeptCents: 0, restantes: 5, totalCents: 22000 });
    expect(quote.ocorrencias).toEqual([{ id: third.id, data: third.data }]);

    const response = await cancel(fam.client, booking.id, third.id, { escopo: 'dia', motivoCodigo: 'paciente_internado' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(om.doneByFamily(1));

    const after = await occurrencesOf(fam.client, booking.id);
    expect(after.map((d) => d.situacao)).toEqual(['ativa', 'ativa', 'cancelada', 'ativa', 'ativa', 'ativa']);
    expect(after[2]!.cancelamento).toMatchObject({ canceladoPor: 'familia', motivo: 'O paciente foi internado' });
    expect(after[2]!.podeCancelar).toBe(false);
    // The caregiver sees the same days.
    expect((await occurrencesOf(cg.client, booking.id)).map((d) => d.situacao)).toEqual(after.map((d) => d.situacao));

    // The request's figures follow the days that stand; it stays confirmed.
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada', dias: 5, precoTotalCentavos: 100000, taxaServicoCentavos: 10000, dataInicio: days[0]!.data, dataFim: days[5]!.data });
    const listed = (await (await fam.client.get(`/api/bookings/${booking.id}`)).json()) as { booking: BookingDto };
    expect(listed.booking).toMatchObject({ status: 'confirmada', dias: 5, totalCentavos: 110000 });

    // The money: one refund of that day, done at the provider, with its receipt; escrow keeps the rest.
    expect((await refundsOf(booking.id)).map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[`refund:occurrence:${third.id}`, 22000, 'succeeded']]);
    expect(await escrow(booking.id)).toBe(110000);
    const refundReceipts = await ctx.db.select().from(receipts).where(and(eq(receipts.pedidoId, booking.id), eq(receipts.kind, 'booking_refund')));
    expect(refundReceipts.map((r) => [r.ownerId, r.amountCents])).toEqual([[fam.id, 22000]]);
    expect(await ledgerProblems(booking.id)).toEqual([]);

    // The caregiver is told; the family is not told of its own act.
    const toCaregiver = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(toCaregiver).toHaveLength(1);
    expect(toCaregiver[0]!.mensagem).toContain('O paciente foi internado');
    // And by e-mail, with the days that stay; the family gets its refund's receipt by e-mail.
    await backgroundSettled();
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'A família cancelou dias de uma reserva'));
    const mine = mails.filter((mail) => mail.text.includes('O paciente foi internado'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain('Os outros 5 dias continuam reservados.');

    // The same click again: a clear 409, and still one refund.
    const again = await cancel(fam.client, booking.id, third.id, { escopo: 'dia', motivoCodigo: 'paciente_internado' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(om.alreadyCancelled);
    expect(await refundsOf(booking.id)).toHaveLength(1);

    // Later, the whole booking cancelled in time: what is left comes back, the ledger still balances.
    expect((await fam.client.post(`/api/bookings/${booking.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await escrow(booking.id)).toBe(0);
    expect((await refundsOf(booking.id)).map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([22000, 110000]);
    expect(await ledgerProblems(booking.id)).toEqual([]);
  });

  it('two cancellations of the same day at once: one succeeds, the other gets 409; one refund', async () => {
    const { fam, booking, days } = await confirmedSeries(7);
    const body = { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' };
    const [a, b] = await Promise.all([cancel(fam.client, booking.id, days[1]!.id, body), cancel(fam.client, booking.id, days[1]!.id, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await escrow(booking.id)).toBe(110000);
    expect(await ledgerProblems(booking.id)).toEqual([]);
  });

  it('before acceptance (paid, pending): that day goes back in full, and the caregiver may still accept the rest', async () => {
    const { cg, fam, booking, days } = await confirmedSeries(7, false);
    const quote = await quoteOf(fam.client, booking.id, days[0]!.id, 'dia');
    expect(quote).toMatchObject({ rule: 'antes_do_aceite', refundToFamilyCents: 22000, toCaregiverCents: 0 });
    expect((await cancel(fam.client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'pendente', dias: 5, dataInicio: days[1]!.data });
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    expect(await escrow(booking.id)).toBe(110000);
    expect(await ledgerProblems(booking.id)).toEqual([]);
  });
});

describe('cancelling the rest of a series from a day on', () => {
  it('the family, late, after the first day was delivered: the policy on those days, the delivered day paid as usual', async () => {
    const { cg, fam, booking, days } = await confirmedSeries(7);
    // Two hours before the second day (the first, two days earlier, is over).
    setNow(new Date(new Date(days[1]!.inicio).getTime() - 2 * 3600_000));
    const listed = await occurrencesOf(fam.client, booking.id);
    expect(listed[0]).toMatchObject({ situacao: 'iniciada', podeCancelar: false });

    const quote = await quoteOf(fam.client, booking.id, days[1]!.id, 'seguintes');
    // Five days (100 000 + 10 000): half of the first of them to the caregiver, their fee kept, the rest back.
    expect(quote).toMatchObject({ rule: 'familia_tardia', subtotalCents: 100000, feeCents: 10000, toCaregiverCents: 10000, feeKeptCents: 10000, refundToFamilyCents: 90000, restantes: 1 });
    expect(quote.ocorrencias.map((o) => o.id)).toEqual(days.slice(1).map((d) => d.id));

    const available = () => accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: cg.id });
    const fees = () => accountBalance(ctx.db, { kind: 'platform_fee' });
    const [availableBefore, feesBefore] = [await available(), await fees()];
    const response = await cancel(fam.client, booking.id, days[1]!.id, { escopo: 'seguintes', motivoCodigo: 'outro', motivo: 'Vamos nos mudar' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(om.doneByFamily(5));

    expect((await available()) - availableBefore).toBe(10000);
    expect((await fees()) - feesBefore).toBe(10000);
    expect((await refundsOf(booking.id)).map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[`refund:occurrence:${days[1]!.id}`, 90000, 'succeeded']]);
    expect(await escrow(booking.id)).toBe(22000);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada', dias: 1, dataFim: days[0]!.data, precoTotalCentavos: 20000 });

    // The delivered day is released 48 h after it ended, as always; the cancelled ones never are.
    setNow(new Date(new Date(days[0]!.fim).getTime() + 49 * 3600_000));
    await runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    expect(await escrow(booking.id)).toBe(0);
    expect((await available()) - availableBefore).toBe(30000);
    expect(await ledgerProblems(booking.id)).toEqual([]);
    expect((await pedidoRow(booking.id)).status).toBe('concluida');
    const rows = await ctx.db.select({ status: reservas.status }).from(reservas).where(eq(reservas.pedidoId, booking.id)).orderBy(reservas.startDatetime);
    expect(rows.map((r) => r.status)).toEqual(['concluida', 'cancelada', 'cancelada', 'cancelada', 'cancelada', 'cancelada']);
  });

  it('the caregiver: everything of those days back to the family, who is told; a started day is refused', async () => {
    const { cg, fam, booking, days } = await confirmedSeries(7);
    const quote = await quoteOf(cg.client, booking.id, days[3]!.id, 'seguintes');
    expect(quote).toMatchObject({ cancelledBy: 'cuidador', rule: 'cuidador', refundToFamilyCents: 66000, toCaregiverCents: 0, restantes: 3 });
    const response = await cancel(cg.client, booking.id, days[3]!.id, { escopo: 'seguintes', motivoCodigo: 'problema_de_saude' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBe(om.doneByCaregiver(3));
    expect(await escrow(booking.id)).toBe(66000);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada', dias: 3, dataFim: days[2]!.data });
    const toFamily = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(toFamily).toHaveLength(1);
    expect(await ledgerProblems(booking.id)).toEqual([]);

    // The first day under way: refused in words.
    setNow(new Date(new Date(days[0]!.inicio).getTime() + 3600_000));
    const started = await cancel(cg.client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'transporte' });
    expect(started.status).toBe(409);
    expect(await errorOf(started)).toBe(om.alreadyStarted);
  });

  it('from the first day, nothing delivered: the whole request ends cancelled, all paid back', async () => {
    const { fam, booking, days } = await confirmedSeries(7);
    const quote = await quoteOf(fam.client, booking.id, days[0]!.id, 'seguintes');
    expect(quote).toMatchObject({ restantes: 0, refundToFamilyCents: 132000 });
    expect((await cancel(fam.client, booking.id, days[0]!.id, { escopo: 'seguintes', motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'cancelada', canceladoPor: 'familia', dias: 6 });
    expect(await escrow(booking.id)).toBe(0);
    expect(await ledgerProblems(booking.id)).toEqual([]);
    expect((await fam.client.post(`/api/bookings/${booking.id}/cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(409);
  });
});

describe('who may', () => {
  it('another family or caregiver gets 404; a reason from the other side’s list is refused', async () => {
    const { fam, booking, days } = await confirmedSeries(7);
    const otherFamily = await signedInFamily(ctx);
    const otherCaregiver = await approvedCaregiver(ctx);
    for (const client of [otherFamily.client, otherCaregiver.client]) {
      expect((await client.get(`/api/bookings/${booking.id}/occurrences`)).status).toBe(404);
      expect((await client.get(`/api/bookings/${booking.id}/occurrences/${days[0]!.id}/cancellation-quote?escopo=dia`)).status).toBe(404);
      expect((await cancel(client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'outro', motivo: 'x' })).status).toBe(404);
    }
    // A day of another request under this one's id is not found either.
    const other = await confirmedSeries(30);
    expect((await cancel(fam.client, booking.id, other.days[0]!.id, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' })).status).toBe(404);
    const wrongReason = await cancel(fam.client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'transporte' });
    expect(wrongReason.status).toBe(400);
    expect(await refundsOf(booking.id)).toHaveLength(0);
  });
});

// Consecutive days lose single days like a series (docs/product.md#series-cancel), and a caregiver's
// cancelled days count in the reliability figures (docs/product.md#reliability).
describe('cancelling one day of consecutive days', () => {
  // Four consecutive days 08:00–12:00 at R$ 50/h: 4 × (20 000 + 2 000 fee).
  async function confirmedDays(from: number, count = 4) {
    const cg = await approvedCaregiver(ctx, 5000);
    const fam = await signedInFamily(ctx);
    const booking = await bookAndPay(fam.client, {
      cuidadorId: cg.id,
      dataInicio: day(from),
      dataFim: day(from + count - 1),
      horaInicio: '08:00',
      horaFim: '12:00',
      idempotencyKey: crypto.randomUUID(),
      vinculoEscolha: 'alternar_cuidadores',
    });
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    return { cg, fam, booking, days: await occurrencesOf(fam.client, booking.id) };
  }
  const cancellationsOf = async (cuidadorId: string) => (await ctx.db.select({ n: cuidadorProfiles.cancelamentosCuidador }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, cuidadorId)))[0]!.n;

  it('the family cancels a day in the middle with the series rules; the caregiver cancels the rest, which counts once in reliability', async () => {
    const { cg, fam, booking, days } = await confirmedDays(10);
    expect(days.map((d) => d.data)).toEqual([day(10), day(11), day(12), day(13)]);
    expect(days.every((d) => d.podeCancelar)).toBe(true);

    // The family, days ahead: that day back in full, with its refund and receipt; the others stand.
    expect(await quoteOf(fam.client, booking.id, days[1]!.id, 'dia')).toMatchObject({ rule: 'familia_antecedencia', refundToFamilyCents: 22000, restantes: 3 });
    expect((await cancel(fam.client, booking.id, days[1]!.id, { escopo: 'dia', motivoCodigo: 'paciente_internado' })).status).toBe(200);
    expect((await occurrencesOf(cg.client, booking.id)).map((d) => d.situacao)).toEqual(['ativa', 'cancelada', 'ativa', 'ativa']);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada', dias: 3, precoTotalCentavos: 60000, dataInicio: day(10), dataFim: day(13) });
    expect((await refundsOf(booking.id)).map((r) => [r.idempotencyKey, r.amountCents, r.status])).toEqual([[`refund:occurrence:${days[1]!.id}`, 22000, 'succeeded']]);
    const [told] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(told?.mensagem).toContain('O paciente foi internado');
    // The family's cancellation is not a mark on the caregiver.
    expect(await cancellationsOf(cg.id)).toBe(0);

    // The caregiver cancels from the third day on: both days back to the family, one cancellation counted.
    expect(await quoteOf(cg.client, booking.id, days[2]!.id, 'seguintes')).toMatchObject({ rule: 'cuidador', refundToFamilyCents: 44000, restantes: 1 });
    expect((await cancel(cg.client, booking.id, days[2]!.id, { escopo: 'seguintes', motivoCodigo: 'conflito_de_agenda' })).status).toBe(200);
    expect((await occurrencesOf(fam.client, booking.id)).map((d) => d.cancelamento?.canceladoPor ?? null)).toEqual([null, 'familia', 'cuidador', 'cuidador']);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada', dias: 1, dataFim: day(10) });
    expect(await escrow(booking.id)).toBe(22000);
    expect(await cancellationsOf(cg.id)).toBe(1);
    const page = (await (await fam.client.get(`/api/caregivers/${cg.id}`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(page)).toContain('"cancelamentos":1,');

    // Another of her cancellations, of the last day standing (the whole request then): one more.
    expect((await cancel(cg.client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'transporte' })).status).toBe(200);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'cancelada', canceladoPor: 'cuidador' });
    expect(await escrow(booking.id)).toBe(0);
    expect(await cancellationsOf(cg.id)).toBe(2);
    expect(await ledgerProblems(booking.id)).toEqual([]);
  });

  it('a one-day booking has no separate days: its day is not offered and the route answers 409', async () => {
    const { fam, booking, days } = await confirmedDays(12, 1);
    expect(days).toHaveLength(1);
    expect(days[0]!.podeCancelar).toBe(false);
    const refused = await cancel(fam.client, booking.id, days[0]!.id, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(om.notSeries);
    expect(await pedidoRow(booking.id)).toMatchObject({ status: 'confirmada' });
  });
});
