import { bookingRequestDetailsResponseSchema, cancellationQuoteResponseSchema } from '@cuidar/domain/booking-details';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { backgroundSettled } from '../../background';
import { cuidadorProfiles, emailOutbox, healthDataReads, notificacoes, pedidosReserva } from '../../db/schema';

// Before and after accepting (docs/product.md#request-details) and cancelling a confirmed booking
// under the policy (docs/product.md#cancellation-policy).

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver(precoHoraCentavos = 5000) {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos, bio: 'Cuidadora', competencias: ['Higiene'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id, email };
}

/** A family that answered the questionnaire (needs, address) and filled the patient, with or without consent. */
async function family({ consent }: { consent: boolean }) {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'familia', 'Marta Ribeiro');
  const answers = {
    turno: 'tarde',
    generoPreferido: 'indiferente',
    competencias: ['Higiene pessoal', 'Administração de medicação'],
    cep: '05435-000',
    rua: 'Rua Harmonia',
    numero: '120',
    complemento: 'apto 12',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    estado: 'SP',
    dias: 2,
  };
  expect((await client.post('/api/onboarding/familia', { answers })).status).toBe(200);
  const profile = {
    firstName: 'Marta',
    lastName: 'Ribeiro',
    rua: 'Rua Harmonia',
    numero: '120',
    complemento: 'apto 12',
    bairro: 'Pinheiros',
    cidade: 'São Paulo',
    estado: 'SP',
    cep: '05435-000',
    pacienteNome: 'Dona Lurdes',
    pacienteIdade: 84,
    pacienteCondicao: consent ? 'Diabetes tipo 2' : '',
    consentimentoSaude: consent,
  };
  expect((await client.put('/api/profile/familia', profile)).status).toBe(200);
  return { client, id, email };
}

/** A paid request (the caregiver sees a request only once it is paid, docs/product.md#booking-payments). */
async function book(fam: { client: TestClient }, cuidadorId: string, startsIn = 5) {
  const booking = await bookAndPay(fam.client, {
    cuidadorId,
    dataInicio: day(startsIn),
    dataFim: day(startsIn + 1),
    horaInicio: '08:00',
    horaFim: '12:30',
    idempotencyKey: crypto.randomUUID(),
    // Several requests of one family with one caregiver may go over two days a week (docs/product.md#labour-law).
    vinculoEscolha: 'alternar_cuidadores',
  });
  expect(booking.status).toBe('pendente');
  return booking.id;
}

const details = async (client: TestClient, id: string) => {
  const response = await client.get(`/api/bookings/${id}/details`);
  return { status: response.status, text: await response.clone().text(), body: response.status === 200 ? bookingRequestDetailsResponseSchema.parse(await response.json()).details : null };
};

const outbox = (to: string, kind: string) => ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

describe('the request as the caregiver sees it', () => {
  it('shows neighbourhood, city, needs and the consented patient summary — never the street before accepting', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: true });
    const id = await book(fam, cg.id);

    const before = await details(cg.client, id);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      status: 'pendente',
      family: { firstName: 'Marta', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', endereco: null },
      needs: { competencias: ['Higiene pessoal', 'Administração de medicação'], turno: 'tarde' },
      patient: { nome: 'Dona Lurdes', idade: 84, condicao: 'Diabetes tipo 2' },
      cancellation: null,
    });
    // Ids are random hex, and may hold '120' or '05435' by chance: the address is looked for in the rest.
    const withoutIds = before.text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    for (const secret of ['Harmonia', '120', 'apto', '05435']) expect(withoutIds).not.toContain(secret);
    // The read is logged, with this request as its reason and the fields that had a value.
    const reads = await ctx.db.select().from(healthDataReads).where(eq(healthDataReads.familiaId, fam.id));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ cuidadorId: cg.id, pedidoId: id, fields: ['pacienteNome', 'pacienteIdade', 'pacienteCondicao'] });

    expect((await cg.client.post(`/api/bookings/${id}/accept`, {})).status).toBe(200);
    const after = await details(cg.client, id);
    expect(after.body?.family.endereco).toEqual({ rua: 'Rua Harmonia', numero: '120', complemento: 'apto 12', cep: '05435-000' });
  });

  it('respects the consent: without it the condition never leaves the server', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: false });
    const id = await book(fam, cg.id);
    const seen = await details(cg.client, id);
    expect(seen.body?.patient).toEqual({ nome: 'Dona Lurdes', idade: 84, condicao: null });
    expect(seen.text).not.toContain('Diabetes');
    const [read] = await ctx.db.select().from(healthDataReads).where(eq(healthDataReads.familiaId, fam.id));
    expect(read?.fields).toEqual(['pacienteNome', 'pacienteIdade']);
  });

  it('is only for the two parties: another caregiver or family gets 404, like a request that does not exist', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: true });
    const id = await book(fam, cg.id);
    const strangerCaregiver = await caregiver();
    const strangerFamily = await family({ consent: false });
    expect((await details(strangerCaregiver.client, id)).status).toBe(404);
    expect((await details(strangerFamily.client, id)).status).toBe(404);
    expect((await details(cg.client, crypto.randomUUID())).status).toBe(404);
    expect(await ctx.db.select().from(healthDataReads).where(eq(healthDataReads.cuidadorId, strangerCaregiver.id))).toHaveLength(0);
    // The family sees its own request (its own address included), without a health-data read.
    const own = await details(fam.client, id);
    expect(own.body?.family.endereco?.rua).toBe('Rua Harmonia');
    expect(own.body?.patient).toBeNull();
  });

  it('lets the caregiver open the conversation with the family before deciding', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: false });
    await book(fam, cg.id);
    const opened = await cg.client.post('/api/conversations', { withId: fam.id });
    expect(opened.status).toBe(200);
    const { id: conversaId } = (await opened.json()) as { id: string };
    expect((await cg.client.post(`/api/conversations/${conversaId}/messages`, { content: 'A senhora usa cadeira de rodas?' })).status).toBe(201);
  });
});

describe('e-mails when the other side declines or cancels', () => {
  it('a decline e-mails the family', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: false });
    const id = await book(fam, cg.id);
    expect((await cg.client.post(`/api/bookings/${id}/decline`, {})).status).toBe(200);
    await backgroundSettled();
    const [mail] = await outbox(fam.email, 'reserva-recusada');
    expect(mail?.subject).toBe('Sua solicitação de reserva foi recusada');
  });

  it('a family cancelling a pending request e-mails the caregiver', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: false });
    const id = await book(fam, cg.id);
    expect((await fam.client.post(`/api/bookings/${id}/cancel`, {})).status).toBe(200);
    await backgroundSettled();
    expect(await outbox(cg.email, 'reserva-cancelada-familia')).toHaveLength(1);
  });
});

describe('cancelling a confirmed booking', () => {
  it('quotes the policy to each side, and the family late cancellation keeps half the first day for the caregiver', async () => {
    const cg = await caregiver(5000);
    const fam = await family({ consent: false });
    const id = await book(fam, cg.id, 3);
    expect((await fam.client.get(`/api/bookings/${id}/cancellation-quote`)).status).toBe(409); // not confirmed yet
    expect((await cg.client.post(`/api/bookings/${id}/accept`, {})).status).toBe(200);

    const start = saoPauloToInstant(day(3), '08:00');
    const quoteAt = async (client: TestClient, at: Date) => {
      ctx.setNow(at);
      const response = await client.get(`/api/bookings/${id}/cancellation-quote`);
      expect(response.status).toBe(200);
      return cancellationQuoteResponseSchema.parse(await response.json()).quote;
    };
    try {
      // 4h30 × R$ 50 = R$ 225 a day, two days; the 10 % fee on top was paid too.
      expect(await quoteAt(fam.client, new Date(start.getTime() - 24 * 3_600_000))).toMatchObject({
        cancelledBy: 'familia',
        rule: 'familia_antecedencia',
        subtotalCents: 45_000,
        feeCents: 4_500,
        refundToFamilyCents: 49_500,
        toCaregiverCents: 0,
      });
      expect(await quoteAt(fam.client, new Date(start.getTime() - 24 * 3_600_000 + 60_000))).toMatchObject({
        rule: 'familia_tardia',
        refundToFamilyCents: 33_750,
        toCaregiverCents: 11_250,
      });
      expect(await quoteAt(cg.client, new Date(start.getTime() - 3_600_000))).toMatchObject({ cancelledBy: 'cuidador', rule: 'cuidador', refundToFamilyCents: 49_500 });

      // The family cancels late, with a reason from the list: the caregiver is told what stays with them.
      ctx.setNow(new Date(start.getTime() - 2 * 3_600_000));
      const noReason = await fam.client.post(`/api/bookings/${id}/cancel`, {});
      expect(noReason.status).toBe(400);
      const other = await fam.client.post(`/api/bookings/${id}/cancel`, { motivoCodigo: 'outro' });
      expect(await other.json()).toMatchObject({ error: { field: 'motivo', message: 'Descreva o motivo do cancelamento.' } });
      expect((await fam.client.post(`/api/bookings/${id}/cancel`, { motivoCodigo: 'paciente_internado', motivo: 'Internada ontem' })).status).toBe(200);
      await backgroundSettled();
      const [mail] = await outbox(cg.email, 'reserva-cancelada-familia');
      expect(mail?.text).toContain('Motivo: O paciente foi internado: Internada ontem');
      expect(mail?.text).toContain('R$\u00a0112,50 (metade do primeiro dia) ficam com você');
      const [row] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, id));
      expect(row).toMatchObject({ status: 'cancelada', canceladoPor: 'familia', motivoCancelamento: 'O paciente foi internado: Internada ontem' });
    } finally {
      ctx.setNow(new Date());
    }
  });

  it('the caregiver may cancel only their own confirmed booking, with a reason; the family is told and sees why', async () => {
    const cg = await caregiver();
    const fam = await family({ consent: false });
    const id = await book(fam, cg.id);
    const body = { motivoCodigo: 'conflito_de_agenda', motivo: 'Consulta médica no mesmo horário' };

    expect((await cg.client.post(`/api/bookings/${id}/caregiver-cancel`, body)).status).toBe(409); // still pending
    expect((await cg.client.post(`/api/bookings/${id}/accept`, {})).status).toBe(200);
    expect((await cg.client.post(`/api/bookings/${id}/caregiver-cancel`, {})).status).toBe(400); // reason required
    expect((await cg.client.post(`/api/bookings/${id}/caregiver-cancel`, { motivoCodigo: 'mudanca_de_planos' })).status).toBe(400); // a family's reason
    const stranger = await caregiver();
    expect((await stranger.client.post(`/api/bookings/${id}/caregiver-cancel`, body)).status).toBe(404);
    expect((await fam.client.post(`/api/bookings/${id}/caregiver-cancel`, body)).status).toBe(403);
    expect((await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, id)))[0]?.status).toBe('confirmada');

    const response = await cg.client.post(`/api/bookings/${id}/caregiver-cancel`, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Reserva cancelada. A família foi avisada.' });
    expect((await cg.client.post(`/api/bookings/${id}/caregiver-cancel`, body)).status).toBe(409); // twice: once

    const [row] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, id));
    expect(row).toMatchObject({ status: 'cancelada', canceladoPor: 'cuidador', motivoCancelamento: 'Conflito de agenda: Consulta médica no mesmo horário' });
    expect(row?.canceladoEm).toBeInstanceOf(Date);
    const notes = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(notes[0]?.mensagem).toContain('Conflito de agenda: Consulta médica no mesmo horário');
    await backgroundSettled();
    const [mail] = await outbox(fam.email, 'reserva-cancelada-cuidador');
    expect(mail?.text).toContain('você recebe de volta o valor integral (R$\u00a0495,00)');

    // The family sees it cancelled, by whom and why; the days are free again in the calendar.
    const seen = await details(fam.client, id);
    expect(seen.body).toMatchObject({ status: 'cancelada', cancellation: { canceladoPor: 'cuidador', motivo: 'Conflito de agenda: Consulta médica no mesmo horário' } });
    const calendar = (await (await new TestClient(ctx.app).get(`/api/caregivers/${cg.id}/booking-calendar`)).json()) as { busy: unknown[] };
    expect(calendar.busy).toEqual([]);
  });
});

describe('hourly rate minimum', () => {
  it('the profile refuses R$ 0 and anything under the configured minimum', async () => {
    const cg = await caregiver();
    const body = { firstName: 'Joana', lastName: 'Prado', bio: '', genero: 'feminino', bairro: '', cidade: '', estado: '', competencias: [], disponibilidade: [] };
    expect((await cg.client.put('/api/caregiver/profile', { ...body, precoHoraCentavos: 0 })).status).toBe(400);
    const low = await cg.client.put('/api/caregiver/profile', { ...body, precoHoraCentavos: 1999 });
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ error: { field: 'precoHoraCentavos' } });
    const ok = await cg.client.put('/api/caregiver/profile', { ...body, precoHoraCentavos: 4550 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ profile: { precoHoraCentavos: 4550 } });
  });
});
