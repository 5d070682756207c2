import { caregiverPageResponseSchema } from '@cuidar/domain/caregiver-page';
import { favoritesResponseSchema } from '@cuidar/domain/favorites';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { createCaregiver, createFamily, createOperator, seededRandom } from '../../db/factories';
import { cuidadorProfiles, favoritos } from '../../db/schema';

// 'Favoritos' (docs/product.md#favorites).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const idsOf = async (client: TestClient) => favoritesResponseSchema.parse(await (await client.get('/api/favorites')).json()).caregivers.map((c) => c.id);

describe('/api/favorites', () => {
  it('saves, lists (newest first), shows on the page and removes a family’s favourites; saving twice is one', async () => {
    const random = seededRandom(5);
    const ana = await createCaregiver(ctx.db, { random });
    const bia = await createCaregiver(ctx.db, { random });
    const familia = await createFamily(ctx.db);
    const client = await signedInClient(ctx, familia.id);

    expect(await idsOf(client)).toEqual([]);
    expect(await (await client.put(`/api/favorites/${ana.id}`)).json()).toEqual({ favorito: true });
    ctx.setNow(new Date(ctx.deps.now().getTime() + 60_000));
    expect((await client.put(`/api/favorites/${bia.id}`)).status).toBe(200);
    expect((await client.put(`/api/favorites/${bia.id}`)).status).toBe(200);
    expect(await idsOf(client)).toEqual([bia.id, ana.id]);
    const page = caregiverPageResponseSchema.parse(await (await client.get(`/api/caregivers/${ana.id}`)).json());
    expect(page.caregiver.details?.favorito).toBe(true);

    expect(await (await client.delete(`/api/favorites/${ana.id}`)).json()).toEqual({ favorito: false });
    expect(await idsOf(client)).toEqual([bia.id]);
    expect(caregiverPageResponseSchema.parse(await (await client.get(`/api/caregivers/${ana.id}`)).json()).caregiver.details?.favorito).toBe(false);
    // Removing what is not there is not an error (a second click, another tab).
    expect((await client.delete(`/api/favorites/${ana.id}`)).status).toBe(200);
  });

  it('each family sees and changes only its own list', async () => {
    const caregiver = await createCaregiver(ctx.db, { random: seededRandom(6) });
    const a = await createFamily(ctx.db);
    const b = await createFamily(ctx.db);
    const clientA = await signedInClient(ctx, a.id);
    const clientB = await signedInClient(ctx, b.id);
    await clientA.put(`/api/favorites/${caregiver.id}`);
    expect(await idsOf(clientB)).toEqual([]);
    await clientB.delete(`/api/favorites/${caregiver.id}`);
    expect(await idsOf(clientA)).toEqual([caregiver.id]);
    const rows = await ctx.db.select().from(favoritos).where(eq(favoritos.cuidadorId, caregiver.id));
    expect(rows.map((r) => r.familiaId)).toEqual([a.id]);
  });

  it('is for families only: caregivers and operators get 403, nobody signed in 401, and nothing is written', async () => {
    const caregiver = await createCaregiver(ctx.db, { random: seededRandom(7) });
    const other = await createCaregiver(ctx.db, { random: seededRandom(8) });
    const operator = await createOperator(ctx.db);
    for (const [client, status] of [
      [await signedInClient(ctx, other.id), 403],
      [await signedInClient(ctx, operator.id), 403],
      [new TestClient(ctx.app), 401],
    ] as const) {
      expect((await client.get('/api/favorites')).status).toBe(status);
      expect((await client.put(`/api/favorites/${caregiver.id}`)).status).toBe(status);
      expect((await client.delete(`/api/favorites/${caregiver.id}`)).status).toBe(status);
    }
    expect(await ctx.db.select().from(favoritos).where(eq(favoritos.cuidadorId, caregiver.id))).toEqual([]);
  });

  it('only approved caregivers can be saved or listed; a suspended favourite leaves the list and can still be removed', async () => {
    const familia = await createFamily(ctx.db);
    const client = await signedInClient(ctx, familia.id);
    const inReview = await createCaregiver(ctx.db, { random: seededRandom(9), verificacao: 'em_analise' });
    const response = await client.put(`/api/favorites/${inReview.id}`);
    expect(response.status).toBe(404);
    expect((await client.put(`/api/favorites/${familia.id}`)).status).toBe(404);
    expect((await client.put('/api/favorites/nao%20e%20um%20id')).status).toBe(400);

    const approved = await createCaregiver(ctx.db, { random: seededRandom(10) });
    await client.put(`/api/favorites/${approved.id}`);
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'suspenso' }).where(eq(cuidadorProfiles.id, approved.id));
    expect(await idsOf(client)).toEqual([]);
    expect((await client.delete(`/api/favorites/${approved.id}`)).status).toBe(200);
    expect(await ctx.db.select().from(favoritos).where(eq(favoritos.familiaId, familia.id))).toEqual([]);
  });
});
