import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { analyticsEvents, familiaProfiles, profiles } from '../../db/schema';

// The questionnaire submission: analytics for everyone, the profile for a signed-in family,
// nothing at all for bad input.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const answers = {
  turno: 'tarde',
  generoPreferido: 'feminino',
  competencias: ['Higiene pessoal', 'Alimentação assistida'],
  cep: '05435000',
  rua: 'Rua Harmonia',
  numero: '120',
  complemento: 'apto 31',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  dias: 3,
};

const submitEvents = () => ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventName, 'familia_form_submit'));

describe('POST /api/onboarding/familia', () => {
  it('anonymous: counted, without the street address, and nothing else written', async () => {
    const before = (await submitEvents()).length;
    const response = await new TestClient(ctx.app).post('/api/onboarding/familia', { answers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: false });
    const events = await submitEvents();
    expect(events).toHaveLength(before + 1);
    const event = events.at(-1)!;
    expect(event).toMatchObject({ userId: null, tipoUsuario: 'anonimo' });
    expect(event.metadata).toEqual({ turno: 'tarde', generoPreferido: 'feminino', competencias: answers.competencias, bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', dias: 3 });
  });

  it('signed-in family: address saved on the profile, role família, event with the user', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const response = await client.post('/api/onboarding/familia', { answers });
    expect(await response.json()).toEqual({ saved: true });
    const [row] = await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, id));
    expect(row).toMatchObject({ rua: 'Rua Harmonia', numero: '120', complemento: 'apto 31', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' });
    const [profile] = await ctx.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
    expect(profile!.role).toBe('familia');
    expect((await submitEvents()).filter((e) => e.userId === id)).toHaveLength(1);

    // Submitting again updates the same row.
    await client.post('/api/onboarding/familia', { answers: { ...answers, bairro: 'Moema', complemento: '' } });
    const rows = await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bairro: 'Moema', complemento: null });
  });

  it("keeps 'Por quantos dias?' on the family's profile, for the booking dialog to pre-fill", async () => {
    const client = new TestClient(ctx.app);
    await signUpVerified(ctx, client, 'familia');
    await client.post('/api/onboarding/familia', { answers });
    const own = (await (await client.get('/api/profile/familia')).json()) as { profile: { diasDesejados: number | null } };
    expect(own.profile.diasDesejados).toBe(3);
    await client.post('/api/onboarding/familia', { answers: { ...answers, dias: 12 } });
    expect(((await (await client.get('/api/profile/familia')).json()) as { profile: { diasDesejados: number | null } }).profile.diasDesejados).toBe(12);
  });

  it('answers given before signing in are saved afterwards without counting twice', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/onboarding/familia', { answers, deferred: true })).status).toBe(401);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const response = await client.post('/api/onboarding/familia', { answers, deferred: true });
    expect(await response.json()).toEqual({ saved: true });
    expect((await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, id)))[0]).toMatchObject({ cidade: 'São Paulo' });
    expect((await submitEvents()).filter((e) => e.userId === id)).toHaveLength(0);
  });

  it('a caregiver stays a caregiver and gets no family profile', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'cuidador');
    const response = await client.post('/api/onboarding/familia', { answers });
    expect(await response.json()).toEqual({ saved: false });
    expect((await ctx.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]!.role).toBe('cuidador');
    expect(await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, id))).toEqual([]);
  });

  it('bad input: 400 naming the field with the spec message, and nothing written', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const eventsBefore = (await ctx.db.select().from(analyticsEvents)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...answers, turno: 'madrugada' }, 'answers.turno', 'Selecione um turno'],
      [{ ...answers, competencias: [] }, 'answers.competencias', 'Selecione pelo menos uma competência'],
      [{ ...answers, cep: '1234' }, 'answers.cep', 'CEP deve ter 8 dígitos'],
      [{ ...answers, rua: '' }, 'answers.rua', 'Rua é obrigatória'],
      [{ ...answers, numero: '' }, 'answers.numero', 'Número é obrigatório'],
      [{ ...answers, bairro: 'a' }, 'answers.bairro', 'Bairro é obrigatório'],
      [{ ...answers, cidade: '' }, 'answers.cidade', 'Cidade é obrigatória'],
      [{ ...answers, estado: '' }, 'answers.estado', 'Estado é obrigatório'],
      [{ ...answers, role: 'admin' }, 'role', 'Campo não permitido: role'],
    ];
    for (const [bad, field, message] of cases) {
      const response = await client.post('/api/onboarding/familia', { answers: bad });
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', field, message } });
    }
    expect((await client.post('/api/onboarding/familia', '{oops')).status).toBe(400);
    expect(await ctx.db.select().from(analyticsEvents)).toHaveLength(eventsBefore);
    expect(await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, id))).toEqual([]);
  });
});
