import {
  caregiverCpfSchema,
  caregiverReviewSchema,
  checkItemResponseSchema,
  decisionResponseSchema,
  operatorSummarySchema,
  queueResponseSchema,
} from '@cuidar/domain/operator-desk';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { VERIFICATION_CHECKS, type VerificationState } from '@cuidar/domain/verification';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCaregiver, createFamily, createOperator, createVerificationDossier, SAMPLE_PDF } from '../../db/factories';
import { auditLog, cuidadorProfiles, emailOutbox, notificacoes, pedidosReserva, verificationDecisions } from '../../db/schema';
import { backgroundSettled } from '../../background';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';

// The operator desk through HTTP (docs/product.md#operators): who may open it, the queue, the review,
// the checklist, decisions with their side effects, and every document read in the audit log.

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

/** A caregiver in review with CPF, documents (valid certificate unless told) and references. */
async function caregiverInReview(options: { verificacao?: VerificationState; emitidaDiasAtras?: number } = {}) {
  const caregiver = await createCaregiver(ctx.db, { verificacao: options.verificacao ?? 'em_analise', availabilityDays: 0 });
  const docs = await createVerificationDossier(ctx.db, ctx.deps.storage, {
    cuidadorId: caregiver.id,
    antecedentesEmitidaEm: addDaysToDate(today(), -(options.emitidaDiasAtras ?? 10)),
  });
  return { ...caregiver, docs };
}

async function completeChecklist(cuidadorId: string) {
  for (const item of VERIFICATION_CHECKS) {
    const body = item === 'entrevista' ? { feito: true, nota: 'Conversa por vídeo, muito atenciosa.', realizadaEm: today() } : { feito: true, nota: 'Confirmado.' };
    const response = await operator.client.put(`/api/operador/cuidadores/${cuidadorId}/checklist/${item}`, body);
    expect(response.status, await response.clone().text()).toBe(200);
    checkItemResponseSchema.parse(await response.json());
  }
}

const stateOf = async (id: string) =>
  (await ctx.db.select({ v: cuidadorProfiles.verificacao, buscavel: cuidadorProfiles.buscavel }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, id)))[0]!;
const auditOf = (subjectId: string, action: string) =>
  ctx.db.select().from(auditLog).where(and(eq(auditLog.subjectId, subjectId), eq(auditLog.action, action)));
const mailsTo = (to: string) => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const notesOf = (userId: string) => ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, userId));

describe('who may open the desk', () => {
  it('nobody signed in gets 401, families and caregivers 404, an operator without two-factor 403', async () => {
    expect((await new TestClient(ctx.app).get('/api/operador/resumo')).status).toBe(401);
    const family = await createFamily(ctx.db);
    const caregiver = await createCaregiver(ctx.db);
    expect((await (await signedInClient(ctx, family.id)).get('/api/operador/resumo')).status).toBe(404);
    expect((await (await signedInClient(ctx, caregiver.id)).get('/api/operador/cuidadores')).status).toBe(404);
    const without2fa = await createOperator(ctx.db);
    const response = await (await signedInClient(ctx, without2fa.id)).get('/api/operador/resumo');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Ative a verificação em duas etapas para continuar.');
  });
});

describe('home and queue', () => {
  it('counts the waiting caregivers with the oldest wait, and lists the queue oldest first, filtered and paginated', async () => {
    const older = await caregiverInReview();
    const newer = await caregiverInReview();
    const oldDate = new Date(ctx.deps.now().getTime() - 9 * 86_400_000);
    await ctx.db.update(cuidadorProfiles).set({ verificacaoDesde: oldDate }).where(eq(cuidadorProfiles.id, older.id));

    const summary = operatorSummarySchema.parse(await (await operator.client.get('/api/operador/resumo')).json());
    expect(summary.cuidadoresEmAnalise).toBeGreaterThanOrEqual(2);
    expect(new Date(summary.esperaMaisAntigaDesde!).getTime()).toBeLessThanOrEqual(oldDate.getTime());

    const queue = queueResponseSchema.parse(await (await operator.client.get('/api/operador/cuidadores?estado=em_analise')).json());
    const ids = queue.itens.map((item) => item.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const dates = queue.itens.map((item) => item.desde);
    expect([...dates].sort()).toEqual(dates);

    const old = queueResponseSchema.parse(await (await operator.client.get('/api/operador/cuidadores?estado=em_analise&espera=mais_de_7_dias')).json());
    expect(old.itens.map((item) => item.id)).toContain(older.id);
    expect(old.itens.map((item) => item.id)).not.toContain(newer.id);

    const beyond = queueResponseSchema.parse(await (await operator.client.get('/api/operador/cuidadores?pagina=500')).json());
    expect(beyond.itens).toEqual([]);
    expect(beyond.total).toBe(queue.total);
    expect((await operator.client.get('/api/operador/cuidadores?estado=nada')).status).toBe(400);
  });

  it('counts pending requests older than 12 hours and failed e-mails', async () => {
    const before = operatorSummarySchema.parse(await (await operator.client.get('/api/operador/resumo')).json());
    const family = await createFamily(ctx.db);
    const caregiver = await createCaregiver(ctx.db);
    const pedido = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(today(), 5), status: 'pendente' });
    await ctx.db.update(pedidosReserva).set({ createdAt: new Date(ctx.deps.now().getTime() - 13 * 3_600_000) }).where(eq(pedidosReserva.id, pedido.id));
    await ctx.db.insert(emailOutbox).values({ to: 'x@exemplo.com.br', subject: 's', html: 'h', text: 't', kind: 'teste', status: 'failed', error: 'boom' });
    const after = operatorSummarySchema.parse(await (await operator.client.get('/api/operador/resumo')).json());
    expect(after.reservasPendentesAntigas).toBe(before.reservasPendentesAntigas + 1);
    expect(after.emailsFalhos).toBe(before.emailsFalhos + 1);
  });
});

describe('review', () => {
  it('shows the profile with a masked CPF; the full CPF and every document read are audited; documents stream inline', async () => {
    const caregiver = await caregiverInReview();
    const review = caregiverReviewSchema.parse(await (await operator.client.get(`/api/operador/cuidadores/${caregiver.id}`)).json());
    expect(review.cuidador.cpfMascarado).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(review.documentos.map((d) => d.tipo).sort()).toEqual(['antecedentes_federal', 'identidade']);
    expect(review.referencias).toHaveLength(2);
    expect(review.checklist.every((c) => !c.feito)).toBe(true);
    expect(review.podeAprovar).toBe(false);
    expect(review.cuidador.antecedentesValidos).toBe(true);

    const cpf = caregiverCpfSchema.parse(await (await operator.client.get(`/api/operador/cuidadores/${caregiver.id}/cpf`)).json());
    expect(cpf.cpf).toMatch(/^\d{11}$/);
    expect(await auditOf(caregiver.id, 'caregiver_cpf_viewed')).toHaveLength(1);

    const file = await operator.client.get(`/api/operador/cuidadores/${caregiver.id}/documentos/${caregiver.docs.identidade}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="rg.pdf"/);
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    await operator.client.get(`/api/operador/cuidadores/${caregiver.id}/documentos/${caregiver.docs.identidade}`);
    const reads = await auditOf(caregiver.id, 'caregiver_document_viewed');
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ actorId: operator.id, objectType: 'certificado', objectId: caregiver.docs.identidade });

    // A document reached through another caregiver is not found, and not logged.
    const other = await caregiverInReview();
    expect((await operator.client.get(`/api/operador/cuidadores/${other.id}/documentos/${caregiver.docs.identidade}`)).status).toBe(404);
    expect(await auditOf(other.id, 'caregiver_document_viewed')).toHaveLength(0);
  });

  it('requires the note of a reference and the date of the interview; each mark is audited', async () => {
    const caregiver = await caregiverInReview();
    const base = `/api/operador/cuidadores/${caregiver.id}/checklist`;
    expect((await operator.client.put(`${base}/referencia_1`, { feito: true })).status).toBe(400);
    expect((await operator.client.put(`${base}/entrevista`, { feito: true, nota: 'Boa.' })).status).toBe(400);
    const marked = checkItemResponseSchema.parse(await (await operator.client.put(`${base}/referencia_1`, { feito: true, nota: 'Trabalhou 3 anos, recomenda.' })).json());
    expect(marked.check).toMatchObject({ item: 'referencia_1', feito: true, nota: 'Trabalhou 3 anos, recomenda.', marcadoPor: 'Operadora Teste' });
    const cleared = checkItemResponseSchema.parse(await (await operator.client.put(`${base}/referencia_1`, { feito: false })).json());
    expect(cleared.check.feito).toBe(false);
    expect(await auditOf(caregiver.id, 'verification_check_marked')).toHaveLength(1);
    expect(await auditOf(caregiver.id, 'verification_check_cleared')).toHaveLength(1);

    const approved = await caregiverInReview({ verificacao: 'aprovado' });
    expect((await operator.client.put(`/api/operador/cuidadores/${approved.id}/checklist/documentos_conferem`, { feito: true })).status).toBe(409);
  });
});

describe('decisions', () => {
  it('approval needs the whole checklist and a valid certificate; then the caregiver is searchable, told by e-mail and notification, and audited', async () => {
    const caregiver = await caregiverInReview();
    const decide = (body: object) => operator.client.post(`/api/operador/cuidadores/${caregiver.id}/decisao`, body);
    expect((await decide({ acao: 'aprovar', de: 'em_analise' })).status).toBe(409);
    expect((await stateOf(caregiver.id)).v).toBe('em_analise');

    await completeChecklist(caregiver.id);
    const review = caregiverReviewSchema.parse(await (await operator.client.get(`/api/operador/cuidadores/${caregiver.id}`)).json());
    expect(review.podeAprovar).toBe(true);
    const response = await decide({ acao: 'aprovar', de: 'em_analise' });
    expect(response.status).toBe(200);
    expect(decisionResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'aprovado', reservasRecusadas: 0 });
    await backgroundSettled();
    expect(await stateOf(caregiver.id)).toEqual({ v: 'aprovado', buscavel: true });
    const [mail] = await mailsTo(caregiver.email);
    expect(mail).toMatchObject({ subject: 'Seu cadastro no Cuidar foi aprovado', kind: 'verificacao-aprovar' });
    expect((await notesOf(caregiver.id)).map((n) => n.tipo)).toEqual(['verificacao']);
    const [audit] = await auditOf(caregiver.id, 'caregiver_approved');
    expect(audit).toMatchObject({ actorId: operator.id, objectType: 'cuidador', objectId: caregiver.id });
    expect(audit!.metadata).toMatchObject({ de: 'em_analise', para: 'aprovado' });

    // The same screen deciding again is stale.
    const stale = await decide({ acao: 'aprovar', de: 'em_analise' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toContain('Outra pessoa da equipe');
  });

  it('an expired certificate blocks approval even with the checklist done', async () => {
    const caregiver = await caregiverInReview({ emitidaDiasAtras: 120 });
    await completeChecklist(caregiver.id);
    const response = await operator.client.post(`/api/operador/cuidadores/${caregiver.id}/decisao`, { acao: 'aprovar', de: 'em_analise' });
    expect(response.status).toBe(409);
    expect((await stateOf(caregiver.id)).v).toBe('em_analise');
  });

  it('refusal needs a reason from the list and a text; the caregiver hears both', async () => {
    const caregiver = await caregiverInReview();
    const url = `/api/operador/cuidadores/${caregiver.id}/decisao`;
    expect((await operator.client.post(url, { acao: 'reprovar', de: 'em_analise', observacao: 'Foto cortada.' })).status).toBe(400);
    expect((await operator.client.post(url, { acao: 'reprovar', de: 'em_analise', motivo: 'documento_ilegivel' })).status).toBe(400);
    expect((await operator.client.post(url, { acao: 'reprovar', de: 'em_analise', motivo: 'inventado', observacao: 'x' })).status).toBe(400);
    const response = await operator.client.post(url, { acao: 'reprovar', de: 'em_analise', motivo: 'documento_ilegivel', observacao: 'A foto do RG está cortada.' });
    expect(response.status).toBe(200);
    await backgroundSettled();
    expect((await stateOf(caregiver.id)).v).toBe('reprovado');
    const [mail] = await mailsTo(caregiver.email);
    expect(mail!.text).toContain('Motivo: Documento ilegível ou incompleto.');
    expect(mail!.text).toContain('A foto do RG está cortada.');
    const [note] = await notesOf(caregiver.id);
    expect(note!.mensagem).toContain('Documento ilegível ou incompleto');
    const [decision] = await ctx.db.select().from(verificationDecisions).where(and(eq(verificationDecisions.cuidadorId, caregiver.id), eq(verificationDecisions.paraEstado, 'reprovado')));
    expect(decision).toMatchObject({ operadorId: operator.id, motivo: 'documento_ilegivel', observacao: 'A foto do RG está cortada.' });
    expect(await auditOf(caregiver.id, 'caregiver_refused')).toHaveLength(1);
  });

  it('suspension hides the caregiver at once, declines each pending request (family told by notification and e-mail) and lists the confirmed ones', async () => {
    const caregiver = await caregiverInReview({ verificacao: 'aprovado' });
    expect((await stateOf(caregiver.id)).buscavel).toBe(true);
    const family = await createFamily(ctx.db);
    const pending = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(today(), 6), status: 'pendente' });
    const confirmed = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(today(), 9), status: 'confirmada' });
    const url = `/api/operador/cuidadores/${caregiver.id}/decisao`;
    expect((await operator.client.post(url, { acao: 'suspender', de: 'aprovado' })).status).toBe(400);

    const response = await operator.client.post(url, { acao: 'suspender', de: 'aprovado', motivo: 'denuncia_procedente', observacao: 'Relato de maus-tratos confirmado.' });
    expect(response.status).toBe(200);
    expect(decisionResponseSchema.parse(await response.json())).toMatchObject({ verificacao: 'suspenso', reservasRecusadas: 1 });
    await backgroundSettled();
    expect(await stateOf(caregiver.id)).toEqual({ v: 'suspenso', buscavel: false });
    const statuses = await ctx.db.select({ id: pedidosReserva.id, status: pedidosReserva.status }).from(pedidosReserva).where(eq(pedidosReserva.cuidadorId, caregiver.id));
    expect(statuses.find((p) => p.id === pending.id)!.status).toBe('recusada');
    expect(statuses.find((p) => p.id === confirmed.id)!.status).toBe('confirmada');

    const [familyNote] = await notesOf(family.id);
    expect(familyNote).toMatchObject({ tipo: 'reserva_recusada' });
    expect(familyNote!.mensagem).toContain('não está disponível no Cuidar');
    const [familyMail] = await mailsTo(family.email);
    expect(familyMail).toMatchObject({ subject: 'Sua solicitação de reserva foi recusada', kind: 'reserva-recusada-suspensao' });
    const [caregiverMail] = await mailsTo(caregiver.email);
    expect(caregiverMail!.text).toContain('Motivo: Denúncia procedente.');
    const [audit] = await auditOf(caregiver.id, 'caregiver_suspended');
    expect(audit).toMatchObject({ reason: 'denuncia_procedente' });
    expect(audit!.metadata).toMatchObject({ reservasRecusadas: [pending.id] });

    const review = caregiverReviewSchema.parse(await (await operator.client.get(`/api/operador/cuidadores/${caregiver.id}`)).json());
    expect(review.reservasConfirmadas.map((b) => b.id)).toEqual([confirmed.id]);
    expect(review.decisoes[0]).toMatchObject({ deEstado: 'aprovado', paraEstado: 'suspenso', motivo: 'denuncia_procedente', operador: 'Operadora Teste' });

    // Lifting it puts the caregiver back as approved (the certificate is still valid).
    const lifted = await operator.client.post(url, { acao: 'reativar', de: 'suspenso', motivo: 'outro', observacao: 'Denúncia revista.' });
    expect(decisionResponseSchema.parse(await lifted.json()).verificacao).toBe('aprovado');
    expect(await stateOf(caregiver.id)).toEqual({ v: 'aprovado', buscavel: true });
    expect(await auditOf(caregiver.id, 'caregiver_reinstated')).toHaveLength(1);
  });

  it('lifting a suspension after the certificate expired leaves the caregiver hidden as expired', async () => {
    const caregiver = await caregiverInReview({ verificacao: 'suspenso', emitidaDiasAtras: 100 });
    const response = await operator.client.post(`/api/operador/cuidadores/${caregiver.id}/decisao`, { acao: 'reativar', de: 'suspenso', motivo: 'outro' });
    expect(decisionResponseSchema.parse(await response.json()).verificacao).toBe('verificacao_vencida');
    expect((await stateOf(caregiver.id)).buscavel).toBe(false);
  });
});
