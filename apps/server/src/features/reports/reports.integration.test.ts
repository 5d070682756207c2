import { REPORT_LIMITS, contactMessagesResponseSchema, createReportResponseSchema, reportDetailResponseSchema, reportListResponseSchema, resolveReportResponseSchema } from '@cuidar/domain/reports';
import { startTwoFactorResponseSchema } from '@cuidar/domain/account-settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { readZip } from '../../../test/read-zip';
import { signedInClient } from '../../../test/sessions';
import { totpCode } from '../../../test/totp';
import { backgroundSettled } from '../../background';
import { createBooking, createCaregiver, createFamily, createOperator } from '../../db/factories';
import { auditLog, contactMessages, cuidadorProfiles, emailOutbox, notificacoes, pedidosReserva, reports, user, verificationDecisions } from '../../db/schema';

// 'Denunciar' and the operators' desk for reports and 'Fale Conosco' (docs/product.md#reports,
// docs/product.md#contact), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'atendimento@exemplo.com.br' } });
});
afterAll(async () => {
  await ctx?.close();
});

/** An operator signed in with two-factor sign-in turned on (as requireOperator demands). */
async function operatorClient(): Promise<{ client: TestClient; id: string }> {
  const operator = await createOperator(ctx.db, { password: TEST_PASSWORD });
  const client = await signedInClient(ctx, operator.id);
  expect((await client.get('/api/operador/denuncias')).status).toBe(403);
  const started = await client.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
  expect(started.status).toBe(200);
  const { setup } = startTwoFactorResponseSchema.parse(await started.json());
  expect((await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) })).status).toBe(200);
  return { client, id: operator.id };
}

/** A family and an approved caregiver who talk, with a booking between them. */
async function pair() {
  const familia = await createFamily(ctx.db, { password: TEST_PASSWORD, firstName: 'Helena', lastName: 'Marcondes' });
  const cuidador = await createCaregiver(ctx.db, { password: TEST_PASSWORD });
  const family = await signedInClient(ctx, familia.id);
  const caregiver = await signedInClient(ctx, cuidador.id);
  const opened = await family.post('/api/conversations', { withId: cuidador.id });
  const { id: conversaId } = (await opened.json()) as { id: string };
  const sent: string[] = [];
  for (const [who, content] of [
    [family, 'Bom dia! Você pode na segunda?'],
    [caregiver, 'Posso, mas me paga por fora no Pix que sai mais barato.'],
    [family, 'Prefiro pagar pela plataforma.'],
  ] as const) {
    const response = await who.post(`/api/conversations/${conversaId}/messages`, { content });
    expect(response.status).toBe(201);
    sent.push(((await response.json()) as { message: { id: string } }).message.id);
  }
  const booking = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: cuidador.id, dataInicio: '2099-03-02', status: 'confirmada' });
  return { familia, cuidador, family, caregiver, conversaId, messageIds: sent, bookingId: booking.id };
}

async function report(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/denuncias', body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/denuncias', () => {
  it('files a report about a message, a booking or a profile the reporter can see, naming the right person', async () => {
    const p = await pair();
    const aboutMessage = await report(p.family, { alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'golpe_cobranca', descricao: 'Pediu Pix por fora.' });
    expect(aboutMessage.status).toBe(201);
    expect(createReportResponseSchema.parse(aboutMessage.body)).toMatchObject({ created: true, message: 'Denúncia enviada. Nossa equipe vai analisar e avisar você do resultado.' });
    const aboutBooking = await report(p.caregiver, { alvoTipo: 'reserva', alvoId: p.bookingId, motivo: 'comportamento_inadequado' });
    expect(aboutBooking.status).toBe(201);
    const aboutProfile = await report(p.caregiver, { alvoTipo: 'perfil', alvoId: p.familia.id, motivo: 'assedio' });
    expect(aboutProfile.status).toBe(201);

    const rows = await ctx.db.select().from(reports).where(eq(reports.reportedId, p.cuidador.id));
    expect(rows).toEqual([expect.objectContaining({ reporterId: p.familia.id, alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'golpe_cobranca', descricao: 'Pediu Pix por fora.', status: 'aberta' })]);
    const aboutFamily = await ctx.db.select().from(reports).where(eq(reports.reportedId, p.familia.id));
    expect(aboutFamily.map((r) => r.alvoTipo).sort()).toEqual(['perfil', 'reserva']);
    expect(aboutFamily.every((r) => r.reporterId === p.cuidador.id && r.descricao === null)).toBe(true);
  });

  it('answers a second report on the same target with the open one instead of a duplicate', async () => {
    const p = await pair();
    const first = await report(p.family, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'perfil_falso' });
    const again = await report(p.family, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'outro', descricao: 'De novo.' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, created: false, message: 'Você já denunciou isto. Nossa equipe está analisando e avisará você do resultado.' });
    const rows = await ctx.db.select().from(reports).where(and(eq(reports.reporterId, p.familia.id), eq(reports.alvoId, p.cuidador.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses what the reporter cannot see as not found, and oneself, writing nothing', async () => {
    const p = await pair();
    const stranger = await createFamily(ctx.db, { password: TEST_PASSWORD });
    const strangerClient = await signedInClient(ctx, stranger.id);
    const hiddenCaregiver = await createCaregiver(ctx.db, { verificacao: 'em_analise' });
    const otherFamily = await createFamily(ctx.db);
    const notFound = { error: { code: 'NOT_FOUND', message: 'Não encontramos o que você quer denunciar.' } };
    const cases: [TestClient, Record<string, unknown>][] = [
      [strangerClient, { alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'assedio' }],
      [strangerClient, { alvoTipo: 'reserva', alvoId: p.bookingId, motivo: 'assedio' }],
      [strangerClient, { alvoTipo: 'mensagem', alvoId: 'nao-e-um-id', motivo: 'assedio' }],
      // A caregiver not shown to families, and a family the caregiver never dealt with.
      [strangerClient, { alvoTipo: 'perfil', alvoId: hiddenCaregiver.id, motivo: 'perfil_falso' }],
      [p.caregiver, { alvoTipo: 'perfil', alvoId: otherFamily.id, motivo: 'perfil_falso' }],
      // Someone of one's own role.
      [p.family, { alvoTipo: 'perfil', alvoId: stranger.id, motivo: 'perfil_falso' }],
    ];
    for (const [client, body] of cases) {
      const answer = await report(client, body);
      expect(answer, JSON.stringify(body)).toEqual({ status: 404, body: notFound });
    }
    const self = { error: { code: 'VALIDATION', message: 'Você não pode denunciar a si mesmo(a).', field: 'alvoId' } };
    expect(await report(p.family, { alvoTipo: 'perfil', alvoId: p.familia.id, motivo: 'outro' })).toEqual({ status: 400, body: self });
    expect(await report(p.family, { alvoTipo: 'mensagem', alvoId: p.messageIds[0], motivo: 'outro' })).toEqual({ status: 400, body: self });
    const invalid = await report(p.family, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'nao-existe' });
    expect(invalid).toEqual({ status: 400, body: { error: { code: 'VALIDATION', message: 'Escolha o motivo da denúncia.', field: 'motivo' } } });
    const tooLong = await report(p.family, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'outro', descricao: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, stranger.id))).toEqual([]);
    expect(await ctx.db.select().from(reports).where(eq(reports.reporterId, p.familia.id))).toEqual([]);

    // Operators are not members of the marketplace; nobody signed in is asked to sign in.
    const { client: operator } = await operatorClient();
    expect((await report(operator, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'outro' })).status).toBe(403);
    expect((await report(new TestClient(ctx.app), { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'outro' })).status).toBe(401);
  });

  it(`limits each person to ${REPORT_LIMITS.perHour} reports an hour`, async () => {
    const familia = await createFamily(ctx.db);
    const client = await signedInClient(ctx, familia.id);
    const caregivers = await Promise.all(Array.from({ length: REPORT_LIMITS.perHour + 1 }, () => createCaregiver(ctx.db)));
    for (const c of caregivers.slice(0, REPORT_LIMITS.perHour)) {
      expect((await report(client, { alvoTipo: 'perfil', alvoId: c.id, motivo: 'perfil_falso' })).status).toBe(201);
    }
    const refused = await client.post('/api/denuncias', { alvoTipo: 'perfil', alvoId: caregivers.at(-1)!.id, motivo: 'perfil_falso' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Você enviou muitas denúncias em pouco tempo. Aguarde um pouco e tente novamente.' } });
    expect(await ctx.db.select().from(reports).where(eq(reports.reportedId, caregivers.at(-1)!.id))).toEqual([]);
  });
});

describe('the operators’ report desk', () => {
  it('is for operators only: 401 for nobody, 404 for families and caregivers', async () => {
    const p = await pair();
    expect((await new TestClient(ctx.app).get('/api/operador/denuncias')).status).toBe(401);
    expect((await p.family.get('/api/operador/denuncias')).status).toBe(404);
    expect((await p.caregiver.post('/api/operador/contato/00000000-0000-4000-8000-000000000000/responder', { resposta: 'Oi' })).status).toBe(404);
  });

  it('lists open reports first and oldest first; the detail shows the context and its reading is audited', async () => {
    const p = await pair();
    const { client: operator, id: operatorId } = await operatorClient();
    const filed = await report(p.family, { alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'golpe_cobranca' });
    const id = filed.body.id as string;

    const list = reportListResponseSchema.parse(await (await operator.get('/api/operador/denuncias?status=aberta')).json());
    expect(list.reports.every((r) => r.status === 'aberta')).toBe(true);
    const times = list.reports.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    expect(list.reports.find((r) => r.id === id)).toMatchObject({ reporter: { id: p.familia.id, role: 'familia' }, reported: { id: p.cuidador.id, role: 'cuidador' } });

    const detail = reportDetailResponseSchema.parse(await (await operator.get(`/api/operador/denuncias/${id}`)).json()).report;
    expect(detail.context.messages.map((msg) => [msg.content, msg.fromReported, msg.isTarget])).toEqual([
      ['Bom dia! Você pode na segunda?', false, false],
      ['Posso, mas me paga por fora no Pix que sai mais barato.', true, true],
      ['Prefiro pagar pela plataforma.', false, false],
    ]);
    expect(detail.context.profile).toMatchObject({ role: 'cuidador', verificacao: 'aprovado', reportsAgainst: 1, deleted: false });
    const [read] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'report_context_read'), eq(auditLog.objectId, id)));
    expect(read).toMatchObject({ actorId: operatorId, subjectId: p.cuidador.id, objectType: 'report' });

    expect((await operator.get('/api/operador/denuncias/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await operator.get('/api/operador/denuncias?status=qualquer')).status).toBe(400);
  });

  it('warns: the reported person gets the text by notification and e-mail, the reporter hears back in general terms', async () => {
    const p = await pair();
    const { client: operator, id: operatorId } = await operatorClient();
    const id = (await report(p.family, { alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'golpe_cobranca' })).body.id as string;

    const missingNote = await operator.post(`/api/operador/denuncias/${id}/resolver`, { resultado: 'advertencia', nota: ' ', advertencia: 'Não peça pagamentos por fora.' });
    expect(missingNote.status).toBe(400);
    const missingText = await operator.post(`/api/operador/denuncias/${id}/resolver`, { resultado: 'advertencia', nota: 'Procedente.' });
    expect(await missingText.json()).toMatchObject({ error: { field: 'advertencia', message: 'Escreva o texto da advertência que a pessoa vai receber.' } });

    const warned = await operator.post(`/api/operador/denuncias/${id}/resolver`, {
      resultado: 'advertencia',
      nota: 'Pedido de Pix por fora confirmado na conversa.',
      advertencia: 'Pagamentos combinados fora do Cuidar não são permitidos.',
    });
    expect(warned.status).toBe(200);
    expect(resolveReportResponseSchema.parse(await warned.json())).toEqual({ ok: true, message: 'Decisão registrada. Quem denunciou foi avisado.', caregiverId: null });
    await backgroundSettled();

    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({ status: 'resolvida', resultado: 'advertencia', resultadoNota: 'Pedido de Pix por fora confirmado na conversa.', tratadaPor: operatorId });
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'report_resolved'), eq(auditLog.objectId, id)));
    expect(audit).toMatchObject({ actorId: operatorId, subjectId: p.cuidador.id, reason: 'Pedido de Pix por fora confirmado na conversa.' });

    const [warning] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, p.cuidador.id), eq(notificacoes.tipo, 'advertencia')));
    expect(warning!.mensagem).toBe('Advertência da equipe do Cuidar: Pagamentos combinados fora do Cuidar não são permitidos.');
    const [heard] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, p.familia.id), eq(notificacoes.tipo, 'denuncia_analisada')));
    expect(heard!.mensagem).toContain('tomamos medidas');

    const [warningMail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, p.cuidador.email), eq(emailOutbox.kind, 'advertencia')));
    expect(warningMail!.text).toContain('Pagamentos combinados fora do Cuidar não são permitidos.');
    const [reporterMail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, p.familia.email), eq(emailOutbox.kind, 'denuncia-analisada')));
    expect(reporterMail!.subject).toBe('Sua denúncia foi analisada');
    // Never the other person's data: no name, no operator's words.
    // As whole words: a caregiver named 'Ana' must not match 'Analisamos'.
    for (const secret of [p.cuidador.data.firstName, 'Pix por fora confirmado', 'Pagamentos combinados']) {
      const asWords = new RegExp(`(?<!\\p{L})${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
      expect(reporterMail!.text).not.toMatch(asWords);
      expect(heard!.mensagem).not.toMatch(asWords);
    }

    const twice = await operator.post(`/api/operador/denuncias/${id}/resolver`, { resultado: 'arquivada', nota: 'De novo.' });
    expect(twice.status).toBe(409);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'report_resolved'), eq(auditLog.objectId, id)))).toHaveLength(1);
  });

  it('suspends a reported caregiver through the verification state machine (a family: family-accounts.integration.test.ts)', async () => {
    const p = await pair();
    const { client: operator, id: operatorId } = await operatorClient();
    const aboutCaregiver = (await report(p.family, { alvoTipo: 'perfil', alvoId: p.cuidador.id, motivo: 'assedio' })).body.id as string;
    const aboutFamily = (await report(p.caregiver, { alvoTipo: 'reserva', alvoId: p.bookingId, motivo: 'assedio' })).body.id as string;

    const pending = await createBooking(ctx.db, { familiaId: p.familia.id, cuidadorId: p.cuidador.id, dataInicio: '2099-04-06', status: 'pendente' });
    const suspended = await operator.post(`/api/operador/denuncias/${aboutCaregiver}/resolver`, { resultado: 'suspensao', nota: 'Relatos de assédio confirmados.' });
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toMatchObject({ caregiverId: p.cuidador.id });
    const [state] = await ctx.db.select({ verificacao: cuidadorProfiles.verificacao }).from(cuidadorProfiles).where(eq(cuidadorProfiles.id, p.cuidador.id));
    expect(state!.verificacao).toBe('suspenso');
    const [decision] = await ctx.db.select().from(verificationDecisions).where(eq(verificationDecisions.cuidadorId, p.cuidador.id));
    expect(decision).toMatchObject({ deEstado: 'aprovado', paraEstado: 'suspenso', motivo: 'denuncia_procedente', operadorId: operatorId });
    // The desk's own suspension: the pending request is declined and the family told, the caregiver hears why, and it is audited.
    const [declined] = await ctx.db.select({ status: pedidosReserva.status }).from(pedidosReserva).where(eq(pedidosReserva.id, pending.id));
    expect(declined!.status).toBe('recusada');
    expect(await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, p.cuidador.id), eq(notificacoes.tipo, 'verificacao')))).toHaveLength(1);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'caregiver_suspended'), eq(auditLog.subjectId, p.cuidador.id)))).toHaveLength(1);
    await backgroundSettled();
    expect((await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reserva-recusada-suspensao'))).map((m) => m.to)).toContain(p.familia.email);

    const archived = await operator.post(`/api/operador/denuncias/${aboutFamily}/resolver`, { resultado: 'arquivada', nota: 'Sem evidências.' });
    expect(archived.status).toBe(200);
    await backgroundSettled();
    const [heard] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, p.cuidador.id), eq(notificacoes.tipo, 'denuncia_analisada')));
    expect(heard!.mensagem).toContain('não encontramos motivo');
    // Dismissing sends nothing to the reported family.
    expect(await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, p.familia.id), eq(notificacoes.tipo, 'advertencia')))).toEqual([]);
  });
});

describe('the operators’ contact desk', () => {
  it('lists unanswered messages first, answers one by e-mail quoting it, stores and audits the reply', async () => {
    const { client: operator, id: operatorId } = await operatorClient();
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post('/api/contact', { nome: 'Beatriz Campos', email: 'beatriz@exemplo.com.br', mensagem: 'Vocês atendem em Niterói?' })).status).toBe(201);
    const [stored] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.email, 'beatriz@exemplo.com.br'));

    const before = contactMessagesResponseSchema.parse(await (await operator.get('/api/operador/contato')).json());
    expect(before.messages.find((msg) => msg.id === stored!.id)).toMatchObject({ resposta: null, nome: 'Beatriz Campos' });

    const empty = await operator.post(`/api/operador/contato/${stored!.id}/responder`, { resposta: '   ' });
    expect(await empty.json()).toEqual({ error: { code: 'VALIDATION', message: 'Escreva a resposta.', field: 'resposta' } });

    const answered = await operator.post(`/api/operador/contato/${stored!.id}/responder`, { resposta: 'Atendemos sim, Beatriz!\nVeja os cuidadores em Niterói.' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ ok: true, message: 'Resposta enviada por email.' });

    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, 'beatriz@exemplo.com.br'), eq(emailOutbox.kind, 'contato-resposta')));
    expect(mail!.subject).toBe('Resposta à sua mensagem no Cuidar');
    expect(mail!.text).toContain('Atendemos sim, Beatriz!');
    expect(mail!.text).toContain('> Vocês atendem em Niterói?');
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, stored!.id));
    expect(row).toMatchObject({ respostaTexto: 'Atendemos sim, Beatriz!\nVeja os cuidadores em Niterói.', respondidaPor: operatorId });
    expect(row!.respondidaEm).toBeInstanceOf(Date);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'contact_message_answered'), eq(auditLog.objectId, stored!.id)));
    expect(audit).toMatchObject({ actorId: operatorId, objectType: 'contact_message' });

    const after = contactMessagesResponseSchema.parse(await (await operator.get('/api/operador/contato')).json());
    const shown = after.messages.find((msg) => msg.id === stored!.id)!;
    expect(shown.resposta).toMatchObject({ texto: 'Atendemos sim, Beatriz!\nVeja os cuidadores em Niterói.', por: 'Operadora Teste' });
    // Unanswered ones come before it.
    const firstAnswered = after.messages.findIndex((msg) => msg.resposta !== null);
    expect(after.messages.slice(firstAnswered).every((msg) => msg.resposta !== null)).toBe(true);

    const again = await operator.post(`/api/operador/contato/${stored!.id}/responder`, { resposta: 'Outra resposta.' });
    expect(again.status).toBe(409);
    expect((await operator.post('/api/operador/contato/00000000-0000-4000-8000-000000000000/responder', { resposta: 'Oi' })).status).toBe(404);
  });
});

describe('the contact desk when the e-mail cannot be sent', () => {
  let failing: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9: the SMTP connection is refused at once.
    failing = await createTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('keeps the message unanswered, says so, and audits the failed attempt', async () => {
    const operator = await createOperator(failing.db, { password: TEST_PASSWORD });
    // Two-factor enrollment itself is covered above; here only the e-mail failure matters.
    await failing.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, operator.id));
    const client = await signedInClient(failing, operator.id);
    const [message] = await failing.db.insert(contactMessages).values({ nome: 'Rui', email: 'rui@exemplo.com.br', mensagem: 'Olá?' }).returning();
    const response = await client.post(`/api/operador/contato/${message!.id}/responder`, { resposta: 'Olá, Rui!' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'Não foi possível enviar o email agora. A resposta não foi guardada; tente novamente.' } });
    const [row] = await failing.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(row).toMatchObject({ respostaTexto: null, respondidaPor: null, respondidaEm: null });
    const actions = (await failing.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectId, message!.id))).map((a) => a.action).sort();
    expect(actions).toEqual(['contact_message_answered', 'contact_reply_failed']);
  });
});

describe('reports in the LGPD export and the account deletion', () => {
  async function exported(client: TestClient) {
    const response = await client.get('/api/account/export');
    expect(response.status).toBe(200);
    const entry = readZip(new Uint8Array(await response.arrayBuffer())).find((e) => e.name === 'meus-dados.json');
    return JSON.parse(entry!.data.toString('utf8')) as { denuncias: { feitas: Record<string, unknown>[]; recebidas: Record<string, unknown>[] } };
  }

  it('exports reports made (with the words) and received (reason and outcome only); deletion unlinks the reporter', async () => {
    const p = await pair();
    await report(p.family, { alvoTipo: 'mensagem', alvoId: p.messageIds[1], motivo: 'golpe_cobranca', descricao: 'Pediu Pix por fora.' });

    const made = await exported(p.family);
    expect(made.denuncias.feitas).toEqual([expect.objectContaining({ alvo: 'mensagem', motivo: 'golpe_cobranca', descricao: 'Pediu Pix por fora.', situacao: 'aberta' })]);
    const received = await exported(p.caregiver);
    expect(received.denuncias.recebidas).toEqual([expect.objectContaining({ alvo: 'mensagem', motivo: 'golpe_cobranca', situacao: 'aberta' })]);
    const receivedText = JSON.stringify(received.denuncias);
    expect(receivedText).not.toContain('Pediu Pix por fora.');
    expect(receivedText).not.toContain(p.familia.id);

    expect((await p.family.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    const [kept] = await ctx.db.select().from(reports).where(eq(reports.reportedId, p.cuidador.id));
    expect(kept).toMatchObject({ reporterId: null, descricao: null, motivo: 'golpe_cobranca', status: 'aberta' });
  });
});
