import { caregiverPageResponseSchema } from '@cuidar/domain/caregiver-page';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { createBooking, createCaregiver, createFamily, createOperator, createReview, createVerificationDossier, fakeCpf, seededRandom } from '../../db/factories';
import { cuidadorProfiles } from '../../db/schema';

// The caregiver's public page (docs/product.md#caregiver-page).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const PRIVATE = {
  telefone: '(11) 97777-1212',
  rua: 'Rua Secreta das Orquídeas',
  numero: '4321-B fundos',
  cep: '05435-000',
  dataNascimento: '1979-03-14',
  complemento: 'Apto 71 bloco segredo',
};

async function approvedCaregiverWithPrivateData() {
  const random = seededRandom(41);
  const approvedAt = new Date('2026-10-05T15:00:00Z');
  const caregiver = await createCaregiver(ctx.db, { random, approval: { at: approvedAt, issuedDaysAgo: 10 }, data: { rating: 4.5, totalAvaliacoes: 2, experiencia: '3–5 anos', disponibilidade: ['Manhã', '24h'] } });
  const cpf = fakeCpf();
  const documents = await createVerificationDossier(ctx.db, ctx.deps.storage, { cuidadorId: caregiver.id, cpf, antecedentesEmitidaEm: '2026-10-01' });
  await ctx.db.update(cuidadorProfiles).set(PRIVATE).where(eq(cuidadorProfiles.id, caregiver.id));
  // The references' names and phones, the documents' ids and file names: none may reach a family.
  const dossier = [...Object.values(documents), 'Marta Ribeiro', '(11) 98765-4321', 'Joaquim Prado', '(11) 91234-5678', 'rg.pdf', 'antecedentes-pf.pdf', 'cuidadores/'];
  return { caregiver, cpf, dossier };
}

describe('GET /api/caregivers/:id', () => {
  it('gives a family the whole page: experience, shifts, completed bookings, every review signed with an initial', async () => {
    const { caregiver } = await approvedCaregiverWithPrivateData();
    const familia = await createFamily(ctx.db, { firstName: 'Helena', lastName: 'Duarte Lima' });
    const other = await createFamily(ctx.db, { firstName: 'Otávio', lastName: 'Prates' });
    const done = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: caregiver.id, dataInicio: '2026-09-01', status: 'concluida' });
    const done2 = await createBooking(ctx.db, { familiaId: other.id, cuidadorId: caregiver.id, dataInicio: '2026-09-10', status: 'concluida' });
    await createBooking(ctx.db, { familiaId: other.id, cuidadorId: caregiver.id, dataInicio: '2026-09-20', status: 'cancelada' });
    await createReview(ctx.db, {
      pedidoId: done.id,
      familiaId: familia.id,
      cuidadorId: caregiver.id,
      estrelas: 5,
      comentario: 'Cuidou da minha mãe com paciência.',
      createdAt: new Date('2026-09-03T12:00:00Z'),
      resposta: 'Obrigada, Helena!',
    });
    // A review still hidden (double-blind: docs/product.md#reviews) is not on the page.
    const recent = await createBooking(ctx.db, { familiaId: other.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(todayInSaoPaulo(), -1), status: 'concluida' });
    await createReview(ctx.db, { pedidoId: recent.id, familiaId: other.id, cuidadorId: caregiver.id, estrelas: 1, comentario: 'Ainda oculta', publicadaEm: null, publicarEm: new Date(Date.now() + 6 * 24 * 3600_000) });
    await createReview(ctx.db, { pedidoId: done2.id, familiaId: other.id, cuidadorId: caregiver.id, estrelas: 4, createdAt: new Date('2026-09-12T12:00:00Z') });

    const response = await (await signedInClient(ctx, familia.id)).get(`/api/caregivers/${caregiver.id}`);
    expect(response.status).toBe(200);
    const { caregiver: page } = caregiverPageResponseSchema.parse(await response.json());
    expect(page).toMatchObject({ id: caregiver.id, rating: 4.5, totalAvaliacoes: 2, verificadoEm: '2026-10-05T15:00:00.000Z', bairro: caregiver.data.bairro, cidade: caregiver.data.cidade });
    expect(page.details).toEqual({
      experiencia: '3–5 anos',
      turnos: ['Manhã', '24h'],
      reservasConcluidas: 3,
      favorito: false,
      reviews: [
        { id: expect.any(String), estrelas: 4, comentario: null, autor: 'Otávio P.', createdAt: '2026-09-12T12:00:00.000Z', resposta: null },
        {
          id: expect.any(String),
          estrelas: 5,
          comentario: 'Cuidou da minha mãe com paciência.',
          autor: 'Helena L.',
          createdAt: '2026-09-03T12:00:00.000Z',
          resposta: { texto: 'Obrigada, Helena!', createdAt: '2026-09-03T12:00:00.000Z' },
        },
      ],
    });
  });

  it('never carries street, number, CEP, CPF, phone, birth date, e-mail or documents, whoever asks', async () => {
    const { caregiver, cpf, dossier } = await approvedCaregiverWithPrivateData();
    const familia = await createFamily(ctx.db);
    const operator = await createOperator(ctx.db);
    const callers = [new TestClient(ctx.app), await signedInClient(ctx, familia.id), await signedInClient(ctx, caregiver.id), await signedInClient(ctx, operator.id)];
    for (const client of callers) {
      const response = await client.get(`/api/caregivers/${caregiver.id}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const secret of [...Object.values(PRIVATE), cpf, caregiver.email, '2026-10-01', ...dossier]) {
        expect(text).not.toContain(secret);
      }
      const body = JSON.parse(text) as { caregiver: Record<string, unknown> };
      expect(Object.keys(body.caregiver).sort()).toEqual(
        ['avatarUrl', 'bairro', 'bio', 'cidade', 'competencias', 'confiabilidade', 'details', 'estado', 'firstName', 'genero', 'id', 'lastName', 'precoHoraCentavos', 'rating', 'totalAvaliacoes', 'verificadoEm'].sort(),
      );
    }
  });

  it('gives the short version (no details) to anyone who is not a signed-in family', async () => {
    const { caregiver } = await approvedCaregiverWithPrivateData();
    const other = await createCaregiver(ctx.db, { random: seededRandom(3) });
    for (const client of [new TestClient(ctx.app), await signedInClient(ctx, other.id)]) {
      const { caregiver: page } = caregiverPageResponseSchema.parse(await (await client.get(`/api/caregivers/${caregiver.id}`)).json());
      expect(page.details).toBeNull();
      expect(page.precoHoraCentavos).toBe(caregiver.data.precoHoraCentavos);
    }
  });

  it('is 404 for every caregiver who is not approved, for a family and for a non-caregiver id', async () => {
    const familia = await createFamily(ctx.db);
    const client = await signedInClient(ctx, familia.id);
    for (const verificacao of ['cadastro_incompleto', 'em_analise', 'reprovado', 'suspenso', 'verificacao_vencida'] as const) {
      const hidden = await createCaregiver(ctx.db, { random: seededRandom(9), verificacao });
      const response = await client.get(`/api/caregivers/${hidden.id}`);
      expect(response.status, verificacao).toBe(404);
      expect(await response.text()).not.toContain(hidden.data.firstName);
    }
    expect((await client.get(`/api/caregivers/${familia.id}`)).status).toBe(404);
    expect((await client.get('/api/caregivers/nao-existe')).status).toBe(404);
    expect((await client.get(`/api/caregivers/${encodeURIComponent("x' or 1=1 --")}`)).status).toBe(404);
  });
});
