import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { cuidadorProfiles, emailOutbox, familiaProfiles, notificacoes } from '../../db/schema';
import { deletedEmailOf } from '../account-deletion/repository';
import { runLifecycleJobs } from './service';

// The lifecycle job's e-mails (docs/product.md#notifications): a family whose request nobody
// answered learns it by e-mail, with its money back in full and a way to someone else. Once,
// whichever process runs the job and however often; never for a declined request and never to a
// deleted account.

let ctx: TestContext;
/** Monday 7 December 2026, 10:00 in São Paulo: every booking below is made and paid then. */
const T0 = saoPauloToInstant('2026-12-07', '10:00');
const at = (date: string, time: string) => ctx.setNow(saoPauloToInstant(date, time));

beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.setNow(T0));
afterAll(async () => {
  await backgroundSettled();
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador', 'Renata Alves');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id, email };
}

/** A family; its profile has the street and CEP ('full') or only the neighbourhood and city. */
async function family(address: 'full' | 'neighbourhood' = 'full') {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'familia', 'Helena Duarte');
  const place = { bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };
  const street = address === 'full' ? { rua: 'Rua Harmonia', numero: '120', complemento: 'apto 12', cep: '05435-000' } : {};
  await ctx.db
    .insert(familiaProfiles)
    .values({ id, ...place, ...street })
    .onConflictDoUpdate({ target: familiaProfiles.id, set: { ...place, ...street } });
  return { client, id, email };
}

/** R$ 50,00 an hour, 08:00–12:00: R$ 200,00 a day and R$ 20,00 of fee on top. */
const request = (cuidadorId: string, over: Record<string, unknown>) => ({
  cuidadorId,
  horaInicio: '08:00',
  horaFim: '12:00',
  vinculoEscolha: 'alternar_cuidadores',
  idempotencyKey: crypto.randomUUID(),
  ...over,
});

/** The job as every server process runs it (jobs.ts), on the test clock. */
const jobDeps = () => ({ db: ctx.db, now: ctx.deps.now, payments: ctx.deps.payments, logger: ctx.deps.logger, mailer: ctx.deps.mailer, publicUrl: ctx.deps.env.PUBLIC_URL });
/** Two processes at once, then one more run: what a person receives must not change. */
async function runJobTwiceAtOnceAndAgain() {
  await Promise.all([runLifecycleJobs(jobDeps()), runLifecycleJobs(jobDeps())]);
  await backgroundSettled();
  await runLifecycleJobs(jobDeps());
  await backgroundSettled();
}

const mails = (to: string, kind: string) => ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind))).orderBy(emailOutbox.createdAt);
const notices = (userId: string, tipo: string) => ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, userId), eq(notificacoes.tipo, tipo)));
/** An e-mail's plain text, the non-breaking space of 'R$ 220,00' written as a space. */
const textOf = (mail: { text: string }) => mail.text.replaceAll('\u00a0', ' ');

describe('a request nobody answered', () => {
  it('e-mails the family once: what expired, that its money comes back in full and how, and where to find someone else', async () => {
    const cg = await caregiver();
    const fam = await family();
    const byCard = await bookAndPay(fam.client, request(cg.id, { dataInicio: '2026-12-10', dataFim: '2026-12-11' }));
    const byPix = await bookAndPay(fam.client, request(cg.id, { dataInicio: '2026-12-14', dataFim: '2026-12-14' }), 'pix');
    expect([byCard.status, byPix.status]).toEqual(['pendente', 'pendente']);

    // 25 hours after the payments: past the caregiver's 24 hours to answer.
    at('2026-12-08', '11:00');
    await runJobTwiceAtOnceAndAgain();

    const sent = await mails(fam.email, 'reserva-expirada');
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.subject)).toEqual(['Sua solicitação de reserva expirou', 'Sua solicitação de reserva expirou']);
    expect(sent.map((m) => m.link)).toEqual(['http://localhost:3000/recomendacoes', 'http://localhost:3000/recomendacoes']);
    const card = textOf(sent.find((m) => textOf(m).includes('R$ 440,00'))!);
    const pix = textOf(sent.find((m) => textOf(m).includes('R$ 220,00'))!);
    expect(card).toContain('Olá, Helena!');
    expect(card).toContain('Renata Alves não respondeu a tempo à sua solicitação para 10 de dezembro a 11 de dezembro, das 08:00 às 12:00 (11/12). A solicitação expirou e a reserva não foi feita.');
    // docs/product.md#booking-payments: nobody answered in time → the payment back in full, the same way it came.
    expect(card).toContain('O valor pago, R$ 440,00, volta integralmente para o cartão usado no pagamento.');
    expect(card).toContain('quando a devolução for feita, você recebe o comprovante por email');
    expect(card).toContain('Encontrar outro cuidador: http://localhost:3000/recomendacoes');
    expect(pix).toContain('sua solicitação para 14 de dezembro, das 08:00 às 12:00.');
    expect(pix).toContain('O valor pago, R$ 220,00, volta integralmente por Pix, para a conta que fez o pagamento.');
    // What the e-mail promises: both payments refunded, each with its receipt's e-mail.
    expect((await mails(fam.email, 'reembolso')).map((m) => textOf(m).match(/Devolvemos (R\$ [\d.,]+)/)?.[1]).sort()).toEqual(['R$ 220,00', 'R$ 440,00']);
    expect(await notices(fam.id, 'reserva_expirada')).toHaveLength(2);
    expect(await mails(cg.email, 'reserva-expirada')).toHaveLength(0);
  });

  it('is not e-mailed to a family that deleted its account meanwhile, nor for a declined request', async () => {
    const cg = await caregiver();
    const leaving = await family();
    const declined = await family();
    await bookAndPay(leaving.client, request(cg.id, { dataInicio: '2026-12-10', dataFim: '2026-12-10' }));
    const refused = await bookAndPay(declined.client, request(cg.id, { dataInicio: '2026-12-11', dataFim: '2026-12-11' }));
    expect((await cg.client.post(`/api/bookings/${refused.id}/decline`)).status).toBe(200);

    at('2026-12-08', '11:00');
    // Expired on the clock but not yet by the job: the deletion leaves it to the job (bookings service).
    expect((await leaving.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    await runJobTwiceAtOnceAndAgain();

    expect(await mails(leaving.email, 'reserva-expirada')).toHaveLength(0);
    expect(await mails(deletedEmailOf(leaving.id), 'reserva-expirada')).toHaveLength(0);
    expect(await mails(declined.email, 'reserva-expirada')).toHaveLength(0);
    expect(await mails(declined.email, 'reserva-recusada')).toHaveLength(1);
  });
});
