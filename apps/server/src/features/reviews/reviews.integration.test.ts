import type { BookingDto, ReviewsReceivedDto } from '@cuidar/domain/bookings';
import type { BookingRequestDetailsDto } from '@cuidar/domain/booking-details';
import type { CaregiverPageDto } from '@cuidar/domain/caregiver-page';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { readZip } from '../../../test/read-zip';
import { cuidadorProfiles, notificacoes } from '../../db/schema';
import { runLifecycleJobs } from '../bookings/service';

// Reviews both ways, double-blind (docs/product.md#reviews): the family's review stays hidden until
// the caregiver rates the family or 7 days pass; the caregiver's rating of the family is private.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
const PRIVATE_NOTE = 'Nota privada: a filha desmarcou duas vezes em cima da hora';

async function caregiver(name = 'Rita') {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db
    .insert(cuidadorProfiles)
    .values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: `Cuidadora ${name}`, competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia');
  return { client, id };
}

/** A booking on day `offset`, paid and accepted; the clock then stands after its end. */
async function concludedBooking(cg: { client: TestClient; id: string }, fam: { client: TestClient; id: string }, offset: number) {
  const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(offset), dataFim: day(offset), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID() });
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  const end = saoPauloToInstant(day(offset), '12:00');
  ctx.setNow(new Date(end.getTime() + 3600_000));
  return { id: booking.id, end };
}

const json = async <T>(response: Response) => (await response.json()) as T;
const pageOf = async (viewer: TestClient, id: string) => (await json<{ caregiver: CaregiverPageDto }>(await viewer.get(`/api/caregivers/${id}`))).caregiver;
const profileOf = async (id: string) => (await ctx.db.select().from(cuidadorProfiles).where(eq(cuidadorProfiles.id, id)))[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

describe('double-blind reviews', () => {
  it("keeps the family's review hidden until the caregiver rates the family, then shows and counts it", async () => {
    const cg = await caregiver();
    const fam = await family();
    const reader = await family();
    const booking = await concludedBooking(cg, fam, 2);

    expect((await fam.client.post(`/api/bookings/${booking.id}/review`, { estrelas: 5, comentario: 'Pontual e carinhosa.' })).status).toBe(201);
    // Hidden: not on the caregiver's list, not on the page, not in the rating search reads.
    let received = await json<ReviewsReceivedDto>(await cg.client.get('/api/reviews/received'));
    expect(received.reviews).toEqual([]);
    expect(received.toRate).toEqual([expect.objectContaining({ pedidoId: booking.id, familiaAvaliou: true, familia: expect.objectContaining({ id: fam.id }) })]);
    expect(JSON.stringify(received)).not.toContain('Pontual');
    expect((await pageOf(reader.client, cg.id)).details?.reviews).toEqual([]);
    expect(await profileOf(cg.id)).toMatchObject({ rating: null, totalAvaliacoes: 0 });
    // The notification does not tell the stars yet.
    const [note] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, cg.id), eq(notificacoes.tipo, 'avaliacao_recebida')));
    expect(note?.mensagem).toContain('Avalie a família para ver a avaliação');
    expect(note?.mensagem).not.toMatch(/estrela/);
    // The family sees its own review, with when it will be shown.
    const given = await json<{ reviews: { publicada: boolean; comentario: string }[] }>(await fam.client.get('/api/reviews/given'));
    expect(given.reviews).toEqual([expect.objectContaining({ publicada: false, comentario: 'Pontual e carinhosa.' })]);

    // The caregiver rates the family: the review is published and counted in the same step.
    expect((await cg.client.post(`/api/bookings/${booking.id}/family-review`, { estrelas: 3, nota: PRIVATE_NOTE })).status).toBe(201);
    expect((await cg.client.post(`/api/bookings/${booking.id}/family-review`, { estrelas: 5 })).status).toBe(409);
    received = await json<ReviewsReceivedDto>(await cg.client.get('/api/reviews/received'));
    expect(received).toMatchObject({ average: 5, total: 1, toRate: [] });
    expect(received.reviews).toEqual([expect.objectContaining({ comentario: 'Pontual e carinhosa.', publicada: true, resposta: null })]);
    expect(await profileOf(cg.id)).toMatchObject({ rating: 5, totalAvaliacoes: 1 });
    expect((await pageOf(reader.client, cg.id)).details?.reviews).toEqual([expect.objectContaining({ comentario: 'Pontual e carinhosa.', estrelas: 5 })]);
  });

  it("publishes after 7 days when the caregiver does not rate (read at once, counted by the job); the window then closes", async () => {
    const cg = await caregiver();
    const fam = await family();
    const reader = await family();
    const booking = await concludedBooking(cg, fam, 1);
    const other = await concludedBooking(cg, fam, 3);
    expect((await fam.client.post(`/api/bookings/${booking.id}/review`, { estrelas: 4 })).status).toBe(201);

    ctx.setNow(new Date(booking.end.getTime() + 7 * 24 * 3600_000 - 60_000));
    expect((await pageOf(reader.client, cg.id)).details?.reviews).toEqual([]);
    ctx.setNow(new Date(booking.end.getTime() + 7 * 24 * 3600_000 + 60_000));
    // Shown on read as soon as the window closed; the job then counts it in the rating.
    expect((await pageOf(reader.client, cg.id)).details?.reviews).toHaveLength(1);
    expect(await profileOf(cg.id)).toMatchObject({ totalAvaliacoes: 0 });
    const run = await runLifecycleJobs({ db: ctx.db, now: ctx.deps.now });
    expect(run.reviewsPublished).toBeGreaterThanOrEqual(1);
    expect(await profileOf(cg.id)).toMatchObject({ rating: 4, totalAvaliacoes: 1 });
    expect((await runLifecycleJobs({ db: ctx.db, now: ctx.deps.now })).reviewsPublished).toBe(0);

    // Too late for either side now.
    expect((await cg.client.post(`/api/bookings/${booking.id}/family-review`, { estrelas: 4 })).status).toBe(409);
    ctx.setNow(new Date(other.end.getTime() + 8 * 24 * 3600_000));
    const late = await fam.client.post(`/api/bookings/${other.id}/review`, { estrelas: 5 });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('O prazo para avaliar este atendimento terminou.');
  });

  it('lets the caregiver reply once, publicly, to a published review only', async () => {
    const cg = await caregiver();
    const fam = await family();
    const reader = await family();
    const booking = await concludedBooking(cg, fam, 2);
    await fam.client.post(`/api/bookings/${booking.id}/review`, { estrelas: 4, comentario: 'Muito boa.' });
    const [hidden] = (await json<{ reviews: { id: string }[] }>(await fam.client.get('/api/reviews/given'))).reviews;
    expect((await cg.client.post(`/api/reviews/${hidden!.id}/reply`, { resposta: 'Obrigada!' })).status).toBe(409); // not public yet

    await cg.client.post(`/api/bookings/${booking.id}/family-review`, { estrelas: 5 });
    expect((await cg.client.post(`/api/reviews/${hidden!.id}/reply`, { resposta: '   ' })).status).toBe(400);
    expect((await cg.client.post(`/api/reviews/${hidden!.id}/reply`, { resposta: ' Obrigada pela confiança! ' })).status).toBe(201);
    expect((await cg.client.post(`/api/reviews/${hidden!.id}/reply`, { resposta: 'De novo' })).status).toBe(409);
    const other = await caregiver('Outra');
    expect((await other.client.post(`/api/reviews/${hidden!.id}/reply`, { resposta: 'Não é minha' })).status).toBe(404);

    const page = await pageOf(reader.client, cg.id);
    expect(page.details?.reviews[0]?.resposta).toMatchObject({ texto: 'Obrigada pela confiança!' });
    const received = await json<ReviewsReceivedDto>(await cg.client.get('/api/reviews/received'));
    expect(received.reviews[0]?.resposta?.texto).toBe('Obrigada pela confiança!');
  });
});

describe("a caregiver's private rating of a family", () => {
  it('is shown to other caregivers as a count and an average only, and never to the family', async () => {
    const rita = await caregiver('Rita');
    const ana = await caregiver('Ana');
    const fam = await family();
    const booking = await concludedBooking(rita, fam, 2);
    expect((await rita.client.post(`/api/bookings/${booking.id}/family-review`, { estrelas: 2, nota: PRIVATE_NOTE })).status).toBe(201);
    ctx.setNow(new Date());

    // Another caregiver, with a new request from the family: count and average, no words, no author.
    const request = await bookAndPay(fam.client, { cuidadorId: ana.id, dataInicio: day(10), dataFim: day(10), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID() });
    const forAna = await json<{ details: BookingRequestDetailsDto }>(await ana.client.get(`/api/bookings/${request.id}/details`));
    expect(forAna.details.familyRating).toEqual({ average: 2, total: 1 });
    expect(JSON.stringify(forAna)).not.toContain('desmarcou');

    // The author sees their own rating on their booking.
    const ritas = await json<{ bookings: BookingDto[] }>(await rita.client.get('/api/bookings?scope=past'));
    expect(ritas.bookings.find((b) => b.id === booking.id)?.review).toMatchObject({ estrelas: 2 });

    // The family: on every read that is theirs, nothing of it.
    const reads = [
      '/api/bookings?scope=past',
      '/api/bookings?scope=upcoming',
      `/api/bookings/${booking.id}`,
      `/api/bookings/${booking.id}/details`,
      `/api/bookings/${request.id}/details`,
      '/api/reviews/given',
      '/api/notifications?limit=50',
    ];
    for (const path of reads) {
      const response = await fam.client.get(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain('desmarcou');
      expect(text, path).not.toContain('familyRating":{');
    }
    const past = await json<{ bookings: BookingDto[] }>(await fam.client.get('/api/bookings?scope=past'));
    expect(past.bookings.find((b) => b.id === booking.id)?.review).toBeNull(); // the family has not reviewed: nothing of Rita's
    const details = await json<{ details: BookingRequestDetailsDto }>(await fam.client.get(`/api/bookings/${booking.id}/details`));
    expect(details.details.familyRating).toBeNull();
    // 'Baixar meus dados': the ratings about the family are caregivers' private notes (ADR 0038).
    const zip = readZip(new Uint8Array(await (await fam.client.get('/api/account/export')).arrayBuffer()));
    const exported = zip.find((e) => e.name === 'meus-dados.json')!.data.toString('utf8');
    expect(exported).not.toContain('desmarcou');
    expect(JSON.parse(exported)).toMatchObject({ avaliacoesDeFamilias: [] });
    // Its author gets it in theirs.
    const ritasZip = readZip(new Uint8Array(await (await rita.client.get('/api/account/export')).arrayBuffer()));
    expect(ritasZip.find((e) => e.name === 'meus-dados.json')!.data.toString('utf8')).toContain('desmarcou');
  });
});
