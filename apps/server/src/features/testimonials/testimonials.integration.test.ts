import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import type { TestimonialDto } from '@cuidar/domain/testimonials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createCaregiver, createFamily, createReview, seededRandom } from '../../db/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const get = async () => {
  const response = await new TestClient(ctx.app).get('/api/testimonials');
  expect(response.status).toBe(200);
  return ((await response.json()) as { testimonials: TestimonialDto[] }).testimonials;
};

describe('GET /api/testimonials', () => {
  it('is empty while nobody has written a review: no invented quotes', async () => {
    expect(await get()).toEqual([]);
  });

  it('shows up to five good reviews with a comment, newest first, signed without ids', async () => {
    const random = seededRandom(3);
    const caregiver = await createCaregiver(ctx.db, { random });
    const helena = await createFamily(ctx.db, { firstName: 'Helena', lastName: 'Duarte Lima', address: { cidade: 'Niterói', estado: 'RJ', bairro: 'Icaraí' } });
    const jorge = await createFamily(ctx.db, { firstName: 'Jorge', lastName: 'Prado' });
    const today = todayInSaoPaulo();
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

    const review = async (familiaId: string, estrelas: number, comentario: string | undefined, n: number) => {
      const pedido = await createBooking(ctx.db, { familiaId, cuidadorId: caregiver.id, dataInicio: addDaysToDate(today, -60 + n), status: 'concluida' });
      await createReview(ctx.db, { pedidoId: pedido.id, familiaId, cuidadorId: caregiver.id, estrelas, comentario, createdAt: day(n) });
    };
    await review(helena.id, 5, 'A cuidadora foi um anjo para minha mãe.', 1);
    await review(jorge.id, 3, 'Foi razoável.', 2); // below four stars
    await review(helena.id, 5, '   ', 3); // no words
    await review(jorge.id, 4, undefined, 4); // no comment
    for (let n = 5; n <= 9; n++) await review(jorge.id, 4, `Comentário ${n}`, n);

    const list = await get();
    expect(list.map((t) => t.texto)).toEqual(['Comentário 9', 'Comentário 8', 'Comentário 7', 'Comentário 6', 'Comentário 5']);
    expect(list[0]).toEqual({ texto: 'Comentário 9', autor: 'Jorge P.', local: null, estrelas: 4 });
    const body = JSON.stringify(list);
    for (const id of [helena.id, jorge.id, caregiver.id]) expect(body).not.toContain(id);
    expect(body).not.toContain('Prado');
  });

  it('signs with the family first name, surname initial and city', async () => {
    const caregiver = await createCaregiver(ctx.db, { random: seededRandom(4) });
    const family = await createFamily(ctx.db, { firstName: 'Marta', lastName: 'Ribeiro', address: { cidade: 'Campinas', estado: 'SP' } });
    const pedido = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(todayInSaoPaulo(), -5), status: 'concluida' });
    await createReview(ctx.db, { pedidoId: pedido.id, familiaId: family.id, cuidadorId: caregiver.id, estrelas: 5, comentario: '  Pontual e carinhosa.  ', createdAt: new Date('2030-01-01T12:00:00Z') });

    const [newest] = await get();
    expect(newest).toEqual({ texto: 'Pontual e carinhosa.', autor: 'Marta R.', local: 'Campinas, SP', estrelas: 5 });
  });
});
