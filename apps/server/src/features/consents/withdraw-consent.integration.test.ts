import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { consents } from '../../db/schema';

// Regression (found by the authorization matrix): a withdrawal stamped by a clock a little behind
// the one that stamped the acceptance broke consents_withdrawn_check and answered 500.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const profile = (consentimentoSaude: boolean) => ({
  firstName: 'Helena',
  lastName: 'Marcondes',
  pacienteNome: 'Zélia',
  pacienteCondicao: consentimentoSaude ? 'Alzheimer inicial' : '',
  consentimentoSaude,
});

describe('withdrawing the health-data consent', () => {
  it('works even when this instance’s clock is behind the acceptance', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const accepted = new Date('2026-05-10T12:00:05Z');
    ctx.setNow(accepted);
    expect((await client.put('/api/profile/familia', profile(true))).status).toBe(200);

    ctx.setNow(new Date(accepted.getTime() - 5000));
    const withdrawn = await client.put('/api/profile/familia', profile(false));
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ profile: { consentimentoSaude: null, pacienteCondicao: '' } });

    const [row] = await ctx.db.select().from(consents).where(eq(consents.userId, id));
    expect(row!.withdrawnAt?.toISOString()).toBe(accepted.toISOString());
    ctx.setNow(new Date());
  });
});
