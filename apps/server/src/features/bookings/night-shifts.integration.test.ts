import { bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { bookingCalendarDtoSchema, type BookingDto } from '@cuidar/domain/bookings';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { disponibilidade, ledgerTransactions, pedidosReserva, reservas } from '../../db/schema';
import { runLifecycleJobs } from './service';

// Shifts that cross midnight (19:00–07:00) and 24 h shifts (08:00–08:00), end to end on the HTTP
// API: price, day rows ending on the next day, the overlap rule, availability across midnight, the
// calendar, the lifecycle and the release 48 h after each night ends (docs/product.md#bookings).

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
let clock = new Date();
const setNow = (date: Date) => {
  clock = date;
  ctx.setNow(date);
};

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

const caregiver = (precoHoraCentavos?: number) => approvedCaregiver(ctx, precoHoraCentavos);
const family = () => signedInFamily(ctx);

const night = (cuidadorId: string, over: Record<string, unknown> = {}) => ({
  cuidadorId,
  dataInicio: day(5),
  dataFim: day(6),
  horaInicio: '19:00',
  horaFim: '07:00',
  idempotencyKey: crypto.randomUUID(),
  ...over,
});
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const daysOf = (pedidoId: string) => ctx.db.select().from(reservas).where(eq(reservas.pedidoId, pedidoId)).orderBy(reservas.startDatetime);

describe('night shifts and 24 h shifts', () => {
  it('quotes and books 19:00–07:00 as 12 h a night, each night ending on the next calendar day', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const query = new URLSearchParams({ cuidadorId: cg.id, dataInicio: day(5), dataFim: day(6), horaInicio: '19:00', horaFim: '07:00' });
    const quoted = await fam.client.get(`/api/bookings/quote?${query}`);
    expect(quoted.status).toBe(200);
    expect(bookingQuoteResponseSchema.parse(await quoted.json()).quote).toMatchObject({ precoDiaCentavos: 60000, dias: 2, subtotalCentavos: 120000, taxaServicoCentavos: 12000, totalCentavos: 132000 });

    const created = await fam.client.post('/api/bookings', night(cg.id));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: BookingDto };
    expect(booking).toMatchObject({ dias: 2, dataInicio: day(5), dataFim: day(6), horaInicio: '19:00', horaFim: '07:00', precoTotalCentavos: 120000 });
    expect(booking.startDatetime).toBe(saoPauloToInstant(day(5), '19:00').toISOString());
    expect(booking.endDatetime).toBe(saoPauloToInstant(day(7), '07:00').toISOString());
    const days = await daysOf(booking.id);
    expect(days.map((d) => [d.dataReserva, d.startDatetime.toISOString(), d.endDatetime.toISOString(), d.precoTotalCentavos])).toEqual([
      [day(5), saoPauloToInstant(day(5), '19:00').toISOString(), saoPauloToInstant(day(6), '07:00').toISOString(), 60000],
      [day(6), saoPauloToInstant(day(6), '19:00').toISOString(), saoPauloToInstant(day(7), '07:00').toISOString(), 60000],
    ]);
  });

  it('books 24 h shifts back to back (08:00–08:00), priced 24 × the rate', async () => {
    const cg = await caregiver(4750);
    const fam = await family();
    const created = await fam.client.post('/api/bookings', night(cg.id, { dataInicio: day(8), dataFim: day(9), horaInicio: '08:00', horaFim: '08:00' }));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: BookingDto };
    expect(booking).toMatchObject({ dias: 2, precoTotalCentavos: 228000 });
    const days = await daysOf(booking.id);
    expect(days[0]!.endDatetime.toISOString()).toBe(days[1]!.startDatetime.toISOString());
    expect(days[1]!.endDatetime.toISOString()).toBe(saoPauloToInstant(day(10), '08:00').toISOString());
  });

  it('the database refuses a next-morning booking that overlaps the night; one starting when the night ends is fine', async () => {
    const cg = await caregiver();
    const first = await family();
    await bookAndPay(first.client, night(cg.id, { dataInicio: day(12), dataFim: day(12) }));
    const second = await family();
    const overlapping = await second.client.post('/api/bookings', night(cg.id, { dataInicio: day(13), dataFim: day(13), horaInicio: '06:00', horaFim: '10:00' }));
    expect(overlapping.status).toBe(409);
    expect(await errorOf(overlapping)).toBe('Este cuidador já tem uma reserva nesse horário. Escolha outro dia ou horário.');
    const touching = await second.client.post('/api/bookings', night(cg.id, { dataInicio: day(13), dataFim: day(13), horaInicio: '07:00', horaFim: '11:00' }));
    expect(touching.status).toBe(201);

    // The public calendar shows the night as one busy interval across midnight.
    const calendar = bookingCalendarDtoSchema.parse(await (await new TestClient(ctx.app).get(`/api/caregivers/${cg.id}/booking-calendar`)).json());
    expect(calendar.busy).toContainEqual({ start: saoPauloToInstant(day(12), '19:00').toISOString(), end: saoPauloToInstant(day(13), '07:00').toISOString() });
  });

  it('needs the caregiver available across midnight: touching slots of two days cover the night, a gap refuses it', async () => {
    const cg = await caregiver();
    const fam = await family();
    await ctx.db.insert(disponibilidade).values([
      { cuidadorId: cg.id, startDatetime: saoPauloToInstant(day(20), '18:00'), endDatetime: saoPauloToInstant(day(21), '00:00') },
      { cuidadorId: cg.id, startDatetime: saoPauloToInstant(day(21), '00:00'), endDatetime: saoPauloToInstant(day(21), '08:00') },
      { cuidadorId: cg.id, startDatetime: saoPauloToInstant(day(21), '18:00'), endDatetime: saoPauloToInstant(day(22), '00:00') },
    ]);
    // The second night (day 21 → 22) has nothing after midnight.
    const uncovered = await fam.client.post('/api/bookings', night(cg.id, { dataInicio: day(20), dataFim: day(21) }));
    expect(uncovered.status).toBe(409);
    expect(await errorOf(uncovered)).toMatch(/não tem disponibilidade em \d{2} de \w+ nesse horário/);
    const covered = await fam.client.post('/api/bookings', night(cg.id, { dataInicio: day(20), dataFim: day(20) }));
    expect(covered.status).toBe(201);
  });

  it('is confirmed through the night, concluded after it ends, and each night is released 48 h after its end', async () => {
    const cg = await caregiver(5000);
    const fam = await family();
    const booking = await bookAndPay(fam.client, night(cg.id, { dataInicio: day(2), dataFim: day(3) }));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
    const run = () => runLifecycleJobs({ db: ctx.db, now: () => clock, payments: ctx.deps.payments, logger: ctx.deps.logger });
    const statusNow = async () => ((await (await fam.client.get(`/api/bookings/${booking.id}`)).json()) as { booking: BookingDto }).booking.status;
    const releases = () => ctx.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.pedidoId, booking.id), eq(ledgerTransactions.kind, 'release')));

    // After midnight of the last night, before 07:00: still going on.
    setNow(saoPauloToInstant(day(4), '06:59'));
    await run();
    expect(await statusNow()).toBe('confirmada');
    const firstNightEnd = saoPauloToInstant(day(3), '07:00');
    setNow(new Date(firstNightEnd.getTime() + 48 * 3600_000 - 60_000));
    await run();
    expect(await releases()).toHaveLength(0);
    setNow(new Date(firstNightEnd.getTime() + 48 * 3600_000));
    await run();
    expect(await releases()).toHaveLength(1);
    expect(await statusNow()).toBe('concluida');
    const [row] = await ctx.db.select({ status: pedidosReserva.status }).from(pedidosReserva).where(eq(pedidosReserva.id, booking.id));
    expect(row!.status).toBe('concluida');
    setNow(new Date(saoPauloToInstant(day(4), '07:00').getTime() + 48 * 3600_000));
    await run();
    expect(await releases()).toHaveLength(2);
  });
});
