import { bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { weekdayOf } from '@cuidar/domain/booking-series';
import type { BookingDto } from '@cuidar/domain/bookings';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { disponibilidade, pedidosReserva, reservas } from '../../db/schema';

// Weekly series (docs/product.md#bookings, ADR 0041): one request whose day rows are the chosen
// weekdays' occurrences; the quote lists each with its price and conflict; the request books all
// of them or is refused naming each conflicting one.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
/** The first date at least `from` days ahead that falls on a weekday. */
const nextWeekday = (weekday: number, from = 3) => {
  let n = from;
  while (weekdayOf(day(n)) !== weekday) n++;
  return n;
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const caregiver = (precoHoraCentavos?: number) => approvedCaregiver(ctx, precoHoraCentavos);
const family = () => signedInFamily(ctx);

// Mondays and Wednesdays, 19:00–07:00, for 3 weeks from a Monday.
const monday = nextWeekday(1);
const series = (cuidadorId: string, over: Record<string, unknown> = {}) => ({
  cuidadorId,
  dataInicio: day(monday),
  diasSemana: [1, 3],
  semanas: 3,
  horaInicio: '19:00',
  horaFim: '07:00',
  idempotencyKey: crypto.randomUUID(),
  ...over,
});
const occurrences = [monday, monday + 2, monday + 7, monday + 9, monday + 14, monday + 16].map(day);
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe('a weekly series', () => {
  it('is quoted occurrence by occurrence and booked as one request with one row per occurrence', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const query = new URLSearchParams({ cuidadorId: cg.id, dataInicio: day(monday), diasSemana: '1,3', semanas: '3', horaInicio: '19:00', horaFim: '07:00' });
    const quoted = bookingQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/quote?${query}`)).json());
    expect(quoted.quote).toMatchObject({ precoDiaCentavos: 60000, dias: 6, subtotalCentavos: 360000, taxaServicoCentavos: 36000, totalCentavos: 396000 });
    expect(quoted.ocorrencias?.map((o) => [o.data, o.precoCentavos, o.conflito])).toEqual(occurrences.map((d) => [d, 60000, null]));
    expect(quoted.ocorrencias?.[0]?.fim).toBe(saoPauloToInstant(addDaysToDate(occurrences[0]!, 1), '07:00').toISOString());

    const created = await fam.client.post('/api/bookings', series(cg.id));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: BookingDto };
    expect(booking).toMatchObject({ dias: 6, dataInicio: occurrences[0], dataFim: occurrences[5], precoTotalCentavos: 360000, taxaServicoCentavos: 36000, diasSemana: [1, 3] });
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, booking.id));
    expect(pedido).toMatchObject({ diasSemana: [1, 3], semanas: 3, dias: 6 });
    const days = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, booking.id)).orderBy(reservas.startDatetime);
    expect(days.map((d) => d.dataReserva)).toEqual(occurrences);
    // The fee is split per occurrence as for consecutive days.
    expect(days.map((d) => d.taxaServicoCentavos)).toEqual([6000, 6000, 6000, 6000, 6000, 6000]);
  });

  it('until a date: only the occurrences up to it', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const created = await fam.client.post('/api/bookings', series(cg.id, { semanas: undefined, dataFim: day(monday + 9), diasSemana: [3] }));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: BookingDto };
    expect(booking).toMatchObject({ dias: 2, dataInicio: day(monday + 2), dataFim: day(monday + 2 + 7) });
  });

  it('with a conflict is refused whole, naming each conflicting occurrence; the quote marks them', async () => {
    const cg = await caregiver(5000);
    // Available every night of the three weeks except the second Wednesday.
    const nights = occurrences.filter((d) => d !== occurrences[3]);
    await ctx.db.insert(disponibilidade).values(
      nights.map((d) => ({ cuidadorId: cg.id, startDatetime: saoPauloToInstant(d, '18:00'), endDatetime: saoPauloToInstant(addDaysToDate(d, 1), '08:00') })),
    );
    // Another family already has the third Monday night.
    const other = await family();
    await bookAndPay(other.client, { cuidadorId: cg.id, dataInicio: occurrences[4], dataFim: occurrences[4], horaInicio: '22:00', horaFim: '02:00', idempotencyKey: crypto.randomUUID() });

    const fam = await family();
    const query = new URLSearchParams({ cuidadorId: cg.id, dataInicio: day(monday), diasSemana: '1,3', semanas: '3', horaInicio: '19:00', horaFim: '07:00' });
    const quoted = bookingQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/quote?${query}`)).json());
    expect(quoted.ocorrencias?.map((o) => o.conflito)).toEqual([null, null, null, 'indisponivel', 'ocupado', null]);

    const refused = await fam.client.post('/api/bookings', series(cg.id));
    expect(refused.status).toBe(409);
    const message = await errorOf(refused);
    expect(message).toMatch(/^Alguns plantões não estão livres: quarta-feira, \d+ de \w+ \(sem disponibilidade\); segunda-feira, \d+ de \w+ \(já reservado\)\./);
    expect(await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.familiaId, fam.id))).toHaveLength(0);

    // Without the conflicting weeks it books.
    const shorter = await fam.client.post('/api/bookings', series(cg.id, { semanas: undefined, dataFim: occurrences[2] }));
    expect(shorter.status).toBe(201);
  });

  it("another family's unpaid request holds its nights while its payment window is open: the quote marks them taken", async () => {
    const cg = await caregiver(5000);
    // Asked a moment ago and not paid yet: it holds the second Monday night for the payment window.
    const other = await family();
    const held = await other.client.post('/api/bookings', { cuidadorId: cg.id, dataInicio: occurrences[2], dataFim: occurrences[2], horaInicio: '20:00', horaFim: '23:00', idempotencyKey: crypto.randomUUID() });
    expect(held.status).toBe(201);
    expect(((await held.json()) as { booking: BookingDto }).booking.status).toBe('aguardando_pagamento');

    const fam = await family();
    const query = new URLSearchParams({ cuidadorId: cg.id, dataInicio: day(monday), diasSemana: '1,3', semanas: '3', horaInicio: '19:00', horaFim: '07:00' });
    const quoted = bookingQuoteResponseSchema.parse(await (await fam.client.get(`/api/bookings/quote?${query}`)).json());
    expect(quoted.ocorrencias?.map((o) => o.conflito)).toEqual([null, null, 'ocupado', null, null, null]);
    const refused = await fam.client.post('/api/bookings', series(cg.id));
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatch(/^Alguns plantões não estão livres: segunda-feira, \d+ de \w+ \(já reservado\)\./);
  });

  it('two families racing for overlapping series: the exclusion constraint lets one through', async () => {
    const cg = await caregiver(5000);
    const a = await family();
    const b = await family();
    const [x, y] = await Promise.all([a.client.post('/api/bookings', series(cg.id)), b.client.post('/api/bookings', series(cg.id, { diasSemana: [3], semanas: 2 }))]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const rows = await ctx.db.select().from(reservas).where(eq(reservas.cuidadorId, cg.id));
    expect(rows.length === 6 || rows.length === 2).toBe(true);
  });

  it('stays within the limits: 13 weeks, the 90-day horizon for its last occurrence', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const tooMany = await fam.client.post('/api/bookings', series(cg.id, { semanas: 14 }));
    expect(tooMany.status).toBe(400);
    expect(await errorOf(tooMany)).toBe('Escolha de 1 a 13 semanas.');
    const beyond = await fam.client.post('/api/bookings', series(cg.id, { dataInicio: day(80), semanas: 3, diasSemana: [0, 1, 2, 3, 4, 5, 6] }));
    expect(beyond.status).toBe(400);
    expect(await errorOf(beyond)).toBe('As reservas podem ser feitas para até 90 dias a partir de hoje.');
  });
});
