import type { BookingDto } from '@cuidar/domain/bookings';
import type { BookingRequestDetailsDto } from '@cuidar/domain/booking-details';
import { mondayOf, type VinculoWarning } from '@cuidar/domain/labour-law';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { cuidadorProfiles, labourLawAcknowledgements, pedidosReserva } from '../../db/schema';
import { collectPersonalData } from '../data-export/service';

// The labour-law guard through the API (docs/product.md#labour-law).

let ctx: TestContext;
// A Monday two to three weeks ahead: the whole week is inside the booking horizon.
const monday = mondayOf(addDaysToDate(todayInSaoPaulo(), 14));
const weekDay = (n: number) => addDaysToDate(monday, n);

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  return { client, id };
}

const slot = (cuidadorId: string, from: string, to: string = from) => ({ cuidadorId, dataInicio: from, dataFim: to, horaInicio: '08:00', horaFim: '12:00' });
const request = (cuidadorId: string, from: string, to: string = from, over: Record<string, unknown> = {}) => ({
  ...slot(cuidadorId, from, to),
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

async function quoteOf(client: TestClient, query: Record<string, string>): Promise<VinculoWarning | null> {
  const response = await client.get(`/api/bookings/quote?${new URLSearchParams(query).toString()}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { vinculo: VinculoWarning | null }).vinculo;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the quote', () => {
  it('answers no warning for two days and the week with its days for three, even to a visitor', async () => {
    const cg = await caregiver();
    const visitor = new TestClient(ctx.app);
    expect(await quoteOf(visitor, slot(cg.id, weekDay(0), weekDay(1)))).toBeNull();
    expect(await quoteOf(visitor, slot(cg.id, weekDay(0), weekDay(2)))).toEqual({
      limiteDiasPorSemana: 2,
      semanas: [{ inicio: weekDay(0), fim: weekDay(6), dias: 3, diasMarcados: [weekDay(0), weekDay(1), weekDay(2)] }],
    });
  });

  it("counts the family's own active bookings with the caregiver, never another family's or another caregiver's", async () => {
    const cg = await caregiver();
    const otherCg = await caregiver();
    const fam = await family();
    const neighbour = await family();
    // Two days already booked (paid, pending) with the caregiver in that week.
    await bookAndPay(fam.client, request(cg.id, weekDay(0), weekDay(1)));
    const warning = await quoteOf(fam.client, slot(cg.id, weekDay(4)));
    expect(warning?.semanas).toEqual([{ inicio: weekDay(0), fim: weekDay(6), dias: 3, diasMarcados: [weekDay(0), weekDay(1), weekDay(4)] }]);
    // Another family asking the same caregiver for one day that week: those two days are not theirs.
    expect(await quoteOf(neighbour.client, slot(cg.id, weekDay(4)))).toBeNull();
    // The same family with another caregiver: a different pair.
    expect(await quoteOf(fam.client, slot(otherCg.id, weekDay(4)))).toBeNull();
    // The following week starts over.
    expect(await quoteOf(fam.client, slot(cg.id, weekDay(7)))).toBeNull();
  });

  it('stops counting a booking once it is cancelled', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, weekDay(1), weekDay(2)));
    expect(await quoteOf(fam.client, slot(cg.id, weekDay(3)))).not.toBeNull();
    expect((await fam.client.post(`/api/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    expect(await quoteOf(fam.client, slot(cg.id, weekDay(3)))).toBeNull();
  });
});

describe('making a request over the limit', () => {
  it('is refused without a choice, on the field, and nothing is written', async () => {
    const cg = await caregiver();
    const fam = await family();
    const response = await fam.client.post('/api/bookings', request(cg.id, weekDay(0), weekDay(2)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { field: 'vinculoEscolha', message: 'Escolha uma das opções sobre o vínculo empregatício para continuar.' },
    });
    expect(await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.cuidadorId, cg.id))).toHaveLength(0);
  });

  it('counts the existing days: a third day on its own request is refused without a choice too', async () => {
    const cg = await caregiver();
    const fam = await family();
    expect((await fam.client.post('/api/bookings', request(cg.id, weekDay(0)))).status).toBe(201); // unpaid, still holding
    expect((await fam.client.post('/api/bookings', request(cg.id, weekDay(2)))).status).toBe(201);
    const third = await fam.client.post('/api/bookings', request(cg.id, weekDay(5)));
    expect(third.status).toBe(400);
    expect(await third.json()).toMatchObject({ error: { field: 'vinculoEscolha' } });
    // Another family may book that caregiver on those days: nothing of the first family counts for it.
    const neighbour = await family();
    expect((await neighbour.client.post('/api/bookings', request(cg.id, weekDay(5)))).status).toBe(201);
  });

  it('is accepted with the choice, which is recorded and shown back to both sides', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking: BookingDto = await bookAndPay(fam.client, request(cg.id, weekDay(0), weekDay(2), { vinculoEscolha: 'contratar_formalmente' }));
    expect(booking.status).toBe('pendente');

    const [row] = await ctx.db.select().from(labourLawAcknowledgements).where(eq(labourLawAcknowledgements.pedidoId, booking.id));
    expect(row).toMatchObject({
      familiaId: fam.id,
      cuidadorId: cg.id,
      escolha: 'contratar_formalmente',
      semanas: [{ inicio: weekDay(0), fim: weekDay(6), dias: 3, diasMarcados: [weekDay(0), weekDay(1), weekDay(2)] }],
    });
    expect(row!.createdAt).toBeInstanceOf(Date);

    for (const client of [fam.client, cg.client]) {
      const details = await client.get(`/api/bookings/${booking.id}/details`);
      expect(details.status).toBe(200);
      const { vinculo } = ((await details.json()) as { details: BookingRequestDetailsDto }).details;
      expect(vinculo).toEqual({ escolha: 'contratar_formalmente', registradoEm: row!.createdAt.toISOString(), semanas: row!.semanas });
    }

    // 'Baixar meus dados' carries it for both parties.
    for (const id of [fam.id, cg.id]) {
      const { document } = await collectPersonalData({ db: ctx.db, now: () => new Date(), storage: ctx.deps.storage, logger: ctx.deps.logger }, id);
      expect(document.avisosDeVinculoEmpregaticio).toEqual([
        expect.objectContaining({ reserva: booking.id, escolha: 'Entendo e vou contratar formalmente (registro em carteira)' }),
      ]);
    }
  });

  it('records nothing for a request under the limit, even when a choice is sent', async () => {
    const cg = await caregiver();
    const fam = await family();
    const created = await fam.client.post('/api/bookings', request(cg.id, weekDay(5), weekDay(6), { vinculoEscolha: 'alternar_cuidadores' }));
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: BookingDto };
    expect(await ctx.db.select().from(labourLawAcknowledgements).where(eq(labourLawAcknowledgements.pedidoId, booking.id))).toHaveLength(0);
    const details = (await (await fam.client.get(`/api/bookings/${booking.id}/details`)).json()) as { details: BookingRequestDetailsDto };
    expect(details.details.vinculo).toBeNull();
  });

  it('refuses a choice that is not one of the two', async () => {
    const cg = await caregiver();
    const fam = await family();
    const response = await fam.client.post('/api/bookings', request(cg.id, weekDay(0), weekDay(2), { vinculoEscolha: 'nenhuma' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { field: 'vinculoEscolha' } });
  });
});
