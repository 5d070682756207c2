import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountScenario, type AccountScenario } from '../../../test/account-scenario';
import { fileForm, registerCaregiver, sampleFiles } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { readZip } from '../../../test/read-zip';
import { account, certificados, session } from '../../db/schema';

// 'Baixar meus dados': a zip that opens, with every row about the person and their files, and
// nothing about anybody else beyond the other party's name on a shared record.

let ctx: TestContext;
let dataDir: string;
let scenario: AccountScenario;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cuidar-export-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
  scenario = await buildAccountScenario(ctx);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type ExportDocument = Record<string, unknown> & {
  conta: { id: string; email: string; sessoes: unknown[] };
  perfilFamilia: Record<string, unknown> | null;
  perfilCuidador: Record<string, unknown> | null;
  reservas: { id: string; status: string; familia: { nome: string }; cuidador: { nome: string }; diasReservados: unknown[] }[];
  avaliacoesFeitas: { comentario: string | null; estrelas: number }[];
  avaliacoesRecebidas: { comentario: string | null; familia: { nome: string } }[];
  conversas: { id: string; com: { nome: string }; mensagens: { de: string; conteudo: string }[] }[];
  notificacoes: { tipo: string; mensagem: string }[];
  consentimentos: { tipo: string; versao: string; aceitoEm: string }[];
  eventosDeUso: { evento: string }[];
  mensagensFaleConosco: { mensagem: string }[];
  planos: { planId: string; status: string; eventosDePagamento: { tipo: string }[] }[];
  certificados: { nome: string; arquivoNoZip: string | null; observacao?: string }[];
  leiturasDeDadosDeSaude: { campos: string[]; cuidador: { nome: string } }[];
  emailsEnviados: { tipo: string }[];
  disponibilidade: unknown[];
};

async function exportOf(client: TestClient) {
  const response = await client.get('/api/account/export');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cuidar-meus-dados-\d{4}-\d{2}-\d{2}\.zip"/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const entries = readZip(bytes);
  const json = entries.find((e) => e.name === 'meus-dados.json');
  expect(json).toBeDefined();
  const raw = json!.data.toString('utf8');
  return { bytes, entries, raw, doc: JSON.parse(raw) as ExportDocument };
}

describe('GET /api/account/export', () => {
  it("the family's archive opens and holds every row about them", async () => {
    const { bytes, entries, doc } = await exportOf(scenario.family.client);
    expect(entries.map((e) => e.name)).toEqual(['LEIA-ME.txt', 'meus-dados.json']);
    if (spawnSync('unzip', ['-v']).status === 0) {
      const file = path.join(dataDir, 'familia.zip');
      writeFileSync(file, bytes);
      const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(test.status, test.stdout).toBe(0);
    }

    const { family, caregiver, texts, bookings } = scenario;
    expect(doc.formato).toBe('cuidar-meus-dados/1');
    expect(doc.conta).toMatchObject({ id: family.id, email: family.email, nome: 'Helena Duarte', emailVerificado: true });
    expect(doc.conta.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(doc.perfil).toMatchObject({ tipo: 'familia', nome: 'Helena', sobrenome: 'Duarte' });
    expect(doc.perfilFamilia).toMatchObject({ rua: 'Rua Harmonia', cep: '05435-000', pacienteNome: 'Dona Irene', pacienteIdade: 84, pacienteCondicao: texts.patientCondition });
    expect(doc.perfilCuidador).toBeNull();
    expect(doc.consentimentos).toEqual([expect.objectContaining({ tipo: 'dados_saude', versao: '2026-11', texto: expect.stringMatching(/^Autorizo o Cuidar a guardar os dados de saúde do paciente/), retiradoEm: null, substituidoPorNovoTextoEm: null })]);

    expect(doc.reservas.map((r) => r.id).sort()).toEqual([bookings.past, bookings.upcoming, bookings.pending].sort());
    for (const booking of doc.reservas) {
      expect(booking.familia.nome).toBe('Helena Duarte');
      expect(booking.cuidador.nome).toBe('Joana Prado Lima');
      expect(booking.diasReservados.length).toBeGreaterThan(0);
    }
    expect(doc.reservas.find((r) => r.id === bookings.upcoming)!.diasReservados).toHaveLength(3);
    expect(doc.avaliacoesFeitas).toEqual([expect.objectContaining({ estrelas: 5, comentario: texts.reviewComment })]);
    expect(doc.avaliacoesRecebidas).toEqual([]);

    expect(doc.conversas).toHaveLength(1);
    expect(doc.conversas[0]!.com.nome).toBe('Joana Prado Lima');
    expect(doc.conversas[0]!.mensagens).toEqual([
      expect.objectContaining({ de: 'você', conteudo: texts.familyMessage }),
      expect.objectContaining({ de: 'Joana Prado Lima', conteudo: texts.caregiverMessage }),
    ]);
    expect(doc.notificacoes.map((n) => n.tipo)).toEqual(expect.arrayContaining(['reserva_aceita', 'mensagem_nova']));
    expect(doc.eventosDeUso).toEqual([expect.objectContaining({ evento: 'familia_form_submit' })]);
    expect(doc.mensagensFaleConosco).toEqual([expect.objectContaining({ mensagem: texts.contactMessage })]);
    expect(doc.planos).toEqual([expect.objectContaining({ planId: 'monthly', status: 'active' })]);
    expect(doc.planos[0]!.eventosDePagamento.length).toBeGreaterThan(0);
    expect(doc.leiturasDeDadosDeSaude).toEqual([
      expect.objectContaining({ cuidador: expect.objectContaining({ nome: 'Joana Prado Lima' }), campos: ['pacienteNome', 'pacienteIdade', 'pacienteCondicao'] }),
    ]);
    expect(doc.emailsEnviados.map((m) => m.tipo)).toContain('verificacao-email');
    expect(doc.certificados).toEqual([]);
    expect(caregiver.id).not.toBe(family.id);
  });

  it('carries no secret and nothing of other people beyond the other party’s name', async () => {
    const { raw } = await exportOf(scenario.family.client);
    const { caregiver, stranger, texts } = scenario;
    for (const foreign of [stranger.id, stranger.email, 'Xavier', texts.strangerMessage, caregiver.email, 'Rua Harmonia, 120 - apto 12']) {
      expect(raw).not.toContain(foreign);
    }
    const tokens = await ctx.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(raw).not.toContain(token);
    const hashes = await ctx.db.select({ password: account.password }).from(account);
    for (const { password } of hashes) expect(raw).not.toContain(password!);
    expect(raw).not.toMatch(/\$argon2/);
    expect(raw).not.toMatch(/cs_sandbox_|checkout\/sandbox/); // no checkout links
  });

  it("the caregiver's archive holds their profile, agenda, reviews received and the uploaded files byte for byte", async () => {
    const { entries, doc, raw } = await exportOf(scenario.caregiver.client);
    const { family, stranger, texts, certificates } = scenario;
    expect(doc.perfilCuidador).toMatchObject({ telefone: '(11) 98765-4321', dataNascimento: '1985-03-15', rua: 'Rua Harmonia' });
    expect(doc.perfilFamilia).toBeNull();
    expect(doc.avaliacoesRecebidas).toEqual([expect.objectContaining({ comentario: texts.reviewComment, familia: { id: family.id, nome: 'Helena Duarte' } })]);
    // Both families' bookings with this caregiver, each with its family's name.
    expect(doc.reservas.map((r) => r.familia.nome).sort()).toEqual(['Helena Duarte', 'Helena Duarte', 'Helena Duarte', 'Xavier Estranho']);
    expect(doc.conversas.map((c) => c.com.nome).sort()).toEqual(['Helena Duarte', 'Xavier Estranho']);
    expect(doc.leiturasDeDadosDeSaude).toHaveLength(1);

    expect(doc.certificados.map((c) => c.nome)).toEqual(certificates.map((c) => c.name));
    for (const [i, cert] of certificates.entries()) {
      const name = doc.certificados[i]!.arquivoNoZip!;
      expect(name).toMatch(/^certificados\/\d+-/);
      const entry = entries.find((e) => e.name === name);
      expect(entry, name).toBeDefined();
      expect(Buffer.compare(entry!.data, Buffer.from(cert.bytes))).toBe(0);
    }
    // What the caregiver read of the patient is not theirs to export; nor are the families' e-mails.
    for (const foreign of [texts.patientCondition, family.email, stranger.email, 'Dona Irene']) expect(raw).not.toContain(foreign);
  });

  it('a file missing from storage is reported in the document, and the export still succeeds', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'cuidador');
    await registerCaregiver(client);
    const upload = await client.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'perdido.pdf', 'application/pdf'));
    expect(upload.status).toBe(201);
    const [row] = await ctx.db.select({ storageKey: certificados.storageKey }).from(certificados).where(eq(certificados.cuidadorId, id));
    await ctx.deps.storage.delete(row!.storageKey);
    const { entries, doc } = await exportOf(client);
    expect(doc.certificados).toEqual([expect.objectContaining({ nome: 'perdido.pdf', arquivoNoZip: null, observacao: expect.any(String) })]);
    expect(entries.map((e) => e.name)).toEqual(['LEIA-ME.txt', 'meus-dados.json']);
  });

  it('needs a session and is limited to a few exports per hour', async () => {
    expect((await new TestClient(ctx.app).get('/api/account/export')).status).toBe(401);
    const client = new TestClient(ctx.app);
    await signUpVerified(ctx, client, 'familia');
    for (let i = 0; i < 5; i++) expect((await client.get('/api/account/export')).status).toBe(200);
    const limited = await client.get('/api/account/export');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('takes no parameter that could point at someone else, and only GET answers', async () => {
    const { family, caregiver } = scenario;
    const response = await family.client.get(`/api/account/export?userId=${caregiver.id}`);
    expect(response.status).toBe(200);
    const json = readZip(new Uint8Array(await response.arrayBuffer())).find((e) => e.name === 'meus-dados.json')!;
    expect((JSON.parse(json.data.toString('utf8')) as ExportDocument).conta.id).toBe(family.id);
    expect((await family.client.post('/api/account/export', {})).status).toBe(404);
    expect((await family.client.delete('/api/account/export')).status).toBe(404);
  });
});
