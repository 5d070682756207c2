import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { approveCaregiver, registerCaregiver } from '../../../test/caregiver';
import { readZip } from '../../../test/read-zip';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createFamily } from '../../db/factories';
import { disponibilidade, reservas } from '../../db/schema';
import { runAvailabilityExtension } from './service';

// "Now" is Sunday 2026-11-22 10:00 in São Paulo (UTC−3) unless a test moves it.
const NOW = saoPauloToInstant('2026-11-22', '10:00');
const weekdays = { faixas: [{ dias: [1, 2, 3, 4, 5], horaInicio: '08:00', horaFim: '18:00' }], validoDe: '2026-11-23' };
const withSaturdayNight = {
  faixas: [...weekdays.faixas, { dias: [6], horaInicio: '19:00', horaFim: '07:00' }],
  validoDe: '2026-11-23',
};
type Slot = { id: string; startDatetime: string; endDatetime: string; repeticao: boolean };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  ctx.setNow(NOW);
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await registerCaregiver(client);
  await approveCaregiver(ctx.db as never, id);
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  await signUpVerified(ctx, client, 'familia');
  return client;
}

const slotsOn = async (client: TestClient, from: string, to = from) =>
  ((await (await client.get(`/api/availability?from=${from}&to=${to}`)).json()) as { slots: Slot[] }).slots;
const calendar = async (cuidadorId: string) =>
  (await (await new TestClient(ctx.app).get(`/api/caregivers/${cuidadorId}/booking-calendar`)).json()) as { slots: { start: string; end: string }[] };
const book = (client: TestClient, cuidadorId: string, date: string, horaInicio: string, horaFim: string) =>
  client.post('/api/bookings', { cuidadorId, dataInicio: date, dataFim: date, horaInicio, horaFim, idempotencyKey: crypto.randomUUID() });
const patternRows = async (id: string) =>
  (await ctx.db.select({ n: count() }).from(disponibilidade).where(and(eq(disponibilidade.cuidadorId, id), isNotNull(disponibilidade.padraoId))))[0]!.n;

describe('weekly pattern', () => {
  it('is written into the agenda up to the horizon; the booking calendar shows it and bookings inside it are accepted', async () => {
    const { client, id } = await caregiver();
    const created = await client.post('/api/availability/pattern', withSaturdayNight);
    expect(created.status).toBe(201);
    const { pattern } = (await created.json()) as { pattern: { id: string; validoAte: string | null } };
    expect(pattern.validoAte).toBeNull();

    // Monday 08:00–18:00 (11:00–21:00 UTC); Saturday 19:00 → Sunday 07:00.
    expect((await slotsOn(client, '2026-11-23')).map((s) => [s.startDatetime, s.endDatetime, s.repeticao])).toEqual([
      ['2026-11-23T11:00:00.000Z', '2026-11-23T21:00:00.000Z', true],
    ]);
    expect((await slotsOn(client, '2026-11-29')).map((s) => [s.startDatetime, s.endDatetime])).toEqual([['2026-11-28T22:00:00.000Z', '2026-11-29T10:00:00.000Z']]);
    // Up to today + 90 days (2027-02-20, a Saturday: its night slot reaches into Sunday), nothing after.
    expect(await slotsOn(client, '2027-02-20')).toHaveLength(1);
    expect(await slotsOn(client, '2027-02-22', '2027-03-10')).toHaveLength(0);
    // 13 weeks: 65 weekdays + 13 Saturday nights, and Monday 23 … Friday 19/02.
    expect(await patternRows(id)).toBe(13 * 6);

    const shown = await calendar(id);
    expect(shown.slots).toContainEqual({ start: '2026-11-30T11:00:00.000Z', end: '2026-11-30T21:00:00.000Z' });
    expect(shown.slots).toContainEqual({ start: '2026-12-05T22:00:00.000Z', end: '2026-12-06T10:00:00.000Z' });

    const fam = await family();
    expect((await book(fam, id, '2026-11-30', '09:00', '12:00')).status).toBe(201);
    // Sunday daytime is not in the pattern.
    const outside = await book(fam, id, '2026-11-29', '09:00', '12:00');
    expect(outside.status).toBe(409);
    expect(await outside.json()).toMatchObject({ error: { message: expect.stringContaining('não tem disponibilidade') } });
  });

  it('re-saving replaces only its own future slots; slots made by hand stay and the pattern gives way to them', async () => {
    const { client, id } = await caregiver();
    // A slot by hand on a Sunday, and one overlapping Wednesday's pattern hours.
    const sunday = (await (await client.post('/api/availability', { dataInicio: '2026-11-29', horaInicio: '10:00', dataFim: '2026-11-29', horaFim: '14:00' })).json()) as { slot: Slot };
    const { pattern } = (await (await client.post('/api/availability/pattern', weekdays)).json()) as { pattern: { id: string } };
    const evening = await client.post('/api/availability', { dataInicio: '2026-11-25', horaInicio: '17:00', dataFim: '2026-11-25', horaFim: '20:00' });
    expect(evening.status).toBe(201);
    const { slot: wednesday } = (await evening.json()) as { slot: Slot };
    expect((await slotsOn(client, '2026-11-25')).map((s) => [s.startDatetime, s.endDatetime, s.repeticao])).toEqual([
      ['2026-11-25T11:00:00.000Z', '2026-11-25T20:00:00.000Z', true],
      ['2026-11-25T20:00:00.000Z', '2026-11-25T23:00:00.000Z', false],
    ]);
    // A pattern slot is changed through the pattern or a day off, not one by one.
    const patternSlot = (await slotsOn(client, '2026-11-24'))[0]!;
    expect((await client.delete(`/api/availability/${patternSlot.id}`)).status).toBe(409);

    const resaved = await client.put(`/api/availability/pattern/${pattern.id}`, { ...weekdays, faixas: [{ dias: [1, 3], horaInicio: '07:00', horaFim: '11:00' }] });
    expect(resaved.status).toBe(200);
    expect((await slotsOn(client, '2026-11-24'))).toEqual([]); // Tuesday left the pattern
    expect((await slotsOn(client, '2026-11-25')).map((s) => [s.startDatetime, s.endDatetime, s.id === wednesday.id])).toEqual([
      ['2026-11-25T10:00:00.000Z', '2026-11-25T14:00:00.000Z', false],
      ['2026-11-25T20:00:00.000Z', '2026-11-25T23:00:00.000Z', true],
    ]);
    expect((await slotsOn(client, '2026-11-29')).map((s) => s.id)).toEqual([sunday.slot.id]);
    const handMade = await ctx.db.select({ n: count() }).from(disponibilidade).where(and(eq(disponibilidade.cuidadorId, id), isNull(disponibilidade.padraoId)));
    expect(handMade[0]!.n).toBe(2);

    // Deleting the slot by hand lets the pattern fill its time again (Wednesday 07:00–11:00 is whole).
    expect((await client.delete(`/api/availability/${wednesday.id}`)).status).toBe(200);
    // Only one pattern per caregiver.
    expect((await client.post('/api/availability/pattern', weekdays)).status).toBe(409);
    // Deleting the pattern removes its future slots and keeps the hand-made one.
    expect((await client.delete(`/api/availability/pattern/${pattern.id}`)).status).toBe(200);
    expect(await patternRows(id)).toBe(0);
    expect((await slotsOn(client, '2026-11-22', '2027-02-28')).map((s) => s.id)).toEqual([sunday.slot.id]);
    expect(await (await client.get('/api/availability/pattern')).json()).toEqual({ pattern: null, folgas: [] });
  });

  it('refuses overlapping ranges, an end before the start and a pattern already over', async () => {
    const { client, id } = await caregiver();
    const overlapping = await client.post('/api/availability/pattern', {
      faixas: [
        { dias: [6], horaInicio: '19:00', horaFim: '07:00' },
        { dias: [0], horaInicio: '06:00', horaFim: '12:00' },
      ],
      validoDe: '2026-11-23',
    });
    expect(overlapping.status).toBe(400);
    expect(await overlapping.json()).toMatchObject({ error: { message: 'Os horários de sábado e de domingo se sobrepõem. Ajuste um deles.' } });
    expect((await client.post('/api/availability/pattern', { ...weekdays, validoDe: '2026-10-01', validoAte: '2026-11-01' })).status).toBe(400);
    expect((await client.post('/api/availability/pattern', { ...weekdays, cuidadorId: 'x' })).status).toBe(400);
    expect(await patternRows(id)).toBe(0);
  });
});

describe('concurrent saves', () => {
  it('two patterns or two overlapping days off saved at once: one wins, the other is told, the agenda is whole', async () => {
    const { client, id } = await caregiver();
    const patterns = await Promise.all([client.post('/api/availability/pattern', weekdays), client.post('/api/availability/pattern', withSaturdayNight)]);
    expect(patterns.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = patterns.find((r) => r.status === 201) === patterns[0] ? weekdays : withSaturdayNight;
    expect(await patternRows(id)).toBe(winner === weekdays ? 13 * 5 : 13 * 6);

    const daysOff = await Promise.all([
      client.post('/api/availability/days-off', { dataInicio: '2026-12-07', dataFim: '2026-12-09' }),
      client.post('/api/availability/days-off', { dataInicio: '2026-12-09', dataFim: '2026-12-11' }),
    ]);
    expect(daysOff.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(((await (await client.get('/api/availability/pattern')).json()) as { folgas: unknown[] }).folgas).toHaveLength(1);
  });
});

describe('days off', () => {
  it('take the pattern out of those days (a night slot is cut at midnight); removing the day off brings it back', async () => {
    const { client, id } = await caregiver();
    await client.post('/api/availability/pattern', withSaturdayNight);
    const added = await client.post('/api/availability/days-off', { dataInicio: '2026-11-29', dataFim: '2026-12-01' });
    expect(added.status).toBe(201);
    const { folga } = (await added.json()) as { folga: { id: string } };
    expect((await slotsOn(client, '2026-11-28')).map((s) => [s.startDatetime, s.endDatetime])).toEqual([['2026-11-28T22:00:00.000Z', '2026-11-29T03:00:00.000Z']]);
    expect(await slotsOn(client, '2026-11-30', '2026-12-01')).toEqual([]);
    expect(await slotsOn(client, '2026-12-02')).toHaveLength(1);
    const shown = await calendar(id);
    expect(shown.slots.some((s) => s.start.startsWith('2026-11-30') || s.start.startsWith('2026-12-01'))).toBe(false);
    expect((await book(await family(), id, '2026-11-30', '09:00', '12:00')).status).toBe(409);

    expect(await (await client.get('/api/availability/pattern')).json()).toMatchObject({ folgas: [{ id: folga.id, dataInicio: '2026-11-29', dataFim: '2026-12-01' }] });
    expect((await client.post('/api/availability/days-off', { dataInicio: '2026-12-01', dataFim: '2026-12-03' })).status).toBe(409);
    expect((await client.post('/api/availability/days-off', { dataInicio: '2026-11-01', dataFim: '2026-11-02' })).status).toBe(400);

    expect((await client.delete(`/api/availability/days-off/${folga.id}`)).status).toBe(200);
    expect(await slotsOn(client, '2026-11-30', '2026-12-01')).toHaveLength(2);
    expect((await slotsOn(client, '2026-11-28')).map((s) => s.endDatetime)).toEqual(['2026-11-29T10:00:00.000Z']);
  });
});

describe('the daily extension', () => {
  it('extends patterns as days pass, and a second run (or process) does nothing', async () => {
    const { client, id } = await caregiver();
    await client.post('/api/availability/pattern', weekdays);
    const before = await patternRows(id);
    const runs = (at: Date) => {
      ctx.setNow(at);
      return runAvailabilityExtension(ctx.deps);
    };
    expect(await runs(NOW)).toEqual({ extended: 0 });
    // Three days later (Wednesday): Monday 22/02 and Tuesday 23/02 of 2027 come into the horizon.
    const later = saoPauloToInstant('2026-11-25', '06:00');
    const [first, second] = await Promise.all([runs(later), runs(later)]);
    // The runs take turns: the first writes (this and the other tests' caregivers), the second finds nothing.
    expect(Math.min(first.extended, second.extended)).toBe(0);
    expect(Math.max(first.extended, second.extended)).toBeGreaterThan(0);
    expect(await runs(later)).toEqual({ extended: 0 });
    expect(await patternRows(id)).toBe(before + 2);
    expect(await slotsOn(client, '2027-02-23')).toHaveLength(1);
    expect(await slotsOn(client, '2027-02-24')).toHaveLength(0);
    ctx.setNow(NOW);
  });
});

describe('removing availability that holds a booking', () => {
  async function withConfirmedBooking() {
    const owner = await caregiver();
    const helena = await createFamily(ctx.db, { firstName: 'Helena', lastName: 'Duarte' });
    const { id: pedidoId } = await createBooking(ctx.db, { familiaId: helena.id, cuidadorId: owner.id, dataInicio: '2026-12-02', status: 'confirmada', horaInicio: '09:00', horaFim: '12:00' });
    return { ...owner, pedidoId };
  }
  const statusOf = async (pedidoId: string) => (await ctx.db.select({ status: reservas.status }).from(reservas).where(eq(reservas.pedidoId, pedidoId)))[0]!.status;

  it('a day off over a confirmed booking: dry run names it, without confirm 409, with confirm done and the booking stays', async () => {
    const { client, pedidoId } = await withConfirmedBooking();
    await client.post('/api/availability/pattern', weekdays);
    const body = { dataInicio: '2026-12-02', dataFim: '2026-12-02' };

    const preview = await client.post('/api/availability/days-off?dryRun=true', body);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      bookings: [
        {
          reservaId: expect.any(String),
          pedidoId,
          startDatetime: '2026-12-02T12:00:00.000Z',
          endDatetime: '2026-12-02T15:00:00.000Z',
          status: 'confirmada',
          familia: { firstName: 'Helena' },
        },
      ],
    });
    expect(await (await client.get('/api/availability/pattern')).json()).toMatchObject({ folgas: [] }); // the dry run wrote nothing

    const refused = await client.post('/api/availability/days-off', body);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('02/12, 09:00 às 12:00, Helena');
    expect(await slotsOn(client, '2026-12-02')).toHaveLength(1);

    const confirmed = await client.post('/api/availability/days-off?confirm=true', body);
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toMatchObject({ keptBookings: 1 });
    expect(await slotsOn(client, '2026-12-02')).toEqual([]);
    expect(await statusOf(pedidoId)).toBe('confirmada');
  });

  it('deleting or shrinking a slot made by hand, or deleting the pattern, warns the same way; other changes do not', async () => {
    const { client, pedidoId } = await withConfirmedBooking();
    const { slot } = (await (await client.post('/api/availability', { dataInicio: '2026-12-02', horaInicio: '08:00', dataFim: '2026-12-02', horaFim: '18:00' })).json()) as { slot: Slot };
    expect((await client.delete(`/api/availability/${slot.id}`)).status).toBe(409);
    expect(await (await client.delete(`/api/availability/${slot.id}?dryRun=true`)).json()).toMatchObject({ bookings: [{ pedidoId, familia: { firstName: 'Helena' } }] });
    const shrink = { dataInicio: '2026-12-02', horaInicio: '10:00', dataFim: '2026-12-02', horaFim: '18:00' };
    expect((await client.put(`/api/availability/${slot.id}`, shrink)).status).toBe(409);
    // Moving the end within the afternoon keeps the booking's hours: no warning.
    expect((await client.put(`/api/availability/${slot.id}`, { ...shrink, horaInicio: '08:00', horaFim: '13:00' })).status).toBe(200);
    expect((await client.delete(`/api/availability/${slot.id}?confirm=true`)).status).toBe(200);
    expect(await statusOf(pedidoId)).toBe('confirmada');

    const { pattern } = (await (await client.post('/api/availability/pattern', weekdays)).json()) as { pattern: { id: string } };
    expect((await client.delete(`/api/availability/pattern/${pattern.id}`)).status).toBe(409);
    // Re-saving with hours that still hold the booking is fine.
    expect((await client.put(`/api/availability/pattern/${pattern.id}`, { ...weekdays, faixas: [{ dias: [3], horaInicio: '09:00', horaFim: '12:00' }] })).status).toBe(200);
    expect((await client.put(`/api/availability/pattern/${pattern.id}`, { ...weekdays, faixas: [{ dias: [4], horaInicio: '09:00', horaFim: '12:00' }] })).status).toBe(409);
    expect((await client.delete(`/api/availability/pattern/${pattern.id}?confirm=true`)).status).toBe(200);
    expect(await statusOf(pedidoId)).toBe('confirmada');
  });
});

describe("'Baixar meus dados'", () => {
  it('holds the weekly pattern and the days off', async () => {
    const { client } = await caregiver();
    await client.post('/api/availability/pattern', withSaturdayNight);
    await client.post('/api/availability/days-off', { dataInicio: '2026-12-20', dataFim: '2026-12-27' });
    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    const json = readZip(new Uint8Array(await response.arrayBuffer())).find((e) => e.name === 'meus-dados.json')!;
    const doc = JSON.parse(json.data.toString('utf8')) as { repeticaoSemanal: unknown[]; folgas: unknown[]; disponibilidade: unknown[] };
    expect(doc.repeticaoSemanal).toEqual([expect.objectContaining({ faixas: withSaturdayNight.faixas, validoDe: '2026-11-23', validoAte: null })]);
    expect(doc.folgas).toEqual([expect.objectContaining({ dataInicio: '2026-12-20', dataFim: '2026-12-27' })]);
    expect(doc.disponibilidade.length).toBeGreaterThan(60);
  });
});

describe('authorization (beyond the matrix)', () => {
  it("another caregiver's pattern and day off are not found; families and anonymous are refused", async () => {
    const owner = await caregiver();
    const { pattern } = (await (await owner.client.post('/api/availability/pattern', weekdays)).json()) as { pattern: { id: string } };
    const { folga } = (await (await owner.client.post('/api/availability/days-off', { dataInicio: '2026-12-10', dataFim: '2026-12-10' })).json()) as { folga: { id: string } };
    const other = await caregiver();
    expect((await other.client.put(`/api/availability/pattern/${pattern.id}`, weekdays)).status).toBe(404);
    expect((await other.client.delete(`/api/availability/pattern/${pattern.id}?confirm=true`)).status).toBe(404);
    expect((await other.client.delete(`/api/availability/days-off/${folga.id}`)).status).toBe(404);
    const ownerSlot = (await slotsOn(owner.client, '2026-11-23'))[0]!;
    expect((await other.client.delete(`/api/availability/${ownerSlot.id}`)).status).toBe(404);
    expect(await (await other.client.get('/api/availability/pattern')).json()).toEqual({ pattern: null, folgas: [] });

    const fam = await family();
    expect((await fam.get('/api/availability/pattern')).status).toBe(403);
    expect((await fam.post('/api/availability/pattern', weekdays)).status).toBe(403);
    expect((await new TestClient(ctx.app).post('/api/availability/days-off', { dataInicio: '2026-12-10', dataFim: '2026-12-10' })).status).toBe(401);
    expect(await patternRows(owner.id)).toBeGreaterThan(0);
    expect(await patternRows(other.id)).toBe(0);
  });
});
