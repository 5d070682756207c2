import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { createCaregiver, seededRandom } from '../../db/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/caregivers/featured', () => {
  it('lists only complete profiles, best rated first, without contact data', async () => {
    const random = seededRandom(7);
    const top = await createCaregiver(ctx.db, { random, data: { rating: 4.9, totalAvaliacoes: 30 } });
    const second = await createCaregiver(ctx.db, { random, data: { rating: 4.2, totalAvaliacoes: 3 } });
    const unrated = await createCaregiver(ctx.db, { random, data: { rating: null, totalAvaliacoes: 0 } });
    await createCaregiver(ctx.db, { random, data: { rating: 5, bio: '' } });
    await createCaregiver(ctx.db, { random, data: { rating: 5, competencias: [] } });
    await createCaregiver(ctx.db, { random, data: { rating: 5, cidade: '' } });

    const response = await new TestClient(ctx.app).get('/api/caregivers/featured');
    expect(response.status).toBe(200);
    const { caregivers } = (await response.json()) as { caregivers: Record<string, unknown>[] };
    expect(caregivers.map((c) => c.id)).toEqual([top.id, second.id, unrated.id]);
    expect(caregivers[0]).toMatchObject({ rating: 4.9, totalAvaliacoes: 30, firstName: top.data.firstName });
    expect(Object.keys(caregivers[0]!)).not.toContain('email');
    expect(JSON.stringify(caregivers)).not.toContain('@');
  });

  it('honours the limit and validates it', async () => {
    const client = new TestClient(ctx.app);
    const { caregivers } = (await (await client.get('/api/caregivers/featured?limit=2')).json()) as { caregivers: unknown[] };
    expect(caregivers).toHaveLength(2);
    expect((await client.get('/api/caregivers/featured?limit=0')).status).toBe(400);
    expect((await client.get('/api/caregivers/featured?limit=abc')).status).toBe(400);
  });
});
