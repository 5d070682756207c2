import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { caregiverVerificationResponseSchema, verificationDocumentResponseSchema } from '@cuidar/domain/verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, registerCaregiver, registrationBody, sampleFiles } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createBooking, createCaregiver, createFamily } from '../../db/factories';
import { cuidadorProfiles, emailOutbox, notificacoes, verificationDecisions } from '../../db/schema';
import { createLogger } from '../../logger';
import { runVerificationExpiry } from './service';

// docs/product.md#verification: the caregiver's documents and references, the review they start,
// who families may find, and the daily expiry of the criminal-records certificate.

let ctx: TestContext;
const today = () => todayInSaoPaulo(ctx.deps.now());
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const references = [
  { nome: 'Marta Souza', relacao: 'Ex-empregadora', telefone: '(11) 91234-5678' },
  { nome: 'Carlos Lima', relacao: 'Enfermeiro da clínica', telefone: '(21) 99876-5432' },
];
const CPF = '529.982.247-25';

function documentForm(tipo: string, emitidoEm?: string, bytes = sampleFiles.pdf()) {
  const form = fileForm(bytes, `${tipo}.pdf`, 'application/pdf');
  form.append('tipo', tipo);
  if (emitidoEm) form.append('emitidoEm', emitidoEm);
  return form;
}

async function caregiverClient() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  return { client, id };
}

async function uploadDocuments(client: TestClient, issuedDaysAgo = 10) {
  const identity = await client.post('/api/caregiver/certificates', documentForm('identidade'));
  expect(identity.status).toBe(201);
  const federal = await client.post('/api/caregiver/certificates', documentForm('antecedentes_federal', addDaysToDate(today(), -issuedDaysAgo)));
  expect(federal.status).toBe(201);
  return verificationDocumentResponseSchema.parse(await federal.json()).documento;
}

async function stateOf(id: string) {
  const [row] = await ctx.db.select().from(cuidadorProfiles).where(eq(cuidadorProfiles.id, id));
  return row!;
}

describe('the wizard with documents and references', () => {
  it('sends a complete registration for review in the same submission, with the certificate dates', async () => {
    const { client, id } = await caregiverClient();
    const federal = await uploadDocuments(client, 10);
    expect(federal).toMatchObject({ tipo: 'antecedentes_federal', emitidoEm: addDaysToDate(today(), -10) });
    const response = await registerCaregiver(client, { verificacao: { cpf: CPF, referencias: references } } as never);
    expect(response.status).toBe(201);
    const row = await stateOf(id);
    expect(row).toMatchObject({ verificacao: 'em_analise', cpf: '52998224725', antecedentesEmitidaEm: addDaysToDate(today(), -10), antecedentesValidaAte: addDaysToDate(today(), 80) });
    const decisions = await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, id));
    expect(decisions.map((d) => `${d.deEstado}>${d.paraEstado}`)).toEqual(['cadastro_incompleto>em_analise']);

    const status = caregiverVerificationResponseSchema.parse(await (await client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(status).toMatchObject({ estado: 'em_analise', cpf: '***.982.247-**', pendencias: [], podeEditar: false, podeEnviar: false });
    expect(status.referencias.map((r) => r.nome)).toEqual(['Marta Souza', 'Carlos Lima']);
    // Under review, the documents are locked.
    const deletion = await client.delete(`/api/caregiver/certificates/${federal.id}`);
    expect(deletion.status).toBe(409);
  });

  it('keeps a registration without documents incomplete, then sends it from the dashboard', async () => {
    const { client, id } = await caregiverClient();
    expect((await registerCaregiver(client)).status).toBe(201);
    expect((await stateOf(id)).verificacao).toBe('cadastro_incompleto');
    const early = await client.post('/api/caregiver/verification/submit', {});
    expect(early.status).toBe(409);

    const saved = await client.put('/api/caregiver/verification', { cpf: CPF, referencias: references });
    // The CPF above belongs to the first test's caregiver: unique across caregivers.
    expect(saved.status).toBe(409);
    expect((await saved.json()) as unknown).toMatchObject({ error: { field: 'cpf' } });
    const ok = await client.put('/api/caregiver/verification', { cpf: '111.444.777-35', referencias: references });
    expect(ok.status).toBe(200);
    await uploadDocuments(client);
    const before = caregiverVerificationResponseSchema.parse(await (await client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(before).toMatchObject({ estado: 'cadastro_incompleto', pendencias: [], podeEnviar: true });
    const submitted = await client.post('/api/caregiver/verification/submit', {});
    expect(submitted.status).toBe(200);
    expect((await stateOf(id)).verificacao).toBe('em_analise');
  });

  it('refuses a bad CPF, an expired or future certidão, and an unknown document kind', async () => {
    const { client } = await caregiverClient();
    await registerCaregiver(client);
    expect((await client.put('/api/caregiver/verification', { cpf: '123.456.789-00', referencias: references })).status).toBe(400);
    const expired = await client.post('/api/caregiver/certificates', documentForm('antecedentes_federal', addDaysToDate(today(), -91)));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: { field: 'emitidoEm' } });
    expect((await client.post('/api/caregiver/certificates', documentForm('antecedentes_federal', addDaysToDate(today(), 1)))).status).toBe(400);
    expect((await client.post('/api/caregiver/certificates', documentForm('antecedentes_federal'))).status).toBe(400);
    expect((await client.post('/api/caregiver/certificates', documentForm('passaporte'))).status).toBe(400);
  });

  it('keeps documents private: not among the certificates, not adoptable, and only the owner reads them', async () => {
    const owner = await caregiverClient();
    const federal = await uploadDocuments(owner.client);
    const list = (await (await owner.client.get('/api/caregiver/certificates')).json()) as { certificates: unknown[] };
    expect(list.certificates).toEqual([]);
    const adopt = await owner.client.post('/api/caregiver/profile', registrationBody({ certificados: [federal.id], semCertificados: false }));
    expect(adopt.status).toBe(400);
    const stranger = await caregiverClient();
    expect((await stranger.client.get(`/api/caregiver/certificates/${federal.id}/file`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/caregiver/certificates/${federal.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/caregiver/certificates/${federal.id}/file`)).status).toBe(200);
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    expect((await family.get('/api/caregiver/verification')).status).toBe(403);
  });

  it('lets a refused caregiver fix and resubmit, showing the reason and the note', async () => {
    const { client, id } = await caregiverClient();
    await registerCaregiver(client);
    // The operator's refusal (the operator desk makes it through transitionCaregiver).
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'reprovado' }).where(eq(cuidadorProfiles.id, id));
    await ctx.db.insert(verificationDecisions).values({ cuidadorId: id, deEstado: 'em_analise', paraEstado: 'reprovado', motivo: 'documento_ilegivel', observacao: 'A foto do RG está cortada.' });
    const status = caregiverVerificationResponseSchema.parse(await (await client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(status.ultimaDecisao).toMatchObject({ paraEstado: 'reprovado', motivo: 'documento_ilegivel', observacao: 'A foto do RG está cortada.' });
    expect(status.podeEditar).toBe(true);
    expect((await client.put('/api/caregiver/verification', { cpf: '390.533.447-05', referencias: references })).status).toBe(200);
    await uploadDocuments(client);
    expect((await client.post('/api/caregiver/verification/submit', {})).status).toBe(200);
    expect((await stateOf(id)).verificacao).toBe('em_analise');
  });
});

describe('families see approved caregivers only', () => {
  it('leaves an unapproved caregiver out of featured, recommendations, booking, new conversations and the booking calendar', async () => {
    const place = { estado: 'AC', cidade: 'Xapuri', bairro: 'Centro', competencias: ['Higiene'] };
    const hidden = await createCaregiver(ctx.db, { verificacao: 'em_analise', data: { ...place, rating: 5, totalAvaliacoes: 999 } });
    const shown = await createCaregiver(ctx.db, { data: place });
    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');

    const featured = (await (await family.get('/api/caregivers/featured?limit=24')).json()) as { caregivers: { id: string }[] };
    expect(featured.caregivers.map((c) => c.id)).not.toContain(hidden.id);
    const answer = await family.post('/api/recommendations', { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Centro', cidade: 'Xapuri', estado: 'AC' });
    expect(answer.status).toBe(200);
    const recs = (await answer.json()) as { caregivers: { id: string }[] };
    expect(recs.caregivers.map((c) => c.id)).toContain(shown.id);
    expect(recs.caregivers.map((c) => c.id)).not.toContain(hidden.id);

    const booking = {
      cuidadorId: hidden.id,
      dataInicio: addDaysToDate(today(), 5),
      dataFim: addDaysToDate(today(), 5),
      horaInicio: '08:00',
      horaFim: '12:00',
      idempotencyKey: crypto.randomUUID(),
    };
    expect((await family.post('/api/bookings', booking)).status).toBe(404);
    expect((await family.post('/api/conversations', { withId: hidden.id })).status).toBe(404);
    expect((await family.get(`/api/caregivers/${hidden.id}/booking-calendar`)).status).toBe(404);
    // The approved one stays reachable.
    expect((await family.post('/api/conversations', { withId: shown.id })).status).toBeLessThan(300);
    expect((await family.get(`/api/caregivers/${shown.id}/booking-calendar`)).status).toBe(200);
  });

  it("shows 'Verificado' with the approval date on an approved caregiver's card, and nothing otherwise", async () => {
    const approvedAt = new Date('2026-10-03T15:00:00Z');
    const caregiver = await createCaregiver(ctx.db, { data: { rating: 5, totalAvaliacoes: 5000 } });
    await ctx.db.insert(verificationDecisions).values({ cuidadorId: caregiver.id, deEstado: 'em_analise', paraEstado: 'aprovado', createdAt: approvedAt });
    const featured = (await (await new TestClient(ctx.app).get('/api/caregivers/featured?limit=24')).json()) as { caregivers: { id: string; verificadoEm: string | null }[] };
    expect(featured.caregivers.find((c) => c.id === caregiver.id)?.verificadoEm).toBe(approvedAt.toISOString());
  });
});

describe('the daily expiry of the criminal-records certificate', () => {
  async function approvedWith(validaAte: string) {
    const caregiver = await createCaregiver(ctx.db);
    await ctx.db
      .update(cuidadorProfiles)
      .set({ antecedentesEmitidaEm: addDaysToDate(validaAte, -90), antecedentesValidaAte: validaAte })
      .where(eq(cuidadorProfiles.id, caregiver.id));
    return caregiver;
  }
  const deps = (database: Pick<DatabaseHandle, 'db' | 'exclusive'> = ctx.deps.database) => ({
    database,
    mailer: ctx.deps.mailer,
    logger: createLogger('silent'),
    now: ctx.deps.now,
    publicUrl: 'http://localhost:3000',
  });

  it('warns once 15 days before, and on expiry hides the caregiver, keeps confirmed bookings and tells their families', async () => {
    const soon = await approvedWith(addDaysToDate(today(), 15));
    const expired = await approvedWith(addDaysToDate(today(), -1));
    const family = await createFamily(ctx.db);
    await createBooking(ctx.db, { familiaId: family.id, cuidadorId: expired.id, dataInicio: addDaysToDate(today(), 3), status: 'confirmada' });

    const first = await runVerificationExpiry(deps());
    expect(first.warned).toBeGreaterThanOrEqual(1);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect((await stateOf(soon.id)).antecedentesAvisoEm).not.toBeNull();
    expect((await stateOf(soon.id)).verificacao).toBe('aprovado');
    expect(await stateOf(expired.id)).toMatchObject({ verificacao: 'verificacao_vencida', buscavel: false });
    const [decision] = await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, expired.id));
    expect(decision).toMatchObject({ deEstado: 'aprovado', paraEstado: 'verificacao_vencida', operadorId: null });
    const familyNotices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.tipo, 'verificacao')));
    expect(familyNotices).toHaveLength(1);
    const familyMails = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, family.email), eq(emailOutbox.kind, 'verificacao-vencida-familia')));
    expect(familyMails).toHaveLength(1);
    expect((await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, soon.email), eq(emailOutbox.kind, 'antecedentes-aviso'))))).toHaveLength(1);

    // A second run changes nothing and tells nobody again.
    expect(await runVerificationExpiry(deps())).toEqual({ warned: 0, expired: 0 });
    expect(await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, soon.id), eq(notificacoes.tipo, 'verificacao')))).toHaveLength(1);
  });

  it('runs once across two processes on one database', async () => {
    const expired = await approvedWith(addDaysToDate(today(), -2));
    const soon = await approvedWith(addDaysToDate(today(), 5));
    // A second pool on the same PostgreSQL database stands for a second process (PGlite has one).
    const url = ctx.deps.database.url;
    const other = url ? await openDatabase({ url, poolSize: 2 }) : undefined;
    try {
      const results = await Promise.all([runVerificationExpiry(deps()), runVerificationExpiry(deps(other ?? ctx.deps.database))]);
      expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(1);
      expect(results.reduce((sum, r) => sum + r.warned, 0)).toBe(1);
    } finally {
      await other?.close();
    }
    expect(await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, expired.id))).toHaveLength(1);
    expect(await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, soon.id))).toHaveLength(1);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, expired.email))).toHaveLength(1);
  });
});

