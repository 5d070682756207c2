import type { FamilyProfileDto } from '@cuidar/domain/family-profile';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking, createCaregiver } from '../../db/factories';
import { consents, familiaProfiles, profiles } from '../../db/schema';

// The family's own profile, the health-data consent, and who may read the patient's data.

let ctx: TestContext;
let familyA: TestClient;
let familyAId: string;
let familyB: TestClient;
let familyBId: string;

const full = {
  firstName: 'Helena',
  lastName: 'Duarte',
  rua: 'Rua Harmonia',
  numero: '120',
  complemento: '',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '05435000',
  pacienteNome: 'Dona Irene',
  pacienteIdade: '84',
  pacienteCondicao: 'Alzheimer em estágio inicial; hipertensão',
  consentimentoSaude: true,
};

beforeAll(async () => {
  ctx = await createTestContext();
  familyA = new TestClient(ctx.app);
  familyAId = (await signUpVerified(ctx, familyA, 'familia', 'Marta Ribeiro')).id;
  familyB = new TestClient(ctx.app);
  familyBId = (await signUpVerified(ctx, familyB, 'familia', 'Paulo Mendes')).id;
});
afterAll(async () => {
  await ctx?.close();
});

const profileOf = async (client: TestClient) => {
  const response = await client.get('/api/profile/familia');
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: FamilyProfileDto }).profile;
};

describe('GET/PUT /api/profile/familia', () => {
  it('a new family sees its name and empty fields', async () => {
    const profile = await profileOf(familyA);
    expect(profile).toMatchObject({ firstName: 'Marta', lastName: 'Ribeiro', rua: '', pacienteIdade: null, pacienteCondicao: '', consentimentoSaude: null });
    expect(profile.email).toMatch(/@exemplo\.com\.br$/);
  });

  it('saves names, address and patient; the age as an integer; consent stored with version and time', async () => {
    const at = new Date('2026-03-10T12:00:00Z');
    ctx.setNow(at);
    const response = await familyA.put('/api/profile/familia', full);
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: FamilyProfileDto };
    expect(profile).toMatchObject({ firstName: 'Helena', cep: '05435-000', pacienteIdade: 84, pacienteCondicao: full.pacienteCondicao });
    expect(profile.consentimentoSaude).toEqual({ kind: 'dados_saude', version: '2026-11', acceptedAt: at.toISOString() });
    const rows = await ctx.db.select().from(consents).where(eq(consents.userId, familyAId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'dados_saude', version: '2026-11', acceptedAt: at, withdrawnAt: null });

    // Saving again keeps the original acceptance.
    ctx.setNow(new Date('2026-03-11T12:00:00Z'));
    await familyA.put('/api/profile/familia', { ...full, pacienteIdade: '' });
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, familyAId))).toHaveLength(1);
    expect((await profileOf(familyA)).pacienteIdade).toBeNull();
  });

  it('a health condition without consent is refused and nothing is written', async () => {
    const before = await profileOf(familyB);
    const response = await familyB.put('/api/profile/familia', { ...full, firstName: 'Outro', consentimentoSaude: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { field: 'consentimentoSaude', message: 'Para guardar a condição de saúde, marque a autorização de uso dos dados de saúde.' },
    });
    expect(await profileOf(familyB)).toEqual(before);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, familyBId))).toEqual([]);
  });

  it('withdrawing the consent erases the condition and keeps the history', async () => {
    const at = new Date('2026-04-01T09:00:00Z');
    ctx.setNow(at);
    const response = await familyA.put('/api/profile/familia', { ...full, pacienteCondicao: '', consentimentoSaude: false });
    expect(response.status).toBe(200);
    const profile = await profileOf(familyA);
    expect(profile).toMatchObject({ pacienteCondicao: '', consentimentoSaude: null, pacienteNome: 'Dona Irene' });
    const [row] = await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, familyAId));
    expect(row!.pacienteCondicao).toBeNull();
    const history = await ctx.db.select().from(consents).where(eq(consents.userId, familyAId));
    expect(history).toHaveLength(1);
    expect(history[0]!.withdrawnAt).toEqual(at);

    // Consenting again is a new acceptance.
    ctx.setNow(new Date('2026-04-02T09:00:00Z'));
    await familyA.put('/api/profile/familia', full);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, familyAId))).toHaveLength(2);
    ctx.setNow(new Date());
  });

  it('bad input: spec messages, 400, nothing written', async () => {
    const before = await profileOf(familyB);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...full, firstName: ' ' }, 'firstName', 'Nome é obrigatório'],
      [{ ...full, lastName: '' }, 'lastName', 'Sobrenome é obrigatório'],
      [{ ...full, pacienteIdade: 'oitenta' }, 'pacienteIdade', 'A idade deve ser um número inteiro entre 0 e 130'],
      [{ ...full, cep: '123' }, 'cep', 'CEP deve ter 8 dígitos'],
    ];
    for (const [body, field, message] of cases) {
      const response = await familyB.put('/api/profile/familia', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION', field, message } });
    }
    expect(await profileOf(familyB)).toEqual(before);
  });

  it("a family cannot change another family's profile", async () => {
    const aBefore = await profileOf(familyA);
    // No route takes an id, and an id in the body is refused.
    const withId = await familyB.put('/api/profile/familia', { ...full, firstName: 'Invasor', id: familyAId });
    expect(withId.status).toBe(400);
    expect((await familyB.put(`/api/profile/familia/${familyAId}`, full)).status).toBe(404);
    // B saving its own profile touches only B.
    expect((await familyB.put('/api/profile/familia', { ...full, firstName: 'Paulo', pacienteCondicao: '', consentimentoSaude: false })).status).toBe(200);
    expect(await profileOf(familyA)).toEqual(aBefore);
    const [a] = await ctx.db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, familyAId));
    expect(a!.firstName).toBe('Helena');
  });

  it('only a signed-in family', async () => {
    expect((await new TestClient(ctx.app).get('/api/profile/familia')).status).toBe(401);
    expect((await new TestClient(ctx.app).put('/api/profile/familia', full)).status).toBe(401);
    const caregiver = new TestClient(ctx.app);
    await signUpVerified(ctx, caregiver, 'cuidador');
    expect((await caregiver.get('/api/profile/familia')).status).toBe(403);
    expect((await caregiver.put('/api/profile/familia', full)).status).toBe(403);
  });
});

describe('GET /api/families/:id/patient (health data is for caregivers with a booking only)', () => {
  it('404 for a caregiver with no booking, 200 with one, never the condition without consent', async () => {
    await familyA.put('/api/profile/familia', full);
    const linked = new TestClient(ctx.app);
    const linkedId = (await signUpVerified(ctx, linked, 'cuidador')).id;
    const stranger = new TestClient(ctx.app);
    await signUpVerified(ctx, stranger, 'cuidador');
    const { cuidadorProfiles } = await import('../../db/schema');
    await ctx.db.insert(cuidadorProfiles).values({ id: linkedId, verificacao: 'aprovado' });

    const path = `/api/families/${familyAId}/patient`;
    expect((await linked.get(path)).status).toBe(404);
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.get('/api/families/nao-existe/patient')).status).toBe(404);

    await createBooking(ctx.db, { familiaId: familyAId, cuidadorId: linkedId, dataInicio: addDaysToDate(todayInSaoPaulo(), 5) });
    const ok = await linked.get(path);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ patient: { familiaId: familyAId, pacienteNome: 'Dona Irene', pacienteIdade: 84, pacienteCondicao: full.pacienteCondicao } });
    // The booking links only that caregiver.
    const strangerBody = await stranger.get(path);
    expect(strangerBody.status).toBe(404);
    expect(await strangerBody.text()).not.toContain('Irene');

    // Consent withdrawn: the caregiver still sees the patient's name, never the condition.
    await familyA.put('/api/profile/familia', { ...full, pacienteCondicao: '', consentimentoSaude: false });
    expect(((await (await linked.get(path)).json()) as { patient: { pacienteCondicao: unknown } }).patient.pacienteCondicao).toBeNull();

    // Families and visitors never read this.
    expect((await familyB.get(path)).status).toBe(403);
    expect((await new TestClient(ctx.app).get(path)).status).toBe(401);
  });

  it('a declined or cancelled request does not open the patient data', async () => {
    const caregiver = new TestClient(ctx.app);
    const caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador')).id;
    const { cuidadorProfiles } = await import('../../db/schema');
    await ctx.db.insert(cuidadorProfiles).values({ id: caregiverId, verificacao: 'aprovado' });
    await createBooking(ctx.db, { familiaId: familyBId, cuidadorId: caregiverId, dataInicio: addDaysToDate(todayInSaoPaulo(), 3), status: 'recusada' });
    await createBooking(ctx.db, { familiaId: familyBId, cuidadorId: caregiverId, dataInicio: addDaysToDate(todayInSaoPaulo(), 4), status: 'cancelada' });
    expect((await caregiver.get(`/api/families/${familyBId}/patient`)).status).toBe(404);
    // A seeded caregiver that is not the one booked: still 404.
    const other = await createCaregiver(ctx.db);
    expect(other.id).not.toBe(caregiverId);
  });
});
