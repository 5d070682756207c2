import type { BookingDto } from '@cuidar/domain/bookings';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountScenario, type AccountScenario } from '../../../test/account-scenario';
import { createTestContext, TestClient, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import {
  account,
  analyticsEvents,
  avaliacoes,
  certificados,
  consents,
  contactMessages,
  cuidadorProfiles,
  disponibilidade,
  emailOutbox,
  familiaProfiles,
  healthDataReads,
  mensagens,
  notificacoes,
  pedidosReserva,
  planSubscriptions,
  profiles,
  reservas,
  session,
  user,
} from '../../db/schema';
import { PaymentProviderError } from '../../payments/provider';

// 'Excluir minha conta': what is erased, what stays as an anonymized financial record, and that the
// other party's history stays whole.

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cuidar-exclusao-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const deleteAccount = (client: TestClient, body: unknown = { currentPassword: TEST_PASSWORD }) => client.post('/api/account/delete', body);
const signedIn = async (client: TestClient) => ((await (await client.get('/api/session')).json()) as { user: unknown }).user;
const signIn = (email: string) => new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });

/** Everything the deletion would touch for one person, to prove a refused deletion touched nothing. */
async function footprint(userId: string, email: string) {
  return {
    user: await ctx.db.select().from(user).where(eq(user.id, userId)),
    profile: await ctx.db.select().from(profiles).where(eq(profiles.id, userId)),
    familia: await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, userId)),
    cuidador: await ctx.db.select().from(cuidadorProfiles).where(eq(cuidadorProfiles.id, userId)),
    accounts: await ctx.db.select().from(account).where(eq(account.userId, userId)),
    sessions: (await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, userId))).length,
    pedidos: await ctx.db.select().from(pedidosReserva).where(or(eq(pedidosReserva.familiaId, userId), eq(pedidosReserva.cuidadorId, userId))).orderBy(asc(pedidosReserva.id)),
    messages: await ctx.db.select().from(mensagens).where(eq(mensagens.senderId, userId)).orderBy(asc(mensagens.id)),
    notifications: await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, userId)).orderBy(asc(notificacoes.id)),
    consents: await ctx.db.select().from(consents).where(eq(consents.userId, userId)),
    certificates: await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, userId)),
    plans: await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.familiaId, userId)),
    outbox: (await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, email))).length,
  };
}

describe('refused deletions change nothing', () => {
  let scenario: AccountScenario;
  beforeAll(async () => {
    scenario = await buildAccountScenario(ctx);
  });

  it('a wrong, missing or malformed confirmation answers 400 and writes nothing', async () => {
    const { family } = scenario;
    const before = await footprint(family.id, family.email);
    const wrong = await deleteAccount(family.client, { currentPassword: 'nao-e-a-senha' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { field: 'currentPassword', message: 'Senha incorreta.' } });
    expect((await deleteAccount(family.client, {})).status).toBe(400);
    expect((await deleteAccount(family.client, { currentPassword: TEST_PASSWORD, userId: scenario.caregiver.id })).status).toBe(400);
    expect((await family.client.request('POST', '/api/account/delete', 'não é json')).status).toBe(400);
    expect(await footprint(family.id, family.email)).toEqual(before);
    expect(await signedIn(family.client)).not.toBeNull();
  });

  it('needs a session', async () => {
    expect((await deleteAccount(new TestClient(ctx.app))).status).toBe(401);
  });

  it('when the payment provider cannot stop the plan, nothing is erased and the person can retry', async () => {
    const { family } = scenario;
    const payments = ctx.deps.payments!;
    const original = payments.cancelAtPeriodEnd;
    payments.cancelAtPeriodEnd = async () => {
      throw new PaymentProviderError('provedor fora do ar');
    };
    try {
      const before = await footprint(family.id, family.email);
      const response = await deleteAccount(family.client);
      expect(response.status).toBe(502);
      expect(await footprint(family.id, family.email)).toEqual(before);
    } finally {
      payments.cancelAtPeriodEnd = original;
    }
  });
});

describe('a family deletes its account', () => {
  let scenario: AccountScenario;
  let before: Awaited<ReturnType<typeof footprint>>;
  let caregiverNotificationsBefore: number;

  beforeAll(async () => {
    scenario = await buildAccountScenario(ctx);
    before = await footprint(scenario.family.id, scenario.family.email);
    caregiverNotificationsBefore = (await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, scenario.caregiver.id))).length;
    const response = await deleteAccount(scenario.family.client);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Sua conta foi excluída.' });
  });

  it('signs the person out everywhere; the old e-mail and password no longer open anything', async () => {
    const { family } = scenario;
    expect(await signedIn(family.client)).toBeNull();
    expect((await signIn(family.email)).status).toBe(401);
    expect(await ctx.db.select().from(account).where(eq(account.userId, family.id))).toEqual([]);
    expect(await ctx.db.select().from(session).where(eq(session.userId, family.id))).toEqual([]);
    expect((await family.client.get('/api/account/export')).status).toBe(401);
  });

  it('erases the person: name, e-mail, address, patient, consents, words, notifications, contact messages', async () => {
    const { family, texts } = scenario;
    const [u] = await ctx.db.select().from(user).where(eq(user.id, family.id));
    expect(u).toMatchObject({ name: 'Conta excluída', email: `conta-excluida-${family.id}@cuidar.invalid`, emailVerified: false, image: null });
    const [p] = await ctx.db.select().from(profiles).where(eq(profiles.id, family.id));
    expect(p).toMatchObject({ firstName: 'Conta excluída', lastName: '', avatarUrl: null, role: 'familia' });
    expect(p!.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, family.id))).toEqual([]);

    const consentRows = await ctx.db.select().from(consents).where(eq(consents.userId, family.id));
    expect(consentRows.length).toBeGreaterThan(0);
    expect(consentRows.every((row) => row.withdrawnAt !== null)).toBe(true);

    const sent = await ctx.db.select().from(mensagens).where(eq(mensagens.senderId, family.id));
    expect(sent.map((m) => m.content)).toEqual(['Mensagem apagada (conta excluída).']);
    expect(await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, family.id))).toEqual([]);
    expect(await ctx.db.select().from(contactMessages).where(eq(contactMessages.userId, family.id))).toEqual([]);
    expect(await ctx.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, family.id))).toEqual([]);
    const [review] = await ctx.db.select().from(avaliacoes).where(eq(avaliacoes.familiaId, family.id));
    expect(review).toMatchObject({ estrelas: 5, comentario: null });

    // Of the old address only the deletion notice remains in the mail log.
    const mails = await ctx.db.select({ kind: emailOutbox.kind, text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.to, family.email));
    expect(mails.map((m) => m.kind)).toEqual(['conta-excluida']);
    expect(mails[0]!.text).toMatch(/Sua conta no Cuidar foi excluída/);

    // No trace of the person's words or address anywhere in the family's remaining rows.
    const everything = JSON.stringify(await footprint(family.id, family.email));
    for (const trace of [texts.familyMessage, texts.patientCondition, texts.reviewComment, texts.contactMessage, 'Rua Harmonia', 'Dona Irene', family.email, 'Helena']) {
      expect(everything).not.toContain(trace);
    }
  });

  it('keeps bookings and payments as anonymized records: past ones as they were, future ones cancelled', async () => {
    const { family, bookings } = scenario;
    const after = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.familiaId, family.id));
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(after).toHaveLength(before.pedidos.length);
    const past = before.pedidos.find((row) => row.id === bookings.past)!;
    expect(byId.get(bookings.past)).toMatchObject({ status: 'concluida', precoTotalCentavos: past.precoTotalCentavos, cuidadorId: scenario.caregiver.id });
    for (const id of [bookings.upcoming, bookings.pending]) {
      expect(byId.get(id)).toMatchObject({ status: 'cancelada', motivoCancelamento: 'Conta excluída' });
    }
    const days = await ctx.db.select().from(reservas).where(inArray(reservas.pedidoId, [bookings.upcoming, bookings.pending, bookings.past]));
    expect(days).toHaveLength(3 + 1 + 2);
    expect(days.filter((d) => d.pedidoId !== bookings.past).every((d) => d.status === 'cancelada')).toBe(true);
    expect(days.every((d) => d.familiaId === family.id)).toBe(true);

    const plans = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.familiaId, family.id));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ status: 'cancel_at_period_end', monthlyAmountCents: before.plans[0]!.monthlyAmountCents });
    expect(await ctx.db.select().from(healthDataReads).where(eq(healthDataReads.familiaId, family.id))).toHaveLength(1);
  });

  it("the caregiver's history stays whole and shows 'Conta excluída'; the cancellations reach them", async () => {
    const { caregiver, family, bookings, conversationId, texts } = scenario;
    const list = (await (await caregiver.client.get('/api/bookings?scope=all')).json()) as { bookings: BookingDto[] };
    const theirs = list.bookings.filter((b) => b.counterpart.id === family.id);
    expect(theirs.map((b) => b.id).sort()).toEqual([bookings.past, bookings.upcoming, bookings.pending].sort());
    for (const booking of theirs) expect(`${booking.counterpart.firstName} ${booking.counterpart.lastName}`.trim()).toBe('Conta excluída');
    // The family's review stays in the caregiver's reviews, stars without the words; the
    // caregiver's private rating of the deleted family is gone (docs/product.md#reviews).
    const received = (await (await caregiver.client.get('/api/reviews/received')).json()) as { reviews: { pedidoId: string; estrelas: number; comentario: string | null }[] };
    expect(received.reviews.find((r) => r.pedidoId === bookings.past)).toMatchObject({ estrelas: 5, comentario: null });
    expect(theirs.find((b) => b.id === bookings.past)!.review).toBeNull();

    const notes = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, caregiver.id));
    expect(notes.length).toBe(caregiverNotificationsBefore + 2);
    expect(notes.filter((n) => /foi cancelada porque a outra conta foi excluída/.test(n.mensagem))).toHaveLength(2);
    const text = JSON.stringify(notes);
    for (const trace of ['Helena Duarte', 'minha mãe foi internada', texts.familyMessage]) expect(text).not.toContain(trace);
    expect(notes.some((n) => n.mensagem === 'Nova solicitação de Conta excluída para 3 dias, das 08:00 às 12:00.')).toBe(true);

    // The conversation stays readable for the caregiver; nothing new can be sent to a deleted account.
    const messages = (await (await caregiver.client.get(`/api/conversations/${conversationId}/messages`)).json()) as { messages: { content: string }[] };
    expect(messages.messages.map((m) => m.content)).toEqual(['Mensagem apagada (conta excluída).', texts.caregiverMessage]);
    const send = await caregiver.client.post(`/api/conversations/${conversationId}/messages`, { content: 'Olá?' });
    expect(send.status).toBe(409);
    expect((await caregiver.client.post('/api/conversations', { withId: family.id })).status).toBe(409);
    expect((await caregiver.client.get(`/api/families/${family.id}/patient`)).status).toBe(404);
  });

  it("leaves other people's data alone", async () => {
    const { stranger, caregiver, bookings } = scenario;
    const [strangerBooking] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, bookings.strangerUpcoming));
    expect(strangerBooking!.status).toBe('confirmada');
    expect(await signedIn(stranger.client)).not.toBeNull();
    expect(await signedIn(caregiver.client)).not.toBeNull();
    const [caregiverUser] = await ctx.db.select().from(user).where(eq(user.id, caregiver.id));
    expect(caregiverUser!.email).toBe(caregiver.email);
  });
});

describe('a caregiver deletes their account', () => {
  let scenario: AccountScenario;
  let storageKeys: string[];
  const search = { turno: 'manha', generoPreferido: 'indiferente', competencias: ['Higiene pessoal'], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };
  const suggested = async (id: string) => {
    const response = await new TestClient(ctx.app).post('/api/recommendations', search);
    const { caregivers } = (await response.json()) as { caregivers: { id: string }[] };
    return caregivers.some((c) => c.id === id);
  };
  const featured = async (id: string) => {
    const { caregivers } = (await (await new TestClient(ctx.app).get('/api/caregivers/featured')).json()) as { caregivers: { id: string }[] };
    return caregivers.some((c) => c.id === id);
  };

  beforeAll(async () => {
    scenario = await buildAccountScenario(ctx);
    storageKeys = (await ctx.db.select({ key: certificados.storageKey }).from(certificados).where(eq(certificados.cuidadorId, scenario.caregiver.id))).map((r) => r.key);
    expect(storageKeys).toHaveLength(2);
    expect(await suggested(scenario.caregiver.id)).toBe(true);
    expect(await featured(scenario.caregiver.id)).toBe(true);
    expect((await deleteAccount(scenario.caregiver.client)).status).toBe(200);
  });

  it('removes the card from search and the featured list, and nobody can book or write to them', async () => {
    const { caregiver, family, conversationId } = scenario;
    expect(await suggested(caregiver.id)).toBe(false);
    expect(await featured(caregiver.id)).toBe(false);
    expect(await ctx.db.select().from(cuidadorProfiles).where(eq(cuidadorProfiles.id, caregiver.id))).toEqual([]);
    expect(await ctx.db.select().from(disponibilidade).where(eq(disponibilidade.cuidadorId, caregiver.id))).toEqual([]);

    const day = addDaysToDate(todayInSaoPaulo(ctx.deps.now()), 30);
    const booking = await family.client.post('/api/bookings', { cuidadorId: caregiver.id, dataInicio: day, horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID() });
    expect(booking.status).toBe(404);
    expect((await family.client.post('/api/conversations', { withId: caregiver.id })).status).toBe(404);
    expect((await family.client.post(`/api/conversations/${conversationId}/messages`, { content: 'Oi' })).status).toBe(409);
    expect((await new TestClient(ctx.app).get(`/api/caregivers/${caregiver.id}/booking-calendar`)).status).toBe(404);
  });

  it('deletes the certificate rows and the files in storage', async () => {
    expect(await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, scenario.caregiver.id))).toEqual([]);
    for (const key of storageKeys) expect(await ctx.deps.storage.get(key)).toBeNull();
  });

  it("the families see 'Conta excluída' and keep their bookings and reviews; open bookings are cancelled with a notice", async () => {
    const { family, stranger, caregiver, bookings } = scenario;
    const list = (await (await family.client.get('/api/bookings?scope=all')).json()) as { bookings: BookingDto[] };
    const withCaregiver = list.bookings.filter((b) => b.counterpart.id === caregiver.id);
    expect(withCaregiver).toHaveLength(3);
    for (const b of withCaregiver) expect(b.counterpart.firstName).toBe('Conta excluída');
    expect(withCaregiver.find((b) => b.id === bookings.past)!.status).toBe('concluida');
    expect(withCaregiver.find((b) => b.id === bookings.past)!.review?.comentario).toBe(scenario.texts.reviewComment);

    const [strangerBooking] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, bookings.strangerUpcoming));
    expect(strangerBooking!.status).toBe('cancelada');
    const notes = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, stranger.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe('/dashboard/familia/reservas');
    // The family's own conversation with the caregiver: the caregiver's words are gone, theirs stay.
    const messages = await ctx.db.select().from(mensagens).where(eq(mensagens.conversaId, scenario.conversationId)).orderBy(asc(mensagens.createdAt));
    expect(messages.map((m) => m.content)).toEqual([scenario.texts.familyMessage, 'Mensagem apagada (conta excluída).']);
  });
});
