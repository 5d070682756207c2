import { operatorSummarySchema, renewalDecisionResponseSchema, renewalDetailSchema, renewalQueueResponseSchema } from '@cuidar/domain/operator-desk';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { caregiverVerificationResponseSchema, renewalSentResponseSchema, type VerificationState } from '@cuidar/domain/verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../../test/caregiver';
import { readZip } from '../../../test/read-zip';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { backgroundSettled } from '../../background';
import { createCaregiver, createVerificationDossier } from '../../db/factories';
import { antecedentesRenovacoes, auditLog, certificados, cuidadorProfiles, emailOutbox, notificacoes, verificationDecisions } from '../../db/schema';
import { createLogger } from '../../logger';
import { runVerificationExpiry } from '../caregiver-verification/service';

// docs/product.md#verification-renewal: an approved (or expired) caregiver sends a renewed
// criminal-records certificate; the operator checks only it and accepts (the validity moves) or
// refuses (the old validity stands); the daily job never expires a caregiver whose date moved.

let ctx: TestContext;
let operator: { id: string; client: TestClient };
const today = () => todayInSaoPaulo(ctx.deps.now());

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signedInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** A verified caregiver whose federal certificate was issued `issuedDaysAgo` days ago, signed in. */
async function caregiver(options: { verificacao?: VerificationState; issuedDaysAgo?: number } = {}) {
  const created = await createCaregiver(ctx.db, { verificacao: options.verificacao ?? 'aprovado', availabilityDays: 0 });
  const docs = await createVerificationDossier(ctx.db, ctx.deps.storage, { cuidadorId: created.id, antecedentesEmitidaEm: addDaysToDate(today(), -(options.issuedDaysAgo ?? 80)) });
  return { ...created, docs, client: await signedInClient(ctx, created.id) };
}

function renewalForm(emitidoEm: string | null, bytes = sampleFiles.pdf()) {
  const form = fileForm(bytes, 'antecedentes-nova.pdf', 'application/pdf');
  if (emitidoEm !== null) form.append('emitidoEm', emitidoEm);
  return form;
}

const sendRenewal = (client: TestClient, emitidoEm: string | null) => client.post('/api/caregiver/verification/renewal', renewalForm(emitidoEm));
const profileOf = async (id: string) => (await ctx.db.select().from(cuidadorProfiles).where(eq(cuidadorProfiles.id, id)))[0]!;
const auditOf = (subjectId: string, action: string) => ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));

async function pendingRenewalOf(cuidadorId: string) {
  const [row] = await ctx.db
    .select()
    .from(antecedentesRenovacoes)
    .where(and(eq(antecedentesRenovacoes.cuidadorId, cuidadorId), eq(antecedentesRenovacoes.status, 'pendente')));
  return row!;
}

describe('sending a renewed certificate', () => {
  it('keeps an approved caregiver approved and visible, and shows the renewal waiting on their page', async () => {
    const c = await caregiver();
    const response = await sendRenewal(c.client, addDaysToDate(today(), -1));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(renewalSentResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'aprovado', podeRenovar: false, renovacao: { status: 'pendente' } });
    expect(await profileOf(c.id)).toMatchObject({ verificacao: 'aprovado', buscavel: true, antecedentesValidaAte: addDaysToDate(today(), 10) });
    const page = caregiverVerificationResponseSchema.parse(await (await c.client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(page).toMatchObject({ estado: 'aprovado', podeRenovar: false, renovacao: { status: 'pendente', emitidoEm: addDaysToDate(today(), -1) } });
    // The waiting file is not one of the caregiver's documents yet, and cannot be removed meanwhile.
    expect(page.documentos.map((d) => d.tipo).sort()).toEqual(['antecedentes_federal', 'identidade']);
    const renewal = await pendingRenewalOf(c.id);
    expect((await c.client.delete(`/api/caregiver/certificates/${renewal.certificadoId}`)).status).toBe(409);
    // One at a time.
    expect((await sendRenewal(c.client, today())).status).toBe(409);
  });

  it("is part of the caregiver's own data export ('Baixar meus dados')", async () => {
    const c = await caregiver();
    const emitidoEm = addDaysToDate(today(), -2);
    expect((await sendRenewal(c.client, emitidoEm)).status).toBe(201);
    const response = await c.client.get('/api/account/export');
    expect(response.status).toBe(200);
    const json = readZip(new Uint8Array(await response.arrayBuffer())).find((e) => e.name === 'meus-dados.json')!;
    const doc = JSON.parse(json.data.toString('utf8')) as { perfilCuidador: { renovacoesDeAntecedentes: unknown[] } };
    expect(doc.perfilCuidador.renovacoesDeAntecedentes).toEqual([expect.objectContaining({ emitidoEm, status: 'pendente', decididaEm: null })]);
  });

  it('checks the issue date: required, not in the future, not older than 90 days, newer than the current one', async () => {
    const c = await caregiver({ issuedDaysAgo: 30 });
    for (const [day, status] of [
      [null, 400],
      [addDaysToDate(today(), 1), 400],
      [addDaysToDate(today(), -91), 400],
      [addDaysToDate(today(), -30), 400],
    ] as const) {
      const response = await sendRenewal(c.client, day);
      expect(response.status, `${day}: ${await response.clone().text()}`).toBe(status);
      expect(await response.json()).toMatchObject({ error: { field: 'emitidoEm' } });
    }
    expect(await ctx.db.select().from(antecedentesRenovacoes).where(eq(antecedentesRenovacoes.cuidadorId, c.id))).toEqual([]);
    expect((await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, c.id))).map((r) => r.tipo).sort()).toEqual(['antecedentes_federal', 'identidade']);
  });

  it('is refused to caregivers who are not approved or expired, and to other roles', async () => {
    for (const verificacao of ['em_analise', 'reprovado', 'suspenso', 'cadastro_incompleto'] as const) {
      const c = await caregiver({ verificacao });
      const response = await sendRenewal(c.client, today());
      expect(response.status, verificacao).toBe(409);
      expect(await ctx.db.select().from(certificados).where(and(eq(certificados.cuidadorId, c.id), eq(certificados.tipo, 'antecedentes_renovacao')))).toEqual([]);
    }
    expect((await operator.client.post('/api/caregiver/verification/renewal', renewalForm(today()))).status).toBe(403);
    expect((await new TestClient(ctx.app).post('/api/caregiver/verification/renewal', renewalForm(today()))).status).toBe(401);
  });
});

describe('the operator decides a renewal', () => {
  it('lists waiting renewals oldest first, and the document opens inline with an audit row', async () => {
    const older = await caregiver();
    // The dates are taken before the clock moves: an hour earlier may be yesterday in São Paulo.
    const olderIssued = addDaysToDate(today(), -2);
    const olderValidUntil = addDaysToDate(today(), 88);
    // The test clock stands still: the older one is sent an hour earlier.
    const now = ctx.deps.now();
    ctx.setNow(new Date(now.getTime() - 3_600_000));
    expect((await sendRenewal(older.client, olderIssued)).status).toBe(201);
    ctx.setNow(now);
    const newer = await caregiver();
    const sent = await sendRenewal(newer.client, addDaysToDate(today(), -1));
    expect(sent.status, await sent.clone().text()).toBe(201);
    const list = renewalQueueResponseSchema.parse(await (await operator.client.get('/api/operador/renovacoes')).json());
    const ids = list.itens.map((i) => i.cuidadorId);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    const summary = operatorSummarySchema.parse(await (await operator.client.get('/api/operador/resumo')).json());
    expect(summary.renovacoesPendentes).toBeGreaterThanOrEqual(2);
    // Nobody waits more than 2 days yet.
    const aged = renewalQueueResponseSchema.parse(await (await operator.client.get('/api/operador/renovacoes?espera=mais_de_2_dias')).json());
    expect(aged.itens.map((i) => i.cuidadorId)).not.toContain(older.id);

    const item = list.itens.find((i) => i.cuidadorId === older.id)!;
    const detail = renewalDetailSchema.parse(await (await operator.client.get(`/api/operador/renovacoes/${item.id}`)).json());
    expect(detail).toMatchObject({ status: 'pendente', emitidoEm: olderIssued, novaValidade: olderValidUntil });
    const file = await operator.client.get(`/api/operador/cuidadores/${older.id}/documentos/${detail.documento!.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^inline/);
    const [read] = await auditOf(older.id, 'caregiver_document_viewed');
    expect(read).toMatchObject({ actorId: operator.id, objectId: detail.documento!.id, metadata: { tipo: 'antecedentes_renovacao' } });
  });

  it('accepting moves the validity date, replaces the old certificate, tells the caregiver and is audited', async () => {
    const c = await caregiver();
    await sendRenewal(c.client, addDaysToDate(today(), -1));
    const renewal = await pendingRenewalOf(c.id);
    const response = await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'aceitar' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(renewalDecisionResponseSchema.parse(await response.json())).toMatchObject({ status: 'aceita', verificacao: 'aprovado' });
    await backgroundSettled();
    expect(await profileOf(c.id)).toMatchObject({
      verificacao: 'aprovado',
      antecedentesEmitidaEm: addDaysToDate(today(), -1),
      antecedentesValidaAte: addDaysToDate(today(), 89),
      antecedentesAvisoEm: null,
    });
    const federal = await ctx.db.select().from(certificados).where(and(eq(certificados.cuidadorId, c.id), eq(certificados.tipo, 'antecedentes_federal')));
    expect(federal.map((f) => f.id)).toEqual([renewal.certificadoId]);
    expect(await ctx.deps.storage.get((await ctx.db.select().from(certificados).where(eq(certificados.id, renewal.certificadoId!)))[0]!.storageKey)).not.toBeNull();
    // No state move for an approved caregiver: no decision row.
    expect(await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, c.id))).toEqual([]);
    expect(await auditOf(c.id, 'antecedentes_renewal_accepted')).toHaveLength(1);
    const notes = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, c.id));
    expect(notes.map((n) => n.mensagem)).toEqual([expect.stringContaining('foi aceita')]);
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, c.email), eq(emailOutbox.kind, 'renovacao-aceita')))).toHaveLength(1);
    // Decided once.
    expect((await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'aceitar' })).status).toBe(409);
    const page = caregiverVerificationResponseSchema.parse(await (await c.client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(page).toMatchObject({ podeRenovar: true, renovacao: { status: 'aceita' }, antecedentesValidaAte: addDaysToDate(today(), 89) });
  });

  it('refusing needs a reason, keeps the old validity (expiry still happens on its date) and deletes the refused file', async () => {
    const c = await caregiver({ issuedDaysAgo: 85 });
    await sendRenewal(c.client, today());
    const renewal = await pendingRenewalOf(c.id);
    const key = (await ctx.db.select().from(certificados).where(eq(certificados.id, renewal.certificadoId!)))[0]!.storageKey;
    expect((await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'recusar' })).status).toBe(400);
    const response = await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'recusar', motivo: 'documento_ilegivel', observacao: 'A foto ficou cortada.' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(renewalDecisionResponseSchema.parse(await response.json())).toMatchObject({ status: 'recusada', verificacao: 'aprovado' });
    await backgroundSettled();
    expect(await profileOf(c.id)).toMatchObject({ verificacao: 'aprovado', antecedentesValidaAte: addDaysToDate(today(), 5) });
    expect(await ctx.db.select().from(certificados).where(eq(certificados.id, renewal.certificadoId!))).toEqual([]);
    expect(await ctx.deps.storage.get(key)).toBeNull();
    const [audit] = await auditOf(c.id, 'antecedentes_renewal_refused');
    expect(audit).toMatchObject({ actorId: operator.id, reason: 'documento_ilegivel' });
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, c.email), eq(emailOutbox.kind, 'renovacao-recusada')));
    expect(mail).toBeDefined();
    const [note] = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, c.id));
    expect(note!.mensagem).toContain('A foto ficou cortada.');
    // The caregiver may send another one.
    const page = caregiverVerificationResponseSchema.parse(await (await c.client.get('/api/caregiver/verification')).json()).verificacao!;
    expect(page).toMatchObject({ podeRenovar: true, renovacao: { status: 'recusada', motivo: 'documento_ilegivel' } });
    // On the old date the job still expires them.
    ctx.setNow(new Date(ctx.deps.now().getTime() + 6 * 86_400_000));
    try {
      await runVerificationExpiry(expiryDeps());
      expect((await profileOf(c.id)).verificacao).toBe('verificacao_vencida');
    } finally {
      ctx.setNow(new Date());
    }
  });

  it('from verificação vencida: the upload sends the caregiver to review (hidden), acceptance returns them to approved', async () => {
    const c = await caregiver({ verificacao: 'verificacao_vencida', issuedDaysAgo: 95 });
    const sent = await sendRenewal(c.client, addDaysToDate(today(), -3));
    expect(sent.status).toBe(201);
    expect(await profileOf(c.id)).toMatchObject({ verificacao: 'em_analise', buscavel: false });
    const renewal = await pendingRenewalOf(c.id);
    const response = await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'aceitar' });
    expect(renewalDecisionResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'aprovado' });
    expect(await profileOf(c.id)).toMatchObject({ verificacao: 'aprovado', antecedentesValidaAte: addDaysToDate(today(), 87) });
    const decisions = await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, c.id)).orderBy(verificationDecisions.createdAt);
    expect(decisions.map((d) => `${d.deEstado}>${d.paraEstado}:${d.operadorId ? 'operador' : 'cuidador'}`)).toEqual([
      'verificacao_vencida>em_analise:cuidador',
      'em_analise>aprovado:operador',
    ]);
  });

  it('from verificação vencida: a refusal sends the caregiver back to vencida, with the reason', async () => {
    const c = await caregiver({ verificacao: 'verificacao_vencida', issuedDaysAgo: 95 });
    await sendRenewal(c.client, addDaysToDate(today(), -3));
    const renewal = await pendingRenewalOf(c.id);
    const response = await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'recusar', motivo: 'antecedentes_positivos' });
    expect(renewalDecisionResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'verificacao_vencida' });
    const [last] = await ctx.db.select().from(verificationDecisions).where(and(eq(verificationDecisions.cuidadorId, c.id), eq(verificationDecisions.deEstado, 'em_analise')));
    expect(last).toMatchObject({ paraEstado: 'verificacao_vencida', motivo: 'antecedentes_positivos', operadorId: operator.id });
  });

  it('an approved caregiver whose old certificate expired while the renewal waited is restored on acceptance', async () => {
    const c = await caregiver({ issuedDaysAgo: 89 });
    await sendRenewal(c.client, addDaysToDate(today(), -1));
    ctx.setNow(new Date(ctx.deps.now().getTime() + 2 * 86_400_000));
    try {
      await runVerificationExpiry(expiryDeps());
      expect((await profileOf(c.id)).verificacao).toBe('verificacao_vencida');
      const renewal = await pendingRenewalOf(c.id);
      const response = await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'aceitar' });
      expect(renewalDecisionResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'aprovado' });
      expect(await profileOf(c.id)).toMatchObject({ verificacao: 'aprovado', buscavel: true });
    } finally {
      ctx.setNow(new Date());
    }
  });
});

function expiryDeps() {
  return { database: ctx.deps.database, mailer: ctx.deps.mailer, logger: createLogger('silent'), now: ctx.deps.now, publicUrl: 'http://localhost:3000' };
}

describe('the daily job after an accepted renewal', () => {
  it('does not expire a caregiver on the old date once the renewal moved it', async () => {
    const c = await caregiver({ issuedDaysAgo: 88 });
    await sendRenewal(c.client, addDaysToDate(today(), -1));
    const renewal = await pendingRenewalOf(c.id);
    await operator.client.post(`/api/operador/renovacoes/${renewal.id}/decisao`, { acao: 'aceitar' });
    // Past the old certificate's date (today + 2), well within the new one's.
    ctx.setNow(new Date(ctx.deps.now().getTime() + 5 * 86_400_000));
    try {
      await runVerificationExpiry(expiryDeps());
      expect((await profileOf(c.id)).verificacao).toBe('aprovado');
    } finally {
      ctx.setNow(new Date());
    }
  });
});
