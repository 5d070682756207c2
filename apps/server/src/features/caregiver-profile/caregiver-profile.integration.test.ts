import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCaregiver } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver(name?: string) {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador', name);
  return { client, id, email };
}

describe("the caregiver's own profile", () => {
  it('has no profile before the wizard is finished', async () => {
    const { client } = await caregiver();
    const response = await client.get('/api/caregiver/profile');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profile: null });
  });

  it('is for signed-in caregivers only', async () => {
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    expect((await family.get('/api/caregiver/profile')).status).toBe(403);
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/caregiver/profile')).status).toBe(401);
  });
});

describe('Editar Perfil do Cuidador', () => {
  const edit = {
    firstName: ' Renata ',
    lastName: 'Alves',
    bio: 'Cuido com carinho.',
    genero: 'indiferente',
    precoHoraCentavos: 6550,
    bairro: 'Moema',
    cidade: 'São Paulo',
    estado: 'SP',
    competencias: ['  Banho no leito ', 'Companhia'],
    disponibilidade: ['Noite', '24h'],
  };

  it('saves every field of the dialog for the caller only', async () => {
    const { client, id } = await caregiver();
    const other = await caregiver();
    await registerCaregiver(client);
    await registerCaregiver(other.client);
    const response = await client.put('/api/caregiver/profile', edit);
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({
      id,
      firstName: 'Renata',
      lastName: 'Alves',
      bio: 'Cuido com carinho.',
      genero: 'indiferente',
      precoHoraCentavos: 6550,
      bairro: 'Moema',
      competencias: ['Banho no leito', 'Companhia'],
      disponibilidade: ['Noite', '24h'],
    });
    const theirs = (await (await other.client.get('/api/caregiver/profile')).json()) as { profile: Record<string, unknown> };
    expect(theirs.profile).toMatchObject({ id: other.id, precoHoraCentavos: 5000, bairro: 'Pinheiros' });
  });

  // Issue 17 changed the rule: R$ 0 is refused, and so is anything under the configured minimum
  // (MIN_HOURLY_RATE_CENTAVOS, R$ 20,00 by default): docs/product.md#profiles.
  it('accepts the configured minimum and refuses R$ 0, less than the minimum and what the form refuses', async () => {
    const { client } = await caregiver();
    await registerCaregiver(client);
    expect((await client.put('/api/caregiver/profile', { ...edit, precoHoraCentavos: 2000 })).status).toBe(200);
    for (const bad of [
      { ...edit, precoHoraCentavos: 0 },
      { ...edit, precoHoraCentavos: 1999 },
      { ...edit, precoHoraCentavos: -100 },
      { ...edit, precoHoraCentavos: 10.5 },
      { ...edit, firstName: '' },
      { ...edit, competencias: ['a', 'A'] },
      { ...edit, id: 'someone-else' },
      { ...edit, rating: 5 },
    ]) {
      expect((await client.put('/api/caregiver/profile', bad)).status).toBe(400);
    }
    const { profile } = (await (await client.get('/api/caregiver/profile')).json()) as { profile: { precoHoraCentavos: number } };
    expect(profile.precoHoraCentavos).toBe(2000);
  });

  it('says so when the registration is not finished', async () => {
    const { client } = await caregiver();
    const response = await client.put('/api/caregiver/profile', edit);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'Você ainda não concluiu seu cadastro de cuidador.' } });
  });
});
