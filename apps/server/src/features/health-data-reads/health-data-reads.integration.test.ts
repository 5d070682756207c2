import type { ConsentOverviewDto, HealthDataReadDto } from '@cuidar/domain/account-settings';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { createBooking } from '../../db/factories';
import { consents, familiaProfiles, healthDataReads } from '../../db/schema';

// The log of caregivers' reads of a family's patient data, and the consents page of Configurações.

let ctx: TestContext;
let family: TestClient;
let familyId: string;
let otherFamily: TestClient;
let otherFamilyId: string;
let caregiver: TestClient;
let caregiverId: string;
let stranger: TestClient;
let pedidoId: string;

const patient = {
  firstName: 'Helena',
  lastName: 'Duarte',
  pacienteNome: 'Dona Irene',
  pacienteIdade: '84',
  pacienteCondicao: 'Alzheimer em estágio inicial',
  consentimentoSaude: true,
};

const T0 = new Date('2026-03-01T12:00:00Z');
const today = todayInSaoPaulo(T0);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
  family = new TestClient(ctx.app);
  familyId = (await signUpVerified(ctx, family, 'familia', 'Helena Duarte')).id;
  otherFamily = new TestClient(ctx.app);
  otherFamilyId = (await signUpVerified(ctx, otherFamily, 'familia', 'Paulo Mendes')).id;
  caregiver = new TestClient(ctx.app);
  caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador', 'Joana Prado')).id;
  stranger = new TestClient(ctx.app);
  await signUpVerified(ctx, stranger, 'cuidador', 'Carla Souza');
  expect((await family.put('/api/profile/familia', patient)).status).toBe(200);
  expect((await otherFamily.put('/api/profile/familia', { ...patient, firstName: 'Paulo', lastName: 'Mendes' })).status).toBe(200);
  // An old concluded booking and an upcoming confirmed one: the read is logged under the open one.
  await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: addDaysToDate(today, -30), status: 'concluida' });
  pedidoId = (await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: addDaysToDate(today, 5), status: 'confirmada' })).id;
});
afterAll(async () => {
  await ctx?.close();
});

const readsOf = async (client: TestClient) => {
  const response = await client.get('/api/account/health-data-reads');
  expect(response.status).toBe(200);
  return ((await response.json()) as { reads: HealthDataReadDto[] }).reads;
};
const logRows = () => ctx.db.select().from(healthDataReads);

describe('health-data read log', () => {
  it('a caregiver read writes who, when, which booking and which fields; only that family sees it', async () => {
    const at = new Date('2026-04-02T15:30:00Z');
    ctx.setNow(at);
    const response = await caregiver.get(`/api/families/${familyId}/patient`);
    expect(response.status).toBe(200);

    const rows = await logRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ familiaId: familyId, cuidadorId: caregiverId, pedidoId, fields: ['pacienteNome', 'pacienteIdade', 'pacienteCondicao'], readAt: at });

    const reads = await readsOf(family);
    expect(reads).toEqual([
      {
        id: rows[0]!.id,
        readAt: at.toISOString(),
        reader: { id: caregiverId, name: 'Joana Prado', papel: 'cuidador' },
        booking: { id: pedidoId, dataInicio: addDaysToDate(today, 5), dataFim: addDaysToDate(today, 5) },
        fields: ['pacienteNome', 'pacienteIdade', 'pacienteCondicao'],
      },
    ]);
    expect(await readsOf(otherFamily)).toEqual([]);
  });

  it('records only the fields that went out: without consent the condition is not among them', async () => {
    ctx.setNow(new Date('2026-04-03T10:00:00Z'));
    expect((await family.put('/api/account/consents/dados_saude', { accepted: false })).status).toBe(200);
    await caregiver.get(`/api/families/${familyId}/patient`);
    const [latest] = await readsOf(family);
    expect(latest!.fields).toEqual(['pacienteNome', 'pacienteIdade']);
    expect((await family.put('/api/profile/familia', patient)).status).toBe(200); // consent and condition back
  });

  it('a refused read (no booking) writes nothing', async () => {
    const before = (await logRows()).length;
    expect((await stranger.get(`/api/families/${familyId}/patient`)).status).toBe(404);
    expect((await caregiver.get(`/api/families/${otherFamilyId}/patient`)).status).toBe(404);
    expect(await logRows()).toHaveLength(before);
  });

  it('the log is for families only, and nobody can write it', async () => {
    expect((await caregiver.get('/api/account/health-data-reads')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/account/health-data-reads')).status).toBe(401);
    for (const method of ['post', 'put', 'patch'] as const) {
      expect((await family[method]('/api/account/health-data-reads', { fields: [] })).status).toBe(404);
    }
    expect((await family.delete('/api/account/health-data-reads')).status).toBe(404);
  });

  it('the database refuses to change a logged read', async () => {
    await expect(ctx.db.update(healthDataReads).set({ fields: [] }).where(eq(healthDataReads.familiaId, familyId))).rejects.toThrow();
    await expect(ctx.db.execute(sql`update health_data_reads set fields = array['segredo']`)).rejects.toThrow();
  });
});

describe('consents in Configurações', () => {
  const consentOf = async (client: TestClient) => {
    const response = await client.get('/api/account/consents');
    expect(response.status).toBe(200);
    return ((await response.json()) as { consents: ConsentOverviewDto[] }).consents;
  };

  it('a family sees the health-data consent in force with its version, time and history', async () => {
    const [consent] = await consentOf(family);
    expect(consent).toMatchObject({ kind: 'dados_saude', currentVersion: '2026-11', active: { version: '2026-11' } });
    expect(consent!.text).toMatch(/Autorizo o Cuidar/);
    expect(consent!.history.length).toBeGreaterThanOrEqual(2); // accepted, withdrawn, accepted again above
    expect(consent!.history[0]!.withdrawnAt).toBeNull();
    expect(consent!.history[1]!.withdrawnAt).not.toBeNull();
  });

  it('withdrawing clears the condition through the profile rule; accepting again records a new acceptance', async () => {
    const at = new Date('2026-05-01T10:00:00Z');
    ctx.setNow(at);
    const withdraw = await family.put('/api/account/consents/dados_saude', { accepted: false });
    expect(withdraw.status).toBe(200);
    expect(await withdraw.json()).toMatchObject({ consent: { active: null }, message: 'Autorização retirada: a condição de saúde, o cartão de emergência e o diário de cuidados foram apagados.' });
    const [profile] = await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, familyId));
    expect(profile).toMatchObject({ pacienteCondicao: null, pacienteNome: 'Dona Irene', pacienteIdade: 84 });
    const active = await ctx.db.select().from(consents).where(eq(consents.userId, familyId));
    expect(active.every((row) => row.withdrawnAt !== null)).toBe(true);

    ctx.setNow(new Date('2026-05-02T10:00:00Z'));
    const accept = await family.put('/api/account/consents/dados_saude', { accepted: true });
    expect(accept.status).toBe(200);
    const body = (await accept.json()) as { consent: ConsentOverviewDto };
    expect(body.consent.active).toEqual({ version: '2026-11', acceptedAt: '2026-05-02T10:00:00.000Z', text: expect.stringMatching(/cartão de emergência e o diário de cuidados/) });
    // Accepting twice keeps the first acceptance.
    await family.put('/api/account/consents/dados_saude', { accepted: true });
    const inForce = (await ctx.db.select().from(consents).where(eq(consents.userId, familyId))).filter((row) => row.withdrawnAt === null);
    expect(inForce).toHaveLength(1);
  });

  it("one family's change never touches another's consent", async () => {
    const [before] = await consentOf(otherFamily);
    await family.put('/api/account/consents/dados_saude', { accepted: false });
    expect((await consentOf(otherFamily))[0]).toEqual(before);
  });

  it('caregivers have no consent to give here', async () => {
    expect(await consentOf(caregiver)).toEqual([]);
    const response = await caregiver.put('/api/account/consents/dados_saude', { accepted: true });
    expect(response.status).toBe(403);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, caregiverId))).toEqual([]);
  });

  it('bad input writes nothing', async () => {
    const before = await ctx.db.select().from(consents).where(eq(consents.userId, otherFamilyId));
    expect((await otherFamily.put('/api/account/consents/marketing', { accepted: true })).status).toBe(404);
    expect((await otherFamily.put('/api/account/consents/dados_saude', { accepted: 'sim' })).status).toBe(400);
    expect((await otherFamily.put('/api/account/consents/dados_saude', { accepted: false, userId: familyId })).status).toBe(400);
    expect((await otherFamily.put('/api/account/consents/dados_saude', {})).status).toBe(400);
    expect((await new TestClient(ctx.app).put('/api/account/consents/dados_saude', { accepted: false })).status).toBe(401);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, otherFamilyId))).toEqual(before);
  });
});
