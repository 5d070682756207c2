import { caregiverPageResponseSchema } from '@cuidar/domain/caregiver-page';
import { qualityScore } from '@cuidar/domain/recommendations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createCaregiver, createFamily, seededRandom } from '../../db/factories';
import { cuidadorProfiles, pedidosReserva } from '../../db/schema';

// Reliability (docs/product.md#caregiver-page): measured from the caregiver's own requests by the
// trigger of migration 0026, read on cards and the page without a join.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const pageOf = async (id: string) => caregiverPageResponseSchema.parse(await (await new TestClient(ctx.app).get(`/api/caregivers/${id}`)).json()).caregiver;

describe('caregiver reliability', () => {
  it("is empty ('Ainda sem histórico') until there is history", async () => {
    const caregiver = await createCaregiver(ctx.db, { random: seededRandom(41) });
    expect((await pageOf(caregiver.id)).confiabilidade).toEqual({ concluidas: 0, cancelamentos: 0, respostaMedianaMin: null });
  });

  it('counts concluded requests, cancellations by the caregiver and the median time from payment to answer', async () => {
    const caregiver = await createCaregiver(ctx.db, { random: seededRandom(42) });
    const family = await createFamily(ctx.db);
    const make = (dataInicio: string, status: 'concluida' | 'confirmada' | 'recusada' | 'pendente') => createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio, status });
    const answered = [await make('2026-09-01', 'concluida'), await make('2026-09-03', 'concluida'), await make('2026-09-05', 'recusada')];
    // Answered 30 min, 2 h and 5 h after being paid: the median is 2 h.
    for (const [pedido, minutes] of [[answered[0]!, 30], [answered[1]!, 120], [answered[2]!, 300]] as const) {
      await ctx.db.update(pedidosReserva).set({ respondedAt: new Date(pedido.pagoEm!.getTime() + minutes * 60_000) }).where(eq(pedidosReserva.id, pedido.id));
    }
    const cancelled = await make('2026-12-20', 'confirmada');
    await ctx.db.update(pedidosReserva).set({ status: 'cancelada', canceladoPor: 'cuidador', canceladoEm: new Date() }).where(eq(pedidosReserva.id, cancelled.id));
    const byFamily = await make('2026-12-22', 'confirmada');
    await ctx.db.update(pedidosReserva).set({ status: 'cancelada', canceladoPor: 'familia', canceladoEm: new Date() }).where(eq(pedidosReserva.id, byFamily.id));
    await make('2026-12-24', 'pendente'); // not answered yet: no part of the median

    const page = await pageOf(caregiver.id);
    expect(page.confiabilidade).toEqual({ concluidas: 2, cancelamentos: 1, respostaMedianaMin: 120 });
    // The ranking's stored quality is the domain's formula (ADR 0038).
    const [row] = await ctx.db.select({ qualidade: cuidadorProfiles.qualidade }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, caregiver.id));
    expect(row!.qualidade).toBeCloseTo(qualityScore({ rating: page.rating, totalAvaliacoes: page.totalAvaliacoes, ...page.confiabilidade }), 4);
  });
});
