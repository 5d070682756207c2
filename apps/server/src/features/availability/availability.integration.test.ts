import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { registerCaregiver } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createFamily } from '../../db/factories';
import { disponibilidade } from '../../db/schema';

// "Now" is fixed at Sunday 2026-11-22 10:00 in São Paulo for the whole file.
const NOW = saoPauloToInstant('2026-11-22', '10:00');
const slot = (date: string, start: string, end: string, endDate = date) => ({ dataInicio: date, horaInicio: start, dataFim: endDate, horaFim: end });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(NOW);
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await registerCaregiver(client);
  return { client, id };
}

const slotsOf = async (id: string) => (await ctx.db.select({ n: count() }).from(disponibilidade).where(eq(disponibilidade.cuidadorId, id)))[0]!.n;
const list = async (client: TestClient, from = '2026-11-01', to = '2026-12-12') => {
  const response = await client.get(`/api/availability?from=${from}&to=${to}`);
  return { status: response.status, body: (await response.json()) as { slots: { id: string; startDatetime: string; endDatetime: string }[] } };
};

describe('availability slots', () => {
  it('are created, listed in São Paulo wall time, edited and deleted by their owner', async () => {
    const { client } = await caregiver();
    const created = await client.post('/api/availability', slot('2026-11-23', '08:00', '12:00'));
    expect(created.status).toBe(201);
    const { slot: made } = (await created.json()) as { slot: { id: string; startDatetime: string; endDatetime: string } };
    // 08:00 in São Paulo (UTC−3) is 11:00 UTC.
    expect(made).toMatchObject({ startDatetime: '2026-11-23T11:00:00.000Z', endDatetime: '2026-11-23T15:00:00.000Z' });

    await client.post('/api/availability', slot('2026-11-23', '19:00', '07:00', '2026-11-24'));
    const listed = await list(client, '2026-11-24', '2026-11-24');
    expect(listed.body.slots).toHaveLength(1); // the night slot reaches into the 24th

    const edited = await client.put(`/api/availability/${made.id}`, slot('2026-11-23', '09:00', '13:30'));
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { slot: { endDatetime: string } }).slot.endDatetime).toBe('2026-11-23T16:30:00.000Z');

    expect((await client.delete(`/api/availability/${made.id}`)).status).toBe(200);
    expect((await client.delete(`/api/availability/${made.id}`)).status).toBe(404);
    expect((await list(client)).body.slots).toHaveLength(1);
  });

  it('need the end after the start and refuse the past, writing nothing', async () => {
    const { client, id } = await caregiver();
    const backwards = await client.post('/api/availability', slot('2026-11-23', '12:00', '08:00'));
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ error: { message: 'O fim da disponibilidade deve ser depois do início', field: 'horaFim' } });
    const past = await client.post('/api/availability', slot('2026-11-21', '08:00', '12:00'));
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ error: { message: 'Não é possível cadastrar disponibilidade que já terminou' } });
    expect((await client.post('/api/availability', slot('', '08:00', '2026-11-23'))).status).toBe(400);
    expect((await client.post('/api/availability', { ...slot('2026-11-23', '08:00', '12:00'), cuidadorId: 'x' })).status).toBe(400);
    expect(await slotsOf(id)).toBe(0);
  });

  it('of one caregiver never overlap; touching ends are fine', async () => {
    const { client, id } = await caregiver();
    const first = (await (await client.post('/api/availability', slot('2026-11-25', '08:00', '12:00'))).json()) as { slot: { id: string } };
    const overlap = await client.post('/api/availability', slot('2026-11-25', '11:00', '14:00'));
    expect(overlap.status).toBe(409);
    expect(await overlap.json()).toMatchObject({
      error: { message: 'Este horário se sobrepõe a outra disponibilidade sua (25/11, 08:00 às 12:00). Edite a existente ou escolha outro horário.' },
    });
    expect((await client.post('/api/availability', slot('2026-11-25', '12:00', '18:00'))).status).toBe(201);
    // Editing a slot may keep its own time; it may not grow into its neighbour.
    expect((await client.put(`/api/availability/${first.slot.id}`, slot('2026-11-25', '07:00', '12:00'))).status).toBe(200);
    expect((await client.put(`/api/availability/${first.slot.id}`, slot('2026-11-25', '07:00', '13:00'))).status).toBe(409);
    expect(await slotsOf(id)).toBe(2);

    // Another caregiver's slots do not count.
    const other = await caregiver();
    expect((await other.client.post('/api/availability', slot('2026-11-25', '08:00', '12:00'))).status).toBe(201);
  });

  it('the database refuses overlaps that race past the check', async () => {
    const { client, id } = await caregiver();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/availability', slot('2026-11-26', '08:00', '12:00'))),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await slotsOf(id)).toBe(1);
  });

  it('need a finished registration', async () => {
    const client = new TestClient(ctx.app);
    await signUpVerified(ctx, client, 'cuidador');
    const response = await client.post('/api/availability', slot('2026-11-23', '08:00', '12:00'));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: 'Você ainda não concluiu seu cadastro de cuidador.' } });
  });
});

describe('authorization matrix (owner / other caregiver / family / anonymous × list / create / update / delete)', () => {
  it('only the owner reaches a slot; anyone else gets 404, 403 or 401 and changes nothing', async () => {
    const owner = await caregiver();
    const { slot: owned } = (await (await owner.client.post('/api/availability', slot('2026-11-27', '08:00', '12:00'))).json()) as {
      slot: { id: string; startDatetime: string; endDatetime: string };
    };
    const url = `/api/availability/${owned.id}`;
    const body = slot('2026-11-27', '13:00', '17:00');

    // Owner.
    expect((await list(owner.client)).body.slots.map((s) => s.id)).toEqual([owned.id]);

    // Another caregiver: their list is their own, the owner's slot is "not found".
    const other = await caregiver();
    const otherList = await list(other.client);
    expect(otherList.status).toBe(200);
    expect(otherList.body.slots).toEqual([]);
    expect((await other.client.put(url, body)).status).toBe(404);
    expect((await other.client.delete(url)).status).toBe(404);
    const created = await other.client.post('/api/availability', body);
    expect(created.status).toBe(201);
    expect(await slotsOf(other.id)).toBe(1);

    // A family.
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    expect((await family.get('/api/availability?from=2026-11-01&to=2026-11-30')).status).toBe(403);
    expect((await family.post('/api/availability', body)).status).toBe(403);
    expect((await family.put(url, body)).status).toBe(403);
    expect((await family.delete(url)).status).toBe(403);

    // Nobody signed in.
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/availability?from=2026-11-01&to=2026-11-30')).status).toBe(401);
    expect((await anonymous.post('/api/availability', body)).status).toBe(401);
    expect((await anonymous.put(url, body)).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);

    // The owner's slot is untouched.
    const [row] = await ctx.db.select().from(disponibilidade).where(eq(disponibilidade.id, owned.id));
    expect(row!.cuidadorId).toBe(owner.id);
    expect(row!.startDatetime.toISOString()).toBe(owned.startDatetime);
    expect(await slotsOf(owner.id)).toBe(1);
  });

  it('validates ids and ranges', async () => {
    const { client } = await caregiver();
    expect((await client.put('/api/availability/123', slot('2026-11-27', '08:00', '12:00'))).status).toBe(400);
    expect((await client.get('/api/availability?from=2026-01-01&to=2026-12-31')).status).toBe(400);
    expect((await client.get('/api/availability')).status).toBe(400);
  });
});

describe('confirmed reservations of a day', () => {
  it('lists the caller’s confirmed days with the family name, not pending ones or another caregiver’s', async () => {
    const { client, id } = await caregiver();
    const other = await caregiver();
    const family = await createFamily(ctx.db, { firstName: 'Helena', lastName: 'Duarte' });
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: id, dataInicio: '2026-11-28', dias: 2, status: 'confirmada', horaInicio: '08:00', horaFim: '14:00' });
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: id, dataInicio: '2026-11-30', status: 'pendente' });
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: other.id, dataInicio: '2026-11-28', status: 'confirmada' });
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: id, dataInicio: '2026-11-20', status: 'confirmada' });

    const response = await client.get('/api/availability/reservations?from=2026-11-20&to=2026-11-30');
    expect(response.status).toBe(200);
    const { days } = (await response.json()) as { days: { dataReserva: string; status: string; horaInicio: string; familia: unknown }[] };
    expect(days.map((d) => [d.dataReserva, d.status])).toEqual([
      ['2026-11-20', 'concluida'],
      ['2026-11-28', 'confirmada'],
      ['2026-11-29', 'confirmada'],
    ]);
    expect(days[1]).toMatchObject({ horaInicio: '08:00', horaFim: '14:00', precoTotalCentavos: 30000, familia: { firstName: 'Helena', lastName: 'Duarte' } });
    expect(JSON.stringify(days)).not.toContain('@');

    const family2 = new TestClient(ctx.app);
    await signUpVerified(ctx, family2, 'familia');
    expect((await family2.get('/api/availability/reservations?from=2026-11-20&to=2026-11-30')).status).toBe(403);
  });
});
