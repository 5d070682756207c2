import { bookingsResponseSchema, createBookingResponseSchema } from '@cuidar/domain/bookings';
import { singleShiftQuoteResponseSchema } from '@cuidar/domain/single-shift';
import { bookingContractResponseSchema } from '@cuidar/domain/contracts';
import { receiptListResponseSchema } from '@cuidar/domain/receipts';
import { weekdayOf } from '@cuidar/domain/calendar-date';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { formatCentavos } from '@cuidar/domain/format';
import { backgroundSettled } from '../../background';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, payBookingInSandbox } from '../../../test/booking-payments';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { createAvailabilitySlot } from '../../db/factories';
import { cuidadorProfiles, emailOutbox, familiaProfiles, notificacoes, pedidosReserva, reservas, user } from '../../db/schema';

// 'Plantão Avulso' through the HTTP API (docs/product.md#single-shift): the server's price and
// split, only verified caregivers free for the whole shift offered, a normal booking request that
// pays, is seen by the caregiver as a 'Plantão Avulso' and is accepted as any other.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
/** The first date at least `from` days ahead that falls on that weekday (0 = domingo). */
const nextWeekday = (weekday: number, from: number) => {
  let n = from;
  while (weekdayOf(day(n)) !== weekday) n++;
  return day(n);
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const quote = async (client: TestClient, data: string, periodo: 'diurno' | 'noturno') => {
  const response = await client.get(`/api/single-shift/quote?data=${data}&periodo=${periodo}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return singleShiftQuoteResponseSchema.parse(await response.json());
};
/** A caregiver free on that date from 19:00 to 07:00 of the next day (one slot across midnight). */
const nightCaregiver = async (date: string) => {
  const cg = await approvedCaregiver(ctx, 8250);
  await createAvailabilitySlot(ctx.db, { cuidadorId: cg.id, date, start: '18:00', endDate: addDaysToDate(date, 1), end: '08:00' });
  return cg;
};
const ask = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/single-shift/bookings', { periodo: 'noturno', idempotencyKey: crypto.randomUUID(), ...body });

describe('Plantão Avulso: the price', () => {
  it('quotes R$ 175,00 on a weekday and R$ 350,00 from Saturday and Sunday, the split stated, whoever asks', async () => {
    const anonymous = new TestClient(ctx.app);
    const friday = nextWeekday(5, 2);
    const weekday = await quote(anonymous, friday, 'noturno');
    expect(weekday.quote).toMatchObject({ totalCentavos: 17500, cuidadorRecebeCentavos: 15909, taxaServicoCentavos: 1591, fimDeSemana: false, horaInicio: '19:00', horaFim: '07:00', fimDiaSeguinte: true });
    const saturday = await quote(anonymous, addDaysToDate(friday, 1), 'diurno');
    expect(saturday.quote).toMatchObject({ totalCentavos: 35000, cuidadorRecebeCentavos: 31818, taxaServicoCentavos: 3182, fimDeSemana: true, fimDiaSeguinte: false });
    const sundayNight = await quote(anonymous, addDaysToDate(friday, 2), 'noturno');
    expect(sundayNight.quote.totalCentavos).toBe(35000);
  });

  it('refuses today, a date past the horizon and a missing period, in Portuguese', async () => {
    const anonymous = new TestClient(ctx.app);
    const todayAnswer = await anonymous.get(`/api/single-shift/quote?data=${today}&periodo=diurno`);
    expect(todayAnswer.status).toBe(400);
    expect(await errorOf(todayAnswer)).toBe('O Plantão Avulso pode ser marcado a partir de amanhã.');
    const far = await anonymous.get(`/api/single-shift/quote?data=${day(91)}&periodo=diurno`);
    expect(far.status).toBe(400);
    expect(await errorOf(far)).toBe('As reservas podem ser feitas para até 90 dias a partir de hoje.');
    const noPeriod = await anonymous.get(`/api/single-shift/quote?data=${day(3)}`);
    expect(noPeriod.status).toBe(400);
    expect(await errorOf(noPeriod)).toBe('Escolha o turno: diurno ou noturno.');
  });
});

describe('Plantão Avulso: who is offered', () => {
  it('lists only verified caregivers whose slots cover the whole shift and who have no booking in it', async () => {
    const date = day(30);
    const free = await nightCaregiver(date);
    // Evening and next morning as two touching slots count as one.
    const touching = await approvedCaregiver(ctx);
    await createAvailabilitySlot(ctx.db, { cuidadorId: touching.id, date, start: '19:00', endDate: addDaysToDate(date, 1), end: '00:00' });
    await createAvailabilitySlot(ctx.db, { cuidadorId: touching.id, date: addDaysToDate(date, 1), start: '00:00', end: '07:00' });
    // Only until 23:00: not the whole shift.
    const partly = await approvedCaregiver(ctx);
    await createAvailabilitySlot(ctx.db, { cuidadorId: partly.id, date, start: '19:00', end: '23:00' });
    // Not verified (still in review).
    const inReview = await approvedCaregiver(ctx);
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'em_analise' }).where(eq(cuidadorProfiles.id, inReview.id));
    await createAvailabilitySlot(ctx.db, { cuidadorId: inReview.id, date, start: '18:00', endDate: addDaysToDate(date, 1), end: '08:00' });
    // Free by the slots but another family booked (and paid) 22:00–02:00 of that night.
    const busy = await nightCaregiver(date);
    const other = await signedInFamily(ctx);
    await bookAndPay(other.client, { cuidadorId: busy.id, dataInicio: date, horaInicio: '22:00', horaFim: '02:00', idempotencyKey: crypto.randomUUID() });
    // No slots declared at all: could be asked by the hour, but is not known to be free.
    const undeclared = await approvedCaregiver(ctx);

    const answer = await quote(new TestClient(ctx.app), date, 'noturno');
    const ids = answer.caregivers.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([free.id, touching.id]));
    for (const absent of [partly.id, inReview.id, busy.id, undeclared.id]) expect(ids).not.toContain(absent);
    expect(answer.ordem).toBe('avaliacao');
    // The day shift of the same date has none of them (their slots are at night).
    const dayShift = await quote(new TestClient(ctx.app), date, 'diurno');
    expect(dayShift.caregivers.map((c) => c.id)).not.toContain(free.id);
  });

  it("keeps a family's list to its questionnaire's state and says it is ordered by it", async () => {
    const date = day(31);
    const inSaoPaulo = await nightCaregiver(date);
    const fam = await signedInFamily(ctx);
    await ctx.db.insert(familiaProfiles).values({ id: fam.id, estado: 'RJ', cidade: 'Niterói', necessidades: ['Companhia'] }).onConflictDoUpdate({
      target: familiaProfiles.id,
      set: { estado: 'RJ', cidade: 'Niterói', necessidades: ['Companhia'] },
    });
    // In Niterói with the family's need, and in Rio with another skill but the best rating: the need comes first.
    const nearMatch = await nightCaregiver(date);
    await ctx.db.update(cuidadorProfiles).set({ estado: 'RJ', cidade: 'Niterói', competencias: ['Companhia'] }).where(eq(cuidadorProfiles.id, nearMatch.id));
    const bestRated = await nightCaregiver(date);
    await ctx.db
      .update(cuidadorProfiles)
      .set({ estado: 'RJ', cidade: 'Rio de Janeiro', competencias: ['Cozinhar'], rating: 5, totalAvaliacoes: 40 })
      .where(eq(cuidadorProfiles.id, bestRated.id));
    const answer = await quote(fam.client, date, 'noturno');
    expect(answer.ordem).toBe('questionario');
    const ids = answer.caregivers.map((c) => c.id);
    expect(ids).not.toContain(inSaoPaulo.id);
    expect(ids.indexOf(nearMatch.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(nearMatch.id)).toBeLessThan(ids.indexOf(bestRated.id));
    // Without the questionnaire the best rating leads.
    const anonymous = await quote(new TestClient(ctx.app), date, 'noturno');
    expect(anonymous.caregivers.findIndex((c) => c.id === bestRated.id)).toBeLessThan(anonymous.caregivers.findIndex((c) => c.id === nearMatch.id));
  });
});

describe('Plantão Avulso: the request', () => {
  it('is a booking request priced by the server (the fee inside), paid like any other, shown to the caregiver as a Plantão Avulso she accepts', async () => {
    const saturday = nextWeekday(6, 3);
    const cg = await nightCaregiver(saturday);
    const fam = await signedInFamily(ctx);

    // A price sent by the browser is not a field of the request.
    const withPrice = await ask(fam.client, { data: saturday, cuidadorId: cg.id, totalCentavos: 100 });
    expect(withPrice.status).toBe(400);

    const key = crypto.randomUUID();
    const created = await ask(fam.client, { data: saturday, cuidadorId: cg.id, idempotencyKey: key });
    expect(created.status).toBe(201);
    const { booking } = createBookingResponseSchema.parse(await created.json());
    expect(booking).toMatchObject({
      modalidade: 'avulso',
      status: 'aguardando_pagamento',
      dias: 1,
      dataInicio: saturday,
      horaInicio: '19:00',
      horaFim: '07:00',
      precoTotalCentavos: 31818,
      taxaServicoCentavos: 3182,
      totalCentavos: 35000,
    });
    expect(booking.startDatetime).toBe(saoPauloToInstant(saturday, '19:00').toISOString());
    expect(booking.endDatetime).toBe(saoPauloToInstant(addDaysToDate(saturday, 1), '07:00').toISOString());
    const rows = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, booking.id));
    expect(rows.map((r) => [r.precoTotalCentavos, r.taxaServicoCentavos])).toEqual([[31818, 3182]]);
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, booking.id));
    expect(pedido?.modalidade).toBe('avulso');

    // A double click makes one request.
    const again = await ask(fam.client, { data: saturday, cuidadorId: cg.id, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(createBookingResponseSchema.parse(await again.json()).booking.id).toBe(booking.id);

    // Paid by Pix in the sandbox: only a payment of exactly the total makes it pending.
    await payBookingInSandbox(fam.client, booking.id, 'pix');
    const seen = bookingsResponseSchema.parse(await (await cg.client.get('/api/bookings?scope=upcoming')).json());
    const mine = seen.bookings.find((b) => b.id === booking.id);
    expect(mine).toMatchObject({ status: 'pendente', modalidade: 'avulso', precoTotalCentavos: 31818 });
    // Her notification and e-mail say it is a Plantão Avulso at a fixed price, and what is hers.
    const [notice] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'nova_reserva')));
    expect(notice?.mensagem).toMatch(/^Nova solicitação de Plantão Avulso de .+ para /);
    await backgroundSettled();
    const [account] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, cg.id));
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, account!.email), eq(emailOutbox.kind, 'nova-reserva')));
    expect(mail?.text).toContain(`É um Plantão Avulso: preço fechado. Você recebe ${formatCentavos(31818)}.`);
    const accepted = await cg.client.post(`/api/bookings/${booking.id}/accept`, {});
    expect(accepted.status).toBe(200);
    // Its contract is the fixed-price one, and the family's receipt says 'Plantão Avulso'.
    const contract = bookingContractResponseSchema.parse(await (await fam.client.get(`/api/bookings/${booking.id}/contract`)).json());
    expect(contract.contract?.templateVersion).toBe('v3');
    const receipts = receiptListResponseSchema.parse(await (await fam.client.get('/api/receipts')).json());
    expect(receipts.receipts.some((receipt) => receipt.description.startsWith('Plantão Avulso com '))).toBe(true);
  });

  it('refuses a shift that overlaps a booking of the caregiver, one she is not free for, and a caregiver not verified', async () => {
    const date = day(40);
    const cg = await nightCaregiver(date);
    const first = await signedInFamily(ctx);
    expect((await ask(first.client, { data: date, cuidadorId: cg.id })).status).toBe(201);
    // The first family's unpaid request holds the night.
    const second = await signedInFamily(ctx);
    const overlap = await ask(second.client, { data: date, cuidadorId: cg.id });
    expect(overlap.status).toBe(409);
    expect(await errorOf(overlap)).toBe('Este cuidador já tem uma reserva nesse horário. Escolha outro dia ou horário.');
    // Her slot is at night only.
    const daytime = await ask(second.client, { data: date, periodo: 'diurno', cuidadorId: cg.id });
    expect(daytime.status).toBe(409);
    expect(await errorOf(daytime)).toMatch(/não tem disponibilidade/);
    // A caregiver in review is not found, as on the booking dialog.
    const inReview = await nightCaregiver(date);
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'em_analise' }).where(eq(cuidadorProfiles.id, inReview.id));
    const notVerified = await ask(second.client, { data: date, cuidadorId: inReview.id });
    expect(notVerified.status).toBe(404);
    // Tomorrow is the first day; today is refused.
    const todayAsked = await ask(second.client, { data: today, cuidadorId: cg.id });
    expect(todayAsked.status).toBe(400);
  });

  it('is for families only: anonymous 401, a caregiver 403', async () => {
    const date = day(41);
    const cg = await nightCaregiver(date);
    expect((await ask(new TestClient(ctx.app), { data: date, cuidadorId: cg.id })).status).toBe(401);
    const caregiver = await approvedCaregiver(ctx);
    const refused = await ask(caregiver.client, { data: date, cuidadorId: cg.id });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe('Apenas contas de família podem agendar cuidadores.');
  });
});
