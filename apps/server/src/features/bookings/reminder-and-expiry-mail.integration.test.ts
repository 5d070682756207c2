import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bookingOccurrencesResponseSchema } from '@cuidar/domain/occurrence-cancellation';
import type { PlanProposalDto } from '@cuidar/domain/plan-care';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { cuidadorProfiles, emailOutbox, familiaProfiles, notificacoes, reservas, user } from '../../db/schema';
import { MIGRATIONS_FOLDER } from '../../paths';
import { deletedEmailOf } from '../account-deletion/repository';
import { runLifecycleJobs } from './service';

// The lifecycle job's e-mails (docs/product.md#notifications): a family whose request nobody
// answered learns it by e-mail, with its money back in full and a way to someone else; both
// parties of a confirmed booking get a reminder by e-mail the day before each of its days. Once,
// whichever process runs the job and however often; never for a cancelled or declined booking and
// never to a deleted account.

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

async function confirmed(cg: { client: TestClient; id: string }, fam: { client: TestClient }, over: Record<string, unknown>) {
  const booking = await bookAndPay(fam.client, request(cg.id, over));
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return booking;
}

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
    // A refusal is paid back by the team (docs/product.md#operators), and the receipt says how.
    expect(card).toContain('Se o banco ou o cartão recusar a devolução, nossa equipe é avisada e devolve o valor por Pix ou transferência.');
    expect(card).toContain('Quando a devolução for feita, você recebe o comprovante por email, dizendo como ela foi feita.');
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

describe('the reminder of a confirmed booking', () => {
  it('reaches both parties once, the day before: the date and hours in São Paulo time, the link, and the address for the caregiver', async () => {
    const cg = await caregiver();
    const fam = await family('full');
    await confirmed(cg, fam, { dataInicio: '2026-12-10', dataFim: '2026-12-10' });

    // Three days ahead: nothing yet.
    await runJobTwiceAtOnceAndAgain();
    expect(await mails(fam.email, 'lembrete')).toHaveLength(0);

    // Wednesday 10:00, 22 hours before Thursday 08:00.
    at('2026-12-09', '10:00');
    await runJobTwiceAtOnceAndAgain();
    const [toFamily, ...moreToFamily] = await mails(fam.email, 'lembrete');
    const [toCaregiver, ...moreToCaregiver] = await mails(cg.email, 'lembrete');
    expect([moreToFamily, moreToCaregiver]).toEqual([[], []]);

    expect(toFamily).toMatchObject({ subject: 'Lembrete: atendimento de quinta-feira, 10 de dezembro', link: 'http://localhost:3000/dashboard/familia/reservas' });
    expect(textOf(toFamily!)).toContain('Olá, Helena!\n\nSeu atendimento com Renata Alves está marcado para quinta-feira, 10 de dezembro, das 08:00 às 12:00.');
    expect(textOf(toFamily!)).toContain('Ver a reserva: http://localhost:3000/dashboard/familia/reservas');
    expect(toCaregiver).toMatchObject({ subject: 'Lembrete: atendimento de quinta-feira, 10 de dezembro', link: 'http://localhost:3000/dashboard/cuidador/agenda' });
    expect(textOf(toCaregiver!)).toContain('Olá, Renata!\n\nVocê tem um atendimento com Helena Duarte marcado para quinta-feira, 10 de dezembro, das 08:00 às 12:00.');
    // The full address, as her agenda shows it once the booking is confirmed (docs/product.md#request-details).
    expect(textOf(toCaregiver!)).toContain('Endereço: Rua Harmonia, 120, apto 12 — CEP 05435-000 (Pinheiros, São Paulo – SP).');
    expect(toCaregiver!.html).toContain('Endereço: Rua Harmonia, 120, apto 12 — CEP 05435-000');

    // The notifications, one each, lead to the booking too.
    expect((await notices(fam.id, 'lembrete')).map((n) => [n.mensagem, n.link])).toEqual([['Lembrete: seu atendimento começa em 10 de dezembro às 08:00.', '/dashboard/familia/reservas']]);
    expect((await notices(cg.id, 'lembrete')).map((n) => n.link)).toEqual(['/dashboard/cuidador/agenda']);
  });

  it('of a weekly series: each day of it, once, and not a day cancelled on its own', async () => {
    const cg = await caregiver();
    const fam = await family('neighbourhood');
    // Mondays and Wednesdays, 19:00–07:00, two weeks from Monday 14 December: 14, 16, 21 and 23 December.
    const booking = await confirmed(cg, fam, { dataInicio: '2026-12-14', diasSemana: [1, 3], semanas: 2, horaInicio: '19:00', horaFim: '07:00' });
    const days = bookingOccurrencesResponseSchema.parse(await (await fam.client.get(`/api/bookings/${booking.id}/occurrences`)).json()).ocorrencias;
    expect(days.map((d) => d.data)).toEqual(['2026-12-14', '2026-12-16', '2026-12-21', '2026-12-23']);
    const cancelled = await fam.client.post(`/api/bookings/${booking.id}/occurrences/${days[1]!.id}/cancel`, { escopo: 'dia', motivoCodigo: 'paciente_internado' });
    expect(cancelled.status).toBe(200);

    for (const [date, time] of [['2026-12-13', '20:00'], ['2026-12-15', '20:00'], ['2026-12-20', '20:00'], ['2026-12-22', '20:00']] as const) {
      at(date, time);
      await runJobTwiceAtOnceAndAgain();
    }
    for (const person of [fam, cg]) {
      const sent = await mails(person.email, 'lembrete');
      expect(sent.map((m) => m.subject)).toEqual([
        'Lembrete: atendimento de segunda-feira, 14 de dezembro',
        'Lembrete: atendimento de segunda-feira, 21 de dezembro',
        'Lembrete: atendimento de quarta-feira, 23 de dezembro',
      ]);
      expect(sent.every((m) => textOf(m).includes(', das 19:00 às 07:00 do dia seguinte.'))).toBe(true);
    }
    // Without the street, the caregiver is told where the family is and to confirm the address.
    const [first] = await mails(cg.email, 'lembrete');
    expect(textOf(first!)).toContain('Local: Pinheiros, São Paulo – SP. A família não informou o endereço completo: confirme com ela pelo chat do Cuidar antes de sair.');
    expect(textOf(first!)).not.toContain('Rua');
    expect(await notices(fam.id, 'lembrete')).toHaveLength(3);
  });

  it('is not sent for a cancelled or declined booking, nor to anyone when an account was deleted', async () => {
    const cg = await caregiver();
    const leaving = await caregiver();
    const fam = await family();
    const cancelled = await confirmed(cg, fam, { dataInicio: '2026-12-10', dataFim: '2026-12-10' });
    expect((await fam.client.post(`/api/bookings/${cancelled.id}/cancel`, { motivoCodigo: 'paciente_internado' })).status).toBe(200);
    const refused = await bookAndPay(fam.client, request(cg.id, { dataInicio: '2026-12-10', dataFim: '2026-12-10', horaInicio: '14:00', horaFim: '18:00' }));
    expect((await cg.client.post(`/api/bookings/${refused.id}/decline`)).status).toBe(200);
    // A caregiver who deletes her account cancels her confirmed booking (the family is told, and refunded).
    await confirmed(leaving, fam, { dataInicio: '2026-12-10', dataFim: '2026-12-10', horaInicio: '19:00', horaFim: '22:00' });
    expect((await leaving.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);

    at('2026-12-09', '20:00');
    await runJobTwiceAtOnceAndAgain();
    for (const to of [fam.email, cg.email, leaving.email, deletedEmailOf(leaving.id)]) expect(await mails(to, 'lembrete'), to).toHaveLength(0);
    expect(await notices(fam.id, 'lembrete')).toHaveLength(0);
  });

  it("of a care plan's shifts: each shift, to the family and to the plan's caregiver (docs/product.md#plan-care)", async () => {
    const fam = await signedInFamily(ctx);
    const checkout = (await (await fam.client.post('/api/checkout', { planId: 'quarterly' })).json()) as { sessionId: string };
    expect((await fam.client.post(`/api/payments/sandbox/${checkout.sessionId}/confirm`)).status).toBe(200);
    const cg = await approvedCaregiver(ctx);
    // Wednesdays, 07:00–19:00, from the day after the payment: the first shift is Wednesday 9 December.
    expect((await fam.client.post('/api/plan/assignments', { cuidadorId: cg.id, diasSemana: [3], turno: 'dia' })).status).toBe(201);
    const [proposal] = ((await (await cg.client.get('/api/plan-proposals')).json()) as { proposals: PlanProposalDto[] }).proposals;
    expect((await cg.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).status).toBe(200);

    at('2026-12-08', '09:00');
    await runJobTwiceAtOnceAndAgain();
    for (const id of [fam.id, cg.id]) {
      const [row] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, id));
      const sent = await mails(row!.email, 'lembrete');
      expect(sent.map((m) => m.subject)).toEqual(['Lembrete: atendimento de quarta-feira, 9 de dezembro']);
      expect(textOf(sent[0]!)).toContain('marcado para quarta-feira, 9 de dezembro, das 07:00 às 19:00.');
    }
  });

  it('already sent under the request’s key before reminders were per day is not sent again (migration reminders_per_day)', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await confirmed(cg, fam, { dataInicio: '2026-12-10', dataFim: '2026-12-10' });
    // What the job wrote before: one reminder per request and person, here to the family only.
    at('2026-12-09', '09:00');
    await ctx.db.insert(notificacoes).values({ userId: fam.id, tipo: 'lembrete', mensagem: 'Lembrete antigo', dedupeKey: `lembrete:${booking.id}:${fam.id}`, createdAt: ctx.deps.now() });
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_reminders_per_day.sql'))!;
    const rekey = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "notificacoes"'))!;
    await ctx.db.execute(sql.raw(rekey));
    const [dayRow] = await ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, booking.id));
    expect((await notices(fam.id, 'lembrete')).map((n) => n.dedupeKey)).toEqual([`lembrete:dia:${dayRow!.id}:${fam.id}`]);

    at('2026-12-09', '10:00');
    await runJobTwiceAtOnceAndAgain();
    expect(await notices(fam.id, 'lembrete')).toHaveLength(1);
    expect(await mails(fam.email, 'lembrete')).toHaveLength(0);
    expect(await notices(cg.id, 'lembrete')).toHaveLength(1);
    expect(await mails(cg.email, 'lembrete')).toHaveLength(1);
  });
});
