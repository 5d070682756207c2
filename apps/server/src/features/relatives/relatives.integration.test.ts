import { bookingResponseSchema, bookingsResponseSchema } from '@cuidar/domain/bookings';
import { followedFamiliesResponseSchema, relativeInvitationResponseSchema, relativeResponseSchema, relativesResponseSchema } from '@cuidar/domain/relatives';
import { addDaysToDate, saoPauloToInstant, todayInSaoPaulo } from '@cuidar/domain/time';
import { visitListResponseSchema, visitResponseSchema } from '@cuidar/domain/visits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, latestMailLink, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { emailOutbox, familiaresConvidados, notificacoes, cuidadorProfiles, user } from '../../db/schema';
import { collectPersonalData } from '../data-export/service';
import { canFollowFamily, familyReaders } from './followers';

// Relatives who follow a family (docs/product.md#relatives) on the HTTP API: the invitation by
// e-mail, sign-up through it, what the relative reads and what stays the family's, the grant, the
// notification copies, removal, and the link's single use and expiry.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);
const at = (n: number, time: string, plusMinutes = 0) => new Date(saoPauloToInstant(day(n), time).getTime() + plusMinutes * 60_000);

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
  const { id, email } = await signUpVerified(ctx, client, 'familia', 'Helena Marcondes');
  return { client, id, email };
}

/** A family with a paid booking of day(1), 08:00–12:00, accepted by its caregiver. */
async function familyWithBooking() {
  const cg = await caregiver();
  const fam = await family();
  const booking = await bookAndPay(fam.client, { cuidadorId: cg.id, dataInicio: day(1), dataFim: day(1), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID(), vinculoEscolha: 'alternar_cuidadores' });
  expect((await cg.client.post(`/api/bookings/${booking.id}/accept`)).status).toBe(200);
  return { cg, fam, booking };
}

const freshEmail = () => `irmao-${crypto.randomUUID().slice(0, 8)}@exemplo.com.br`;

/** The family invites; answers the relative's row and the token of the e-mailed link. */
async function invite(fam: { client: TestClient }, email = freshEmail(), podeConfirmarPresenca = false) {
  const response = await fam.client.post('/api/familiares', { email, podeConfirmarPresenca });
  expect(response.status, await response.clone().text()).toBe(201);
  const { familiar } = relativeResponseSchema.parse(await response.json());
  const link = new URL(await latestMailLink(ctx.db, email, 'convite-familiar'));
  expect(link.pathname).toBe('/convite-familiar');
  return { familiar, email, token: link.searchParams.get('token')! };
}

/** The invitee signs up through the link and signs in. */
async function signUpRelative(token: string, email: string) {
  const client = new TestClient(ctx.app);
  const created = await client.post('/api/convites-familiar/cadastro', { token, name: 'Caio Marcondes', password: TEST_PASSWORD });
  expect(created.status, await created.clone().text()).toBe(201);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { client, id: row!.id };
}

describe('a relative follows a family', () => {
  it('invite → sign up through the link → reads bookings and visits → refused everything else → removed → refused', async () => {
    const { cg, fam, booking } = await familyWithBooking();
    const { familiar, email, token } = await invite(fam);
    expect(familiar).toMatchObject({ email, status: 'convidado', nome: null, podeConfirmarPresenca: false });

    // Only the hash is stored.
    const [stored] = await ctx.db.select({ tokenHash: familiaresConvidados.tokenHash }).from(familiaresConvidados).where(eq(familiaresConvidados.id, familiar.id));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.tokenHash).not.toContain(token.slice(0, 10));

    // The invitation page.
    const anonymous = new TestClient(ctx.app);
    const page = relativeInvitationResponseSchema.parse(await (await anonymous.post('/api/convites-familiar/consultar', { token })).json());
    expect(page.convite).toMatchObject({ familiaNome: 'Helena Marcondes', email });

    // The client cannot pick a role or another address.
    expect((await anonymous.post('/api/convites-familiar/cadastro', { token, name: 'Caio Marcondes', password: TEST_PASSWORD, role: 'familia' })).status).toBe(400);
    expect((await anonymous.post('/api/convites-familiar/cadastro', { token, name: 'Caio Marcondes', password: TEST_PASSWORD, email: 'outro@exemplo.com.br' })).status).toBe(400);

    const relative = await signUpRelative(token, email);
    const session = (await (await relative.client.get('/api/session')).json()) as { user: { role: string } };
    expect(session.user.role).toBe('familiar');
    expect(await canFollowFamily(ctx.db, relative.id, fam.id)).toBe(true);
    expect(await familyReaders(ctx.db, fam.id)).toEqual([fam.id, relative.id]);

    // The family sees them as following.
    const list = relativesResponseSchema.parse(await (await fam.client.get('/api/familiares')).json());
    expect(list.familiares).toEqual([expect.objectContaining({ id: familiar.id, status: 'ativo', nome: 'Caio Marcondes' })]);

    // What the relative reads.
    const base = `/api/familiar/familias/${fam.id}`;
    const families = followedFamiliesResponseSchema.parse(await (await relative.client.get('/api/familiar/familias')).json());
    expect(families.familias).toEqual([expect.objectContaining({ familiaId: fam.id, nome: 'Helena Marcondes', podeConfirmarPresenca: false })]);
    const bookings = bookingsResponseSchema.parse(await (await relative.client.get(`${base}/reservas?scope=upcoming`)).json());
    expect(bookings.bookings.map((b) => b.id)).toEqual([booking.id]);
    const one = bookingResponseSchema.parse(await (await relative.client.get(`${base}/reservas/${booking.id}`)).json());
    expect(one.booking.status).toBe('confirmada');

    // The caregiver presses 'Cheguei': the relative sees it, and hears of it (their choice, on by default).
    ctx.setNow(at(1, '08:04'));
    const [visitDay] = visitListResponseSchema.parse(await (await relative.client.get(`${base}/visitas`)).json()).visits;
    expect(visitDay!.checkIn).toBeNull();
    expect((await cg.client.post(`/api/visits/${visitDay!.reservaId}/check-in`)).status).toBe(200);
    const [afterCheckIn] = visitListResponseSchema.parse(await (await relative.client.get(`${base}/visitas`)).json()).visits;
    expect(afterCheckIn!.checkIn).not.toBeNull();
    const copies = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, relative.id), eq(notificacoes.tipo, 'visita')));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.link).toBe('/familiar');

    // Without the grant the relative cannot confirm the claimed arrival; the family's routes treat them as a stranger.
    expect((await relative.client.post(`${base}/visitas/${visitDay!.reservaId}/confirmar`, { momento: 'chegada' })).status).toBe(403);
    expect((await relative.client.post(`/api/visits/${visitDay!.reservaId}/confirm`, { momento: 'chegada' })).status).toBe(403);
    expect((await relative.client.get('/api/bookings')).status).toBe(403);
    expect((await relative.client.get(`/api/bookings/${booking.id}`)).status).toBe(404);
    expect((await relative.client.get(`/api/bookings/${booking.id}/details`)).status).toBe(404);
    expect((await relative.client.post('/api/bookings', { cuidadorId: cg.id, dataInicio: day(5), dataFim: day(5), horaInicio: '08:00', horaFim: '12:00', idempotencyKey: crypto.randomUUID() })).status).toBe(403);
    expect((await relative.client.post(`/api/bookings/${booking.id}/payment`, {})).status).toBe(403);
    expect((await relative.client.post(`/api/bookings/${booking.id}/cancel`, { motivo: 'outro', detalhe: 'teste' })).status).toBe(403);
    expect((await relative.client.get('/api/profile/familia')).status).toBe(403);
    expect((await relative.client.put('/api/profile/familia', {})).status).toBe(403);
    expect((await relative.client.get('/api/visits/qr')).status).toBe(403);
    expect((await relative.client.get('/api/account/health-data-reads')).status).toBe(403);
    // No chat as the family: the family's conversation stays theirs, and a relative opens none.
    const { id: conversaId } = (await (await fam.client.post('/api/conversations', { withId: cg.id })).json()) as { id: string };
    expect((await relative.client.post('/api/conversations', { withId: cg.id })).status).toBe(403);
    expect((await relative.client.get(`/api/conversations/${conversaId}/messages`)).status).toBe(404);
    expect((await relative.client.post(`/api/conversations/${conversaId}/messages`, { content: 'Olá' })).status).toBe(404);
    expect(((await (await relative.client.get('/api/conversations')).json()) as { conversations: unknown[] }).conversations).toEqual([]);

    // Another family's care stays closed (like one that does not exist).
    const other = await family();
    expect((await relative.client.get(`/api/familiar/familias/${other.id}/reservas`)).status).toBe(404);
    expect((await relative.client.get(`${base}/reservas/${crypto.randomUUID()}`)).status).toBe(404);

    // The owner removes them: the next request is refused, and no further notice reaches them.
    expect((await fam.client.delete(`/api/familiares/${familiar.id}`)).status).toBe(200);
    expect((await relative.client.get(`${base}/reservas`)).status).toBe(404);
    expect((await relative.client.get(`${base}/visitas`)).status).toBe(404);
    expect(followedFamiliesResponseSchema.parse(await (await relative.client.get('/api/familiar/familias')).json()).familias).toEqual([]);
    expect(await canFollowFamily(ctx.db, relative.id, fam.id)).toBe(false);
    ctx.setNow(at(1, '12:02'));
    expect((await cg.client.post(`/api/visits/${visitDay!.reservaId}/check-out`)).status).toBe(200);
    // What they had been told of the family is taken back with the access; the family keeps its own.
    expect(await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, relative.id))).toEqual([]);
    expect(await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, fam.id), eq(notificacoes.tipo, 'visita')))).toHaveLength(2);
  });

  it('the grant: a relative allowed by the family confirms a claimed arrival for it', async () => {
    const { cg, fam } = await familyWithBooking();
    const { familiar, email, token } = await invite(fam);
    const relative = await signUpRelative(token, email);
    const base = `/api/familiar/familias/${fam.id}`;
    ctx.setNow(at(1, '08:03'));
    const [visitDay] = visitListResponseSchema.parse(await (await relative.client.get(`${base}/visitas`)).json()).visits;
    expect((await cg.client.post(`/api/visits/${visitDay!.reservaId}/check-in`)).status).toBe(200);
    expect((await relative.client.post(`${base}/visitas/${visitDay!.reservaId}/confirmar`, { momento: 'chegada' })).status).toBe(403);

    const granted = await fam.client.patch(`/api/familiares/${familiar.id}`, { podeConfirmarPresenca: true });
    expect(relativeResponseSchema.parse(await granted.json()).familiar.podeConfirmarPresenca).toBe(true);
    const confirmed = visitResponseSchema.pick({ visit: true }).parse(await (await relative.client.post(`${base}/visitas/${visitDay!.reservaId}/confirmar`, { momento: 'chegada' })).json());
    expect(confirmed.visit.checkIn).toMatchObject({ method: 'botao' });
    expect(confirmed.visit.checkIn!.confirmedAt).not.toBeNull();
    // Taken back: refused again.
    await fam.client.patch(`/api/familiares/${familiar.id}`, { podeConfirmarPresenca: false });
    expect((await relative.client.post(`${base}/visitas/${visitDay!.reservaId}/confirmar`, { momento: 'saida' })).status).toBe(403);
  });

  it('notification choices: a relative who turned arrivals off hears of none', async () => {
    const { cg, fam } = await familyWithBooking();
    const { email, token } = await invite(fam);
    const relative = await signUpRelative(token, email);
    const base = `/api/familiar/familias/${fam.id}`;
    expect((await relative.client.put(`${base}/notificacoes`, { chegadas: false, alertas: true, reservas: true })).status).toBe(200);
    ctx.setNow(at(1, '08:01'));
    const [visitDay] = visitListResponseSchema.parse(await (await relative.client.get(`${base}/visitas`)).json()).visits;
    expect((await cg.client.post(`/api/visits/${visitDay!.reservaId}/check-in`)).status).toBe(200);
    expect(await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, relative.id))).toHaveLength(0);
    const families = followedFamiliesResponseSchema.parse(await (await relative.client.get('/api/familiar/familias')).json());
    expect(families.familias[0]!.notificacoes).toEqual({ chegadas: false, alertas: true, reservas: true });
  });
});

describe('the invitation link', () => {
  it('works once', async () => {
    const fam = await family();
    const { email, token } = await invite(fam);
    await signUpRelative(token, email);
    const again = new TestClient(ctx.app);
    expect((await again.post('/api/convites-familiar/consultar', { token })).status).toBe(404);
    expect((await again.post('/api/convites-familiar/cadastro', { token, name: 'Outra Pessoa', password: TEST_PASSWORD })).status).toBe(404);
  });

  it('expires after 7 days; resending makes a new link and voids the old one', async () => {
    const fam = await family();
    const { familiar, email, token } = await invite(fam);
    ctx.setNow(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    const client = new TestClient(ctx.app);
    expect((await client.post('/api/convites-familiar/consultar', { token })).status).toBe(404);
    const list = relativesResponseSchema.parse(await (await fam.client.get('/api/familiares')).json());
    expect(list.familiares[0]!.status).toBe('expirado');

    expect((await fam.client.post(`/api/familiares/${familiar.id}/reenviar`, {})).status).toBe(200);
    const renewed = new URL(await latestMailLink(ctx.db, email, 'convite-familiar')).searchParams.get('token')!;
    expect(renewed).not.toBe(token);
    expect((await client.post('/api/convites-familiar/consultar', { token })).status).toBe(404);
    expect((await client.post('/api/convites-familiar/consultar', { token: renewed })).status).toBe(200);
  });

  it('a family sends at most 20 invitations an hour, resends included (each one mails somebody)', async () => {
    const fam = await family();
    const { familiar, email } = await invite(fam);
    for (let i = 0; i < 19; i++) expect((await fam.client.post(`/api/familiares/${familiar.id}/reenviar`, {})).status).toBe(200);
    const mailsBefore = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const refused = await fam.client.post(`/api/familiares/${familiar.id}/reenviar`, {});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fam.client.post('/api/familiares', { email: freshEmail(), podeConfirmarPresenca: false })).status).toBe(429);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(mailsBefore.length);
    // The next hour's window lets her invite again.
    ctx.setNow(new Date(Date.now() + 3_600_000));
    expect((await fam.client.post(`/api/familiares/${familiar.id}/reenviar`, {})).status).toBe(200);
  });

  it('a cancelled invitation opens nothing', async () => {
    const fam = await family();
    const { familiar, token } = await invite(fam);
    expect((await fam.client.delete(`/api/familiares/${familiar.id}`)).status).toBe(200);
    expect((await new TestClient(ctx.app).post('/api/convites-familiar/consultar', { token })).status).toBe(404);
  });

  it('a caregiver, family or operator account cannot accept; an address with an account is not signed up again', async () => {
    const fam = await family();
    const cg = await caregiver();
    const [cgRow] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, cg.id));
    const { token } = await invite(fam, cgRow!.email);
    expect((await cg.client.post('/api/convites-familiar/aceitar', { token })).status).toBe(403);
    expect((await new TestClient(ctx.app).post('/api/convites-familiar/cadastro', { token, name: 'Joana Prado', password: TEST_PASSWORD })).status).toBe(409);
    expect(await canFollowFamily(ctx.db, cg.id, fam.id)).toBe(false);
    // Another family cannot either.
    const otherFamily = await family();
    const invited = await invite(fam);
    expect((await otherFamily.client.post('/api/convites-familiar/aceitar', { token: invited.token })).status).toBe(403);
  });

  it('an existing relative accepts a second family signed in, with the invited address only', async () => {
    const famA = await family();
    const famB = await family();
    const first = await invite(famA);
    const relative = await signUpRelative(first.token, first.email);
    const wrong = await invite(famB);
    expect((await relative.client.post('/api/convites-familiar/aceitar', { token: wrong.token })).status).toBe(403);
    const right = await invite(famB, first.email);
    expect((await relative.client.post('/api/convites-familiar/aceitar', { token: right.token })).status).toBe(200);
    const families = followedFamiliesResponseSchema.parse(await (await relative.client.get('/api/familiar/familias')).json());
    expect(families.familias.map((f) => f.familiaId).sort()).toEqual([famA.id, famB.id].sort());
  });

  it('refuses inviting oneself or the same address twice', async () => {
    const fam = await family();
    expect((await fam.client.post('/api/familiares', { email: fam.email })).status).toBe(409);
    const { email } = await invite(fam);
    expect((await fam.client.post('/api/familiares', { email: email.toUpperCase() })).status).toBe(409);
  });
});

describe('account deletion and export', () => {
  it("the family's deletion ends its relatives' access; a relative's export lists whom they follow", async () => {
    const fam = await family();
    const { email, token } = await invite(fam);
    const relative = await signUpRelative(token, email);
    const exported = await collectPersonalData({ db: ctx.db, now: () => new Date(), storage: ctx.deps.storage, logger: ctx.deps.logger }, relative.id);
    expect(exported.document.familiaresConvidados.familiasAcompanhadas).toEqual([expect.objectContaining({ familia: { id: fam.id, nome: 'Helena Marcondes' } })]);
    const ownerExport = await collectPersonalData({ db: ctx.db, now: () => new Date(), storage: ctx.deps.storage, logger: ctx.deps.logger }, fam.id);
    expect(ownerExport.document.familiaresConvidados.convidadosPelaFamilia).toEqual([expect.objectContaining({ email, aceito: true })]);

    const deleted = await fam.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await relative.client.get(`/api/familiar/familias/${fam.id}/reservas`)).status).toBe(404);
    expect(await ctx.db.select().from(familiaresConvidados).where(eq(familiaresConvidados.familiaId, fam.id))).toEqual([]);
  });
});
