import { healthDataReadsResponseSchema } from '@cuidar/domain/account-settings';
import { careDiaryDayResponseSchema, careDiaryEntryResponseSchema, careDiaryListResponseSchema } from '@cuidar/domain/care-diary';
import { visitListResponseSchema } from '@cuidar/domain/visits';
import { CONSENT_VERSIONS } from '@cuidar/domain/consents';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { fileForm, sampleFiles } from '../../../test/caregiver';
import { createTestContext, latestMailLink, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { pdfText } from '../../../test/pdf-text';
import { backgroundSettled } from '../../background';
import { consents, cuidadorProfiles, diarioEntradas, diarioFotos, emailOutbox, notificacoes, profiles, user } from '../../db/schema';
import { buildPersonalDataExport, collectPersonalData } from '../data-export/service';
import { readZip } from '../../../test/read-zip';
import { chainEntries, forgetFamilyDiary } from './service';

// The care diary (docs/product.md#care-diary) on the HTTP API: the write window at its edges with
// the test clock, who may write and read, corrections that keep the original, the incident's
// notice, the family's day and week with a filter, the doctor's report, export and deletion.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
const at = (n: number, time: string, plusMs = 0) => new Date(saoPauloToInstant(day(n), time).getTime() + plusMs);
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.setNow(new Date()));
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'familia');
  return { client, id, email };
}

/** A paid booking of day(1), 08:00–12:00, accepted; its day's id. The family gave its health-data consent unless told. */
async function confirmedDay(options: { consent?: boolean } = {}) {
  ctx.setNow(new Date());
  const cg = await caregiver();
  const fam = await family();
  if (options.consent !== false) await ctx.db.insert(consents).values({ userId: fam.id, kind: 'dados_saude', version: CONSENT_VERSIONS.dados_saude, acceptedAt: at(0, '08:00') });
  const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(1), dataFim: day(1), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' });
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  ctx.setNow(at(1, '07:00'));
  const [visit] = visitListResponseSchema.parse(await (await cg.client.get('/api/visits')).json()).visits;
  return { cg, fam, reservaId: visit!.reservaId };
}

/** The caregiver presses 'Cheguei' / 'Saí' at that moment. */
async function press(cg: { client: TestClient }, reservaId: string, moment: 'check-in' | 'check-out', when: Date) {
  ctx.setNow(when);
  expect((await cg.client.post(`/api/visits/${reservaId}/${moment}`)).status).toBe(200);
}

const write = (client: TestClient, reservaId: string, body: Record<string, unknown>) => client.post(`/api/care-diary/days/${reservaId}/entries`, body);
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const medication = { tipo: 'medicacao', nome: 'Losartana', dose: '50 mg', situacao: 'dada' };

describe('the write window', () => {
  it('opens at the check-in and closes 12 h after the check-out, to the millisecond', async () => {
    const { cg, reservaId } = await confirmedDay();

    ctx.setNow(at(1, '08:00'));
    const before = await write(cg.client, reservaId, medication);
    expect(before.status).toBe(409);
    expect(await errorOf(before)).toBe('O diário deste atendimento abre quando a sua chegada for registrada.');

    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    const first = await write(cg.client, reservaId, medication);
    expect(first.status).toBe(201);
    const entry = careDiaryEntryResponseSchema.parse(await first.json()).entry;
    expect(entry).toMatchObject({ tipo: 'medicacao', nome: 'Losartana', situacao: 'dada', ocorridoEm: at(1, '08:00').toISOString(), corrigida: false });

    // A moment in the future, or before the arrival, is refused.
    ctx.setNow(at(1, '09:00'));
    const future = await write(cg.client, reservaId, { ...medication, ocorridoEm: at(1, '09:05').toISOString() });
    expect(future.status).toBe(409);
    expect(await errorOf(future)).toBe('O horário do registro não pode estar no futuro.');
    const tooSoon = await write(cg.client, reservaId, { ...medication, ocorridoEm: at(1, '07:59').toISOString() });
    expect(await errorOf(tooSoon)).toBe('O horário do registro precisa estar entre a sua chegada e a sua saída.');

    await press(cg, reservaId, 'check-out', at(1, '12:00'));
    // 12 h after the departure: still open, for a moment of the visit; a millisecond later, closed.
    ctx.setNow(at(1, '12:00', 12 * HOUR));
    const late = await write(cg.client, reservaId, { tipo: 'sono', descricao: 'Cochilou depois do almoço', ocorridoEm: at(1, '11:00').toISOString() });
    expect(late.status).toBe(201);
    const afterDeparture = await write(cg.client, reservaId, { tipo: 'sono', descricao: 'Depois', ocorridoEm: at(1, '12:30').toISOString() });
    expect(afterDeparture.status).toBe(409);
    const dayView = careDiaryDayResponseSchema.parse(await (await cg.client.get(`/api/care-diary/days/${reservaId}`)).json());
    expect(dayView.canWrite).toBe(true);
    expect(dayView.items).toHaveLength(2);
    expect(dayView.writableUntil).toBe(at(1, '12:00', 12 * HOUR).toISOString());

    ctx.setNow(at(1, '12:00', 12 * HOUR + 1));
    const closed = await write(cg.client, reservaId, { tipo: 'observacao', descricao: 'Tarde' , ocorridoEm: at(1, '11:00').toISOString() });
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toBe('O prazo para escrever no diário deste atendimento terminou (12 horas depois da saída).');
    // Once closed, the diary is the family's alone.
    const closedView = careDiaryDayResponseSchema.parse(await (await cg.client.get(`/api/care-diary/days/${reservaId}`)).json());
    expect(closedView).toMatchObject({ canWrite: false, items: [] });
  });

  it("anyone else's day answers 404; a family cannot write; bad input is 400 with the field", async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    const stranger = await caregiver();
    expect((await write(stranger.client, reservaId, medication)).status).toBe(404);
    expect((await stranger.client.get(`/api/care-diary/days/${reservaId}`)).status).toBe(404);
    expect((await write(cg.client, crypto.randomUUID(), medication)).status).toBe(404);
    expect((await write(fam.client, reservaId, medication)).status).toBe(403);
    const bad = await write(cg.client, reservaId, { tipo: 'medicacao', nome: 'Losartana', dose: '' });
    expect(bad.status).toBe(400);
    expect(await ctx.db.select().from(diarioEntradas).where(eq(diarioEntradas.reservaId, reservaId))).toHaveLength(0);
  });

  it("needs the family's health-data consent in force: never given, the diary is closed; withdrawn, the diary is erased with its photos", async () => {
    const never = await confirmedDay({ consent: false });
    await press(never.cg, never.reservaId, 'check-in', at(1, '08:00'));
    const missing = await write(never.cg.client, never.reservaId, medication);
    expect(missing.status).toBe(409);
    expect(await errorOf(missing)).toBe('A família ainda não autorizou o Cuidar a guardar dados de saúde. O diário abre quando ela autorizar em Configurações.');
    expect(careDiaryDayResponseSchema.parse(await (await never.cg.client.get(`/api/care-diary/days/${never.reservaId}`)).json())).toMatchObject({ canWrite: false, consentimento: 'nunca', items: [] });

    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    const written = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, medication)).json());
    const photo = await cg.client.post(`/api/care-diary/entries/${written.entry.id}/photos`, fileForm(sampleFiles.png(), 'foto.png', 'image/png'));
    expect(photo.status).toBe(201);
    const [stored] = await ctx.db.select({ storageKey: diarioFotos.storageKey }).from(diarioFotos).where(eq(diarioFotos.entradaId, written.entry.id));
    expect(await ctx.deps.storage.get(stored!.storageKey)).not.toBeNull();
    // Withdrawn in Configurações: the diary is health data under that consent and goes with it.
    expect((await fam.client.put('/api/account/consents/dados_saude', { accepted: false })).status).toBe(200);
    const refused = await write(cg.client, reservaId, medication);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatch(/retirou a autorização/);
    const view = careDiaryDayResponseSchema.parse(await (await cg.client.get(`/api/care-diary/days/${reservaId}`)).json());
    expect(view).toMatchObject({ canWrite: false, consentimento: 'retirado', items: [] });
    const own = careDiaryListResponseSchema.parse(await (await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).json());
    expect(own.items).toHaveLength(0);
    expect(await ctx.db.select({ id: diarioEntradas.id }).from(diarioEntradas).where(eq(diarioEntradas.familiaId, fam.id))).toEqual([]);
    expect(await ctx.deps.storage.get(stored!.storageKey)).toBeNull();
  });
});

describe('a consent on the older text', () => {
  it('closes the diary to the caregiver, keeping what was written, until the family accepts the new text', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    expect((await write(cg.client, reservaId, medication)).status).toBe(201);
    // The family had accepted the January text, which named only the condition (docs/product.md#account-lgpd).
    await ctx.db.update(consents).set({ version: '2026-01' }).where(eq(consents.userId, fam.id));

    const refused = await write(cg.client, reservaId, { tipo: 'sono', descricao: 'Cochilou' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(
      'A família ainda não autorizou o novo texto sobre dados de saúde, que inclui o diário de cuidados. O diário abre quando ela autorizar em Configurações.',
    );
    const closed = careDiaryDayResponseSchema.parse(await (await cg.client.get(`/api/care-diary/days/${reservaId}`)).json());
    expect(closed).toMatchObject({ canWrite: false, consentimento: 'desatualizado', items: [] });
    // Nothing is erased: the family still reads its own diary.
    const own = careDiaryListResponseSchema.parse(await (await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).json());
    expect(own.items).toHaveLength(1);

    expect((await fam.client.put('/api/account/consents/dados_saude', { accepted: true })).status).toBe(200);
    const open = careDiaryDayResponseSchema.parse(await (await cg.client.get(`/api/care-diary/days/${reservaId}`)).json());
    expect(open).toMatchObject({ canWrite: true, consentimento: 'ativo' });
    expect(open.items).toHaveLength(1);
    expect((await write(cg.client, reservaId, { tipo: 'sono', descricao: 'Cochilou' })).status).toBe(201);
  });
});

describe('incidents and corrections', () => {
  it('an incident tells the family at once: notification, and e-mail after the commit', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '09:30'));
    expect((await write(cg.client, reservaId, { tipo: 'incidente', descricao: 'Escorregou no banheiro, sem ferimentos.' })).status).toBe(201);
    await backgroundSettled();
    const told = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), sql`${notificacoes.mensagem} like 'Ocorrência registrada%'`));
    expect(told).toHaveLength(1);
    expect(told[0]!.mensagem).toMatch(/às 09:30: Escorregou no banheiro, sem ferimentos\.$/);
    const mails = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, fam.email), eq(emailOutbox.kind, 'diario-incidente')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ocorrência registrada no diário de cuidados');
    // Another entry is no incident: no new notice.
    await write(cg.client, reservaId, { tipo: 'humor', descricao: 'Calma' });
    expect(await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), sql`${notificacoes.mensagem} like 'Ocorrência registrada%'`))).toHaveLength(1);
  });

  it('a correction is a new version; the original stays, shown as corrigido, with who, when and why; rows are never updated', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '08:30'));
    const original = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, medication)).json()).entry;

    ctx.setNow(at(1, '08:40'));
    const noReason = await cg.client.post(`/api/care-diary/entries/${original.id}/corrections`, { motivo: '', entrada: { ...medication, situacao: 'recusada' } });
    expect(noReason.status).toBe(400);
    const otherType = await cg.client.post(`/api/care-diary/entries/${original.id}/corrections`, { motivo: 'Tipo errado', entrada: { tipo: 'sono', descricao: 'x' } });
    expect(otherType.status).toBe(409);
    const stranger = await caregiver();
    expect((await stranger.client.post(`/api/care-diary/entries/${original.id}/corrections`, { motivo: 'Não', entrada: medication })).status).toBe(404);

    const corrected = await cg.client.post(`/api/care-diary/entries/${original.id}/corrections`, { motivo: 'Ela recusou o comprimido', entrada: { ...medication, situacao: 'recusada' } });
    expect(corrected.status).toBe(201);
    const version = careDiaryEntryResponseSchema.parse(await corrected.json()).entry;
    expect(version).toMatchObject({ corrigeId: original.id, motivoCorrecao: 'Ela recusou o comprimido', situacao: 'recusada', ocorridoEm: original.ocorridoEm, registradoEm: at(1, '08:40').toISOString() });
    // Only the latest version is corrected.
    const again = await cg.client.post(`/api/care-diary/entries/${original.id}/corrections`, { motivo: 'De novo', entrada: medication });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe('Este registro já foi corrigido. Corrija a versão mais recente.');

    const { items } = careDiaryListResponseSchema.parse(await (await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).json());
    expect(items).toHaveLength(1);
    expect(items[0]!.atual).toMatchObject({ id: version.id, situacao: 'recusada', corrigida: false });
    expect(items[0]!.historico).toEqual([expect.objectContaining({ id: original.id, situacao: 'dada', corrigida: true })]);

    // The database refuses to change a version, and there is no DELETE route.
    await expect(ctx.db.update(diarioEntradas).set({ motivoCorrecao: 'x' }).where(eq(diarioEntradas.id, version.id))).rejects.toThrow();
    expect((await cg.client.request('DELETE', `/api/care-diary/entries/${original.id}`)).status).toBe(404);
    expect(await ctx.db.select().from(diarioEntradas).where(eq(diarioEntradas.reservaId, reservaId))).toHaveLength(2);
  });

  it('chains several corrections into one entry, oldest first in its history', () => {
    const base = { reservaId: 'r', familiaId: 'f', cuidadorId: 'c', tipo: 'sono' as const, autorNome: 'Ana', createdAt: new Date(), ocorridoEm: new Date('2026-11-27T12:00:00Z') };
    const rows = [
      { ...base, id: 'a', corrigeId: null, motivoCorrecao: null, dados: { descricao: '1' } },
      { ...base, id: 'b', corrigeId: 'a', motivoCorrecao: 'x', dados: { descricao: '2' } },
      { ...base, id: 'c', corrigeId: 'b', motivoCorrecao: 'y', dados: { descricao: '3' } },
      { ...base, id: 'd', corrigeId: null, motivoCorrecao: null, dados: { descricao: 'other' }, ocorridoEm: new Date('2026-11-27T13:00:00Z') },
    ];
    const items = chainEntries(rows);
    expect(items.map((i) => i.atual.id)).toEqual(['d', 'c']);
    expect(items[1]!.historico.map((v) => v.id)).toEqual(['a', 'b']);
  });
});

describe('the family', () => {
  it('reads its diary by day and by week, filtered by type; another family sees none of it; the report PDF shows adherence, incidents and days', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '10:00'));
    await write(cg.client, reservaId, { ...medication, ocorridoEm: at(1, '08:15').toISOString() });
    await write(cg.client, reservaId, { ...medication, situacao: 'recusada', ocorridoEm: at(1, '09:15').toISOString() });
    await write(cg.client, reservaId, { tipo: 'refeicao', descricao: 'Sopa de legumes', quantidade: 'meio prato' });
    await write(cg.client, reservaId, { tipo: 'incidente', descricao: 'Tropeçou no tapete da sala.' });

    const list = async (client: TestClient, query: string) => careDiaryListResponseSchema.parse(await (await client.get(`/api/care-diary?${query}`)).json()).items;
    expect(await list(fam.client, `inicio=${day(1)}&dias=1`)).toHaveLength(4);
    expect(await list(fam.client, `inicio=${day(0)}&dias=1`)).toHaveLength(0);
    expect(await list(fam.client, `inicio=${day(-2)}&dias=7`)).toHaveLength(4);
    const meds = await list(fam.client, `inicio=${day(1)}&dias=1&tipo=medicacao`);
    expect(meds.map((i) => i.atual.situacao)).toEqual(['recusada', 'dada']);
    expect((await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=3`)).status).toBe(400);

    const other = await family();
    expect(await list(other.client, `inicio=${day(1)}&dias=7`)).toHaveLength(0);
    expect((await cg.client.get(`/api/care-diary?inicio=${day(1)}`)).status).toBe(403);

    const pdf = await fam.client.get(`/api/care-diary/report.pdf?inicio=${day(0)}&fim=${day(2)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Relatório de cuidados para o médico');
    expect(text).toContain('Adesão à medicação');
    expect(text).toMatch(/Losartana \(50 mg\)\s*1\s*1/);
    expect(text).toContain('Tropeçou no tapete da sala.');
    expect(text).toContain('Sopa de legumes · meio prato');
    expect(text).not.toContain('Nenhuma queda');
    expect((await fam.client.get(`/api/care-diary/report.pdf?inicio=${day(2)}&fim=${day(0)}`)).status).toBe(400);
  });

  it('a relative the family invited reads the same diary and report through their own routes, while they follow it and the health-data consent is in force', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '10:00'));
    const written = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, { ...medication, ocorridoEm: at(1, '08:15').toISOString() })).json());
    await write(cg.client, reservaId, { tipo: 'incidente', descricao: 'Escorregou no banheiro.' });
    const photoAnswer = await cg.client.post(`/api/care-diary/entries/${written.entry.id}/photos`, fileForm(sampleFiles.png(), 'foto.png', 'image/png'));
    expect(photoAnswer.status).toBe(201);
    const { foto } = (await photoAnswer.json()) as { foto: { id: string } };

    // The brother, invited by e-mail, signs up through the link (docs/product.md#relatives).
    const email = `irmao-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;
    expect((await fam.client.post('/api/familiares', { email, podeConfirmarPresenca: false })).status).toBe(201);
    const token = new URL(await latestMailLink(ctx.db, email, 'convite-familiar')).searchParams.get('token')!;
    const brother = new TestClient(ctx.app);
    expect((await brother.post('/api/convites-familiar/cadastro', { token, name: 'Caio Marcondes', password: TEST_PASSWORD })).status).toBe(201);
    expect((await brother.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    const [row] = await ctx.db.select({ role: profiles.role }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(user.email, email));
    expect(row?.role).toBe('familiar');

    const diaryPath = `/api/familiar/familias/${fam.id}/diario?inicio=${day(1)}&dias=1`;
    const items = careDiaryListResponseSchema.parse(await (await brother.get(diaryPath)).json()).items;
    expect(items.map((i) => i.atual.tipo).sort()).toEqual(['incidente', 'medicacao']);
    const pdf = await brother.get(`/api/familiar/familias/${fam.id}/diario/relatorio.pdf?inicio=${day(1)}&fim=${day(1)}`);
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Escorregou no banheiro.');
    const photo = await brother.get(`/api/care-diary/photos/${foto.id}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    // Each of those reads is in the family's 'Quem viu os dados de saúde', the brother named as an
    // invited relative: the entries and photo once within the hour (a page reading again every
    // minute is one line), the report once per download. The family's own reads are not logged.
    expect((await brother.get(diaryPath)).status).toBe(200);
    expect((await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).status).toBe(200);
    const readsOfFamily = async () => healthDataReadsResponseSchema.parse(await (await fam.client.get('/api/account/health-data-reads')).json()).reads;
    const brotherId = (await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
    const logged = (await readsOfFamily()).filter((r) => r.reader.id === brotherId);
    expect(logged.map((r) => r.fields).sort()).toEqual([['diario'], ['diarioRelatorio']]);
    expect(logged.every((r) => r.reader.papel === 'familiar' && r.reader.name === 'Caio Marcondes' && r.booking === null)).toBe(true);
    ctx.setNow(at(1, '11:01'));
    expect((await brother.get(diaryPath)).status).toBe(200);
    expect((await readsOfFamily()).filter((r) => r.reader.id === brotherId && r.fields[0] === 'diario')).toHaveLength(2);
    ctx.setNow(at(1, '10:00'));

    // Not the family's own route, and nobody else's family: a family they do not follow does not exist.
    expect((await brother.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).status).toBe(403);
    const other = await family();
    expect((await brother.get(`/api/familiar/familias/${other.id}/diario?inicio=${day(1)}&dias=1`)).status).toBe(404);

    // The family withdraws its health-data consent: the relative reads no more health data.
    await ctx.db.update(consents).set({ withdrawnAt: at(1, '10:00') }).where(and(eq(consents.userId, fam.id), eq(consents.kind, 'dados_saude')));
    const refused = await brother.get(diaryPath);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe('A família não autorizou o uso dos dados de saúde: o diário de cuidados não pode ser mostrado a familiares convidados.');
    await ctx.db.update(consents).set({ withdrawnAt: null }).where(and(eq(consents.userId, fam.id), eq(consents.kind, 'dados_saude')));
    expect((await brother.get(diaryPath)).status).toBe(200);
    // A consent on the older text, which did not name relatives, does not show them the diary either.
    await ctx.db.update(consents).set({ version: '2026-01' }).where(and(eq(consents.userId, fam.id), eq(consents.kind, 'dados_saude')));
    const outdated = await brother.get(diaryPath);
    expect(outdated.status).toBe(409);
    expect(await errorOf(outdated)).toBe(
      'O diário de cuidados aparece aqui quando a família autorizar o novo texto sobre dados de saúde, que inclui mostrar o diário aos familiares que ela convidar.',
    );
    await ctx.db.update(consents).set({ version: CONSENT_VERSIONS.dados_saude }).where(and(eq(consents.userId, fam.id), eq(consents.kind, 'dados_saude')));
    expect((await brother.get(diaryPath)).status).toBe(200);

    // Removed by the family: the very next request is refused.
    const { familiares } = (await (await fam.client.get('/api/familiares')).json()) as { familiares: { id: string; email: string }[] };
    const link = familiares.find((f) => f.email === email)!;
    expect((await fam.client.delete(`/api/familiares/${link.id}`)).status).toBe(200);
    expect((await brother.get(diaryPath)).status).toBe(404);
    expect((await brother.get(`/api/care-diary/photos/${foto.id}`)).status).toBe(404);
  });

  it("is in both parties' data export and goes with the family's account", async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    const written = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, { tipo: 'observacao', descricao: 'Leu o jornal.' })).json());
    const image = sampleFiles.png();
    const uploaded = await cg.client.post(`/api/care-diary/entries/${written.entry.id}/photos`, fileForm(image, 'foto.png', 'image/png'));
    expect(uploaded.status).toBe(201);
    const { foto } = (await uploaded.json()) as { foto: { id: string } };
    const exportDeps = { db: ctx.db, now: () => new Date(), storage: ctx.deps.storage, logger: ctx.deps.logger };
    for (const id of [fam.id, cg.id]) {
      const { document } = await collectPersonalData(exportDeps, id);
      const fileName = `diario-de-cuidados/foto-${foto.id}.png`;
      expect(document.diarioDeCuidados).toEqual([
        expect.objectContaining({ tipo: 'observacao', registro: { descricao: 'Leu o jornal.' }, fotos: [expect.objectContaining({ id: foto.id, arquivoNoZip: fileName })] }),
      ]);
      // The photo's image itself is in the archive, byte for byte, under the name its entry gives.
      const archive = readZip((await buildPersonalDataExport(exportDeps, id)).bytes);
      expect(archive.find((file) => file.name === fileName)?.data.equals(Buffer.from(image))).toBe(true);
    }
    await ctx.db.transaction((tx) => forgetFamilyDiary(tx, fam.id));
    expect(await ctx.db.select().from(diarioEntradas).where(eq(diarioEntradas.familiaId, fam.id))).toHaveLength(0);
  });
});

describe('photos', () => {
  const photo = () => fileForm(sampleFiles.png(), 'foto.png', 'image/png');
  const upload = (client: TestClient, entryId: string, form: FormData) => client.post(`/api/care-diary/entries/${entryId}/photos`, form);

  it('up to 3 images per entry, checked by their bytes; only the family of the day and the writer fetch them', async () => {
    const { cg, fam, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '09:00'));
    const entry = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, { tipo: 'higiene', descricao: 'Banho no chuveiro' })).json()).entry;

    // A PDF, or text named .png, is no photo.
    const pdf = await upload(cg.client, entry.id, fileForm(sampleFiles.pdf(), 'foto.png', 'image/png'));
    expect(pdf.status).toBe(400);
    expect(await errorOf(pdf)).toBe('Envie uma foto em JPG, PNG ou WebP.');
    expect((await upload(cg.client, entry.id, fileForm(new TextEncoder().encode('<svg/>'), 'x.png', 'image/png'))).status).toBe(400);
    // Someone else's entry: 404; the family cannot upload.
    const stranger = await caregiver();
    expect((await upload(stranger.client, entry.id, photo())).status).toBe(404);
    expect((await upload(fam.client, entry.id, photo())).status).toBe(403);

    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const response = await upload(cg.client, entry.id, photo());
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { foto: { id: string } }).foto.id);
    }
    const fourth = await upload(cg.client, entry.id, photo());
    expect(fourth.status).toBe(409);
    expect(await errorOf(fourth)).toBe('Cada registro pode ter até 3 fotos.');

    const { items } = careDiaryListResponseSchema.parse(await (await fam.client.get(`/api/care-diary?inicio=${day(1)}&dias=1`)).json());
    // (Oldest first; these three share the test clock's instant.)
    expect([...items[0]!.atual.fotos].sort()).toEqual([...ids].sort());

    for (const client of [fam.client, cg.client]) {
      const got = await client.get(`/api/care-diary/photos/${ids[0]}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(sampleFiles.png());
    }
    const otherFamily = await family();
    const refused = await otherFamily.client.get(`/api/care-diary/photos/${ids[0]}`);
    const absent = await otherFamily.client.get(`/api/care-diary/photos/${crypto.randomUUID()}`);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(await absent.text());
    expect((await stranger.client.get(`/api/care-diary/photos/${ids[0]}`)).status).toBe(404);

    // Deleting the family's diary takes the photos' rows and answers their files' keys.
    const keys = await ctx.db.transaction((tx) => forgetFamilyDiary(tx, fam.id));
    expect(keys).toHaveLength(3);
    expect(await ctx.db.select().from(diarioFotos).where(eq(diarioFotos.familiaId, fam.id))).toHaveLength(0);
  });

  it('a corrected version takes no more photos; outside the window, none', async () => {
    const { cg, reservaId } = await confirmedDay();
    await press(cg, reservaId, 'check-in', at(1, '08:00'));
    ctx.setNow(at(1, '09:00'));
    const entry = careDiaryEntryResponseSchema.parse(await (await write(cg.client, reservaId, { tipo: 'humor', descricao: 'Calma' })).json()).entry;
    const fixed = careDiaryEntryResponseSchema.parse(await (await cg.client.post(`/api/care-diary/entries/${entry.id}/corrections`, { motivo: 'Mais detalhe', entrada: { tipo: 'humor', descricao: 'Calma e sorridente' } })).json()).entry;
    expect((await upload(cg.client, entry.id, photo())).status).toBe(409);
    expect((await upload(cg.client, fixed.id, photo())).status).toBe(201);
    await press(cg, reservaId, 'check-out', at(1, '12:00'));
    ctx.setNow(at(1, '12:00', 12 * HOUR + 1));
    expect((await upload(cg.client, fixed.id, photo())).status).toBe(409);
  });
});
