import { updateConsentResponseSchema, type HealthDataReadDto } from '@cuidar/domain/account-settings';
import type { CaregiverEmergencyCardResponse, FamilyEmergencyCardResponse } from '@cuidar/domain/emergency-card';
import { caregiverEmergencyCardResponseSchema, familyEmergencyCardResponseSchema } from '@cuidar/domain/emergency-card';
import { visitListResponseSchema } from '@cuidar/domain/visits';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { readZip } from '../../../test/read-zip';
import { createBooking } from '../../db/factories';
import { consents, emergencyCards, familiaProfiles, healthDataReads, reservas, visitPresence } from '../../db/schema';

// The emergency card (docs/product.md#emergency-card): the family keeps it under the health-data
// consent; the caregiver of a confirmed booking opens it from 2 h before a booked day's start until
// that day's end, every opening logged; anything else answers 404, like a card that does not exist.

let ctx: TestContext;
let family: TestClient;
let familyId: string;
let caregiver: TestClient;
let caregiverId: string;
let otherCaregiver: TestClient;
let otherCaregiverId: string;
let noConsentFamily: TestClient;
/** Days of a 3-day confirmed booking, 08:00–12:00 São Paulo (11:00–15:00 UTC), 10 to 12 March 2026. */
let days: { id: string; start: Date; end: Date }[];
let pedidoId: string;
let pendingDayId: string;
let declinedDayId: string;
let otherCaregiverDayId: string;

const card = {
  alergias: 'Dipirona e frutos do mar',
  medicamentos: [
    { nome: 'Losartana', dose: '50 mg', horario: '8h e 20h' },
    { nome: 'Donepezila', dose: '10 mg', horario: 'à noite' },
  ],
  planoOperadora: 'Unimed',
  planoNumero: '0 123 456789 0',
  medicoNome: 'Dra. Ana Lima',
  medicoTelefone: '(11) 3456-7890',
  medicoEspecialidade: 'Geriatria',
  contatos: [
    { nome: 'Helena Duarte', relacao: 'Filha', telefone: '(11) 98765-4321' },
    { nome: 'Paulo Duarte', relacao: 'Genro', telefone: '(11) 91234-5678' },
  ],
};

const patient = {
  firstName: 'Helena',
  lastName: 'Duarte',
  pacienteNome: 'Dona Irene',
  pacienteIdade: '84',
  pacienteCondicao: 'Alzheimer em estágio inicial',
  consentimentoSaude: true,
};

const minutes = (n: number) => n * 60_000;
const logRows = () => ctx.db.select().from(healthDataReads).orderBy(asc(healthDataReads.readAt));
const openAs = (client: TestClient, reservaId: string) => client.get(`/api/visits/${reservaId}/emergency-card`);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(new Date('2026-03-01T12:00:00Z'));
  family = new TestClient(ctx.app);
  familyId = (await signUpVerified(ctx, family, 'familia', 'Helena Duarte')).id;
  caregiver = new TestClient(ctx.app);
  caregiverId = (await signUpVerified(ctx, caregiver, 'cuidador', 'Joana Prado')).id;
  otherCaregiver = new TestClient(ctx.app);
  otherCaregiverId = (await signUpVerified(ctx, otherCaregiver, 'cuidador', 'Carla Souza')).id;
  noConsentFamily = new TestClient(ctx.app);
  await signUpVerified(ctx, noConsentFamily, 'familia', 'Paulo Mendes');
  expect((await family.put('/api/profile/familia', patient)).status).toBe(200);

  const booking = await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: '2026-03-10', dias: 3, status: 'confirmada' });
  pedidoId = booking.id;
  days = (await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, pedidoId)).orderBy(asc(reservas.startDatetime))).map((r) => ({
    id: r.id,
    start: r.startDatetime,
    end: r.endDatetime,
  }));
  const firstDayOf = async (id: string) => (await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, id)))[0]!.id;
  // The same caregiver's pending and declined requests with this family, on 20 and 21 March.
  pendingDayId = await firstDayOf((await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: '2026-03-20', status: 'pendente' })).id);
  declinedDayId = await firstDayOf((await createBooking(ctx.db, { familiaId: familyId, cuidadorId: caregiverId, dataInicio: '2026-03-21', status: 'recusada' })).id);
  // Another caregiver's confirmed day with this family on 11 March, afternoon.
  otherCaregiverDayId = await firstDayOf(
    (await createBooking(ctx.db, { familiaId: familyId, cuidadorId: otherCaregiverId, dataInicio: '2026-03-11', horaInicio: '13:00', horaFim: '17:00', status: 'confirmada' })).id,
  );
});
afterAll(async () => {
  await ctx?.close();
});

describe("the family's card", () => {
  it('starts empty; saving keeps it whole and answers it', async () => {
    const empty = await family.get('/api/emergency-card');
    expect(empty.status).toBe(200);
    expect(familyEmergencyCardResponseSchema.parse(await empty.json())).toEqual({ card: null, hasHealthConsent: true, healthConsentOutdated: false });

    ctx.setNow(new Date('2026-03-02T10:00:00Z'));
    const saved = await family.put('/api/emergency-card', { ...card, alergias: `  ${card.alergias}  ` });
    expect(saved.status).toBe(200);
    const body = familyEmergencyCardResponseSchema.parse(await saved.json());
    expect(body).toEqual({ card: { ...card, updatedAt: '2026-03-02T10:00:00.000Z' }, hasHealthConsent: true, healthConsentOutdated: false });
    expect(familyEmergencyCardResponseSchema.parse(await (await family.get('/api/emergency-card')).json())).toEqual(body);
  });

  it('bad input answers 400 with the field and the Portuguese message, and changes nothing', async () => {
    const before = await ctx.db.select().from(emergencyCards);
    const noContact = await family.put('/api/emergency-card', { ...card, contatos: [] });
    expect(noContact.status).toBe(400);
    expect(await noContact.json()).toMatchObject({ error: { field: 'contatos', message: 'Informe pelo menos um contato de emergência' } });
    const badPhone = await family.put('/api/emergency-card', { ...card, contatos: [{ ...card.contatos[0], telefone: '123' }] });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({ error: { field: 'contatos.0.telefone', message: 'Telefone inválido. Formato: (XX) XXXXX-XXXX ou (XX) XXXX-XXXX' } });
    expect((await family.put('/api/emergency-card', { ...card, familiaId: 'outra' })).status).toBe(400);
    expect(await ctx.db.select().from(emergencyCards)).toEqual(before);
  });

  it('without the health-data consent the card cannot be stored (409)', async () => {
    const answer = await noConsentFamily.put('/api/emergency-card', card);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: { message: 'Para guardar o cartão de emergência, autorize antes o uso dos dados de saúde em Configurações.' } });
    expect(familyEmergencyCardResponseSchema.parse(await (await noConsentFamily.get('/api/emergency-card')).json())).toEqual({ card: null, hasHealthConsent: false, healthConsentOutdated: false });
  });

  it('is for families only', async () => {
    expect((await caregiver.get('/api/emergency-card')).status).toBe(403);
    expect((await caregiver.put('/api/emergency-card', card)).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/emergency-card')).status).toBe(401);
  });
});

describe("the caregiver's opening", () => {
  it('a minute before start − 2 h answers 404 and logs nothing; at start − 2 h exactly the card opens and the opening is logged', async () => {
    const [day] = days;
    const before = (await logRows()).length;
    ctx.setNow(new Date(day!.start.getTime() - minutes(121)));
    expect((await openAs(caregiver, day!.id)).status).toBe(404);
    expect(await logRows()).toHaveLength(before);

    const at = new Date(day!.start.getTime() - minutes(120));
    ctx.setNow(at);
    const opened = await openAs(caregiver, day!.id);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const body: CaregiverEmergencyCardResponse = caregiverEmergencyCardResponseSchema.parse(await opened.json());
    expect(body).toEqual({ card: { ...card, updatedAt: '2026-03-02T10:00:00.000Z' }, pacienteNome: 'Dona Irene', familiaNome: 'Helena', closesAt: day!.end.toISOString() });
    const rows = await logRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      familiaId: familyId,
      cuidadorId: caregiverId,
      pedidoId,
      readAt: at,
      fields: ['cartaoAlergias', 'cartaoMedicamentos', 'cartaoPlanoSaude', 'cartaoMedico', 'cartaoContatos'],
    });
  });

  it('stays open during the day and closes at its end: a minute after answers 404', async () => {
    const [day] = days;
    ctx.setNow(new Date(day!.end.getTime() - minutes(1)));
    expect((await openAs(caregiver, day!.id)).status).toBe(200);
    ctx.setNow(day!.end);
    expect((await openAs(caregiver, day!.id)).status).toBe(404);
    ctx.setNow(new Date(day!.end.getTime() + minutes(1)));
    expect((await openAs(caregiver, day!.id)).status).toBe(404);
  });

  it("each day of a multi-day booking has its own window; the day before's does not open the next", async () => {
    const [, second] = days;
    ctx.setNow(new Date(second!.start.getTime() - minutes(60)));
    expect((await openAs(caregiver, second!.id)).status).toBe(200);
    expect((await openAs(caregiver, days[0]!.id)).status).toBe(404);
    expect((await openAs(caregiver, days[2]!.id)).status).toBe(404);
  });

  it('the agenda says when the card can be opened: only inside the window, only to the caregiver', async () => {
    const [, second] = days;
    ctx.setNow(new Date(second!.start.getTime() - minutes(60)));
    const visits = visitListResponseSchema.parse(await (await caregiver.get('/api/visits')).json()).visits;
    expect(visits.find((v) => v.reservaId === second!.id)?.emergencyCardOpen).toBe(true);
    expect(visits.find((v) => v.reservaId === days[0]!.id)?.emergencyCardOpen).toBe(false);
    const familyVisits = visitListResponseSchema.parse(await (await family.get('/api/visits')).json()).visits;
    expect(familyVisits.every((v) => !v.emergencyCardOpen)).toBe(true);
  });

  it('a no-show day and a day cancelled on its own do not open it', async () => {
    const [, second, third] = days;
    await ctx.db.insert(visitPresence).values({ reservaId: second!.id, familiaId: familyId, cuidadorId: caregiverId, faltaEm: new Date(second!.start.getTime() + minutes(60)) });
    ctx.setNow(new Date(second!.start.getTime() + minutes(90)));
    expect((await openAs(caregiver, second!.id)).status).toBe(404);
    await ctx.db.update(reservas).set({ canceladoPor: 'familia', canceladoEm: new Date('2026-03-05T10:00:00Z'), status: 'cancelada' }).where(eq(reservas.id, third!.id));
    ctx.setNow(new Date(third!.start.getTime() + minutes(30)));
    expect((await openAs(caregiver, third!.id)).status).toBe(404);
  });

  it('pending and declined requests do not open it, even inside their days', async () => {
    ctx.setNow(new Date('2026-03-20T12:00:00Z'));
    expect((await openAs(caregiver, pendingDayId)).status).toBe(404);
    ctx.setNow(new Date('2026-03-21T12:00:00Z'));
    expect((await openAs(caregiver, declinedDayId)).status).toBe(404);
  });

  it("another caregiver's day, an unknown day and a malformed id answer 404; a family gets 403", async () => {
    const before = (await logRows()).length;
    ctx.setNow(new Date(days[0]!.start.getTime()));
    expect((await openAs(otherCaregiver, days[0]!.id)).status).toBe(404);
    ctx.setNow(new Date('2026-03-11T16:30:00Z'));
    expect((await openAs(caregiver, otherCaregiverDayId)).status).toBe(404);
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(200); // their own day, inside its window
    expect((await openAs(caregiver, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await openAs(caregiver, 'nao-e-um-id')).status).toBe(404);
    expect((await openAs(family, days[0]!.id)).status).toBe(403);
    expect((await openAs(new TestClient(ctx.app), days[0]!.id)).status).toBe(401);
    expect((await logRows()).length).toBe(before + 1);
  });

  it('the family sees each opening where it sees who read its health data', async () => {
    const reads = ((await (await family.get('/api/account/health-data-reads')).json()) as { reads: HealthDataReadDto[] }).reads;
    const cardReads = reads.filter((r) => r.fields.includes('cartaoContatos'));
    expect(cardReads.length).toBe((await logRows()).length);
    expect(cardReads.some((r) => r.reader.name === 'Joana Prado' && r.booking?.id === pedidoId)).toBe(true);
    expect(cardReads.some((r) => r.reader.name === 'Carla Souza')).toBe(true);
  });
});

describe('consent, export and deletion', () => {
  it("'Baixar meus dados' carries the family's card", async () => {
    const response = await family.get('/api/account/export');
    expect(response.status).toBe(200);
    const json = readZip(new Uint8Array(await response.arrayBuffer())).find((e) => e.name === 'meus-dados.json');
    const doc = JSON.parse(json!.data.toString('utf8')) as { cartaoDeEmergencia: Record<string, unknown> | null };
    expect(doc.cartaoDeEmergencia).toMatchObject({
      alergias: card.alergias,
      remedios: [{ nome: 'Losartana', dose: '50 mg', horarios: '8h e 20h' }, { nome: 'Donepezila', dose: '10 mg', horarios: 'à noite' }],
      planoDeSaude: { operadora: 'Unimed', numeroDaCarteirinha: '0 123 456789 0' },
      medico: { nome: 'Dra. Ana Lima', telefone: '(11) 3456-7890', especialidade: 'Geriatria' },
      contatosDeEmergencia: card.contatos,
    });
  });

  it('a consent in force on the older text (which named only the condition) keeps the card but closes it until the family accepts the new text', async () => {
    ctx.setNow(new Date('2026-03-11T16:30:00Z'));
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(200);
    // A family that accepted in January, before the text named the card (docs/product.md#account-lgpd).
    await ctx.db.update(consents).set({ version: '2026-01' }).where(and(eq(consents.userId, familyId), isNull(consents.withdrawnAt)));

    const outdated = familyEmergencyCardResponseSchema.parse(await (await family.get('/api/emergency-card')).json());
    expect(outdated).toMatchObject({ card: { alergias: card.alergias }, hasHealthConsent: false, healthConsentOutdated: true });
    const save = await family.put('/api/emergency-card', card);
    expect(save.status).toBe(409);
    expect(((await save.json()) as { error: { message: string } }).error.message).toBe(
      'Para guardar o cartão de emergência, autorize antes o novo texto da autorização de dados de saúde, que inclui o cartão.',
    );
    const readsBefore = (await logRows()).length;
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(404);
    expect(await logRows()).toHaveLength(readsBefore);
    const agenda = visitListResponseSchema.parse(await (await otherCaregiver.get('/api/visits')).json()).visits;
    expect(agenda.find((v) => v.reservaId === otherCaregiverDayId)?.emergencyCardOpen).toBe(false);

    // Keeping the profile's box ticked is not an act on the new text: the old acceptance stays.
    expect((await family.put('/api/profile/familia', patient)).status).toBe(200);
    expect((await ctx.db.select().from(consents).where(eq(consents.userId, familyId))).map((row) => row.version)).toEqual(['2026-01']);

    // Accepting the new text in Configurações: the old acceptance ends as replaced, nothing is erased.
    const accept = await family.put('/api/account/consents/dados_saude', { accepted: true });
    expect(accept.status).toBe(200);
    const { consent } = updateConsentResponseSchema.parse(await accept.json());
    expect(consent.active).toMatchObject({ version: '2026-11', acceptedAt: '2026-03-11T16:30:00.000Z' });
    expect(consent.history).toEqual([
      { version: '2026-11', acceptedAt: '2026-03-11T16:30:00.000Z', withdrawnAt: null, replacedAt: null },
      expect.objectContaining({ version: '2026-01', withdrawnAt: null, replacedAt: '2026-03-11T16:30:00.000Z' }),
    ]);
    expect(await family.put('/api/account/consents/dados_saude', { accepted: true }).then((r) => r.status)).toBe(200);
    expect(await ctx.db.select().from(consents).where(eq(consents.userId, familyId))).toHaveLength(2);
    const [profile] = await ctx.db.select().from(familiaProfiles).where(eq(familiaProfiles.id, familyId));
    expect(profile?.pacienteCondicao).toBe(patient.pacienteCondicao);
    expect(familyEmergencyCardResponseSchema.parse(await (await family.get('/api/emergency-card')).json())).toMatchObject({
      card: { alergias: card.alergias },
      hasHealthConsent: true,
      healthConsentOutdated: false,
    });
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(200);
  });

  it('withdrawing the health-data consent erases the card: the caregiver then gets 404 inside the window', async () => {
    ctx.setNow(new Date('2026-03-11T16:30:00Z'));
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(200);
    expect((await family.put('/api/account/consents/dados_saude', { accepted: false })).status).toBe(200);
    expect(await ctx.db.select().from(emergencyCards).where(eq(emergencyCards.familiaId, familyId))).toEqual([]);
    expect((await openAs(otherCaregiver, otherCaregiverDayId)).status).toBe(404);
    const answer: FamilyEmergencyCardResponse = familyEmergencyCardResponseSchema.parse(await (await family.get('/api/emergency-card')).json());
    expect(answer).toEqual({ card: null, hasHealthConsent: false, healthConsentOutdated: false });
    expect((await family.put('/api/emergency-card', card)).status).toBe(409);
  });

  it('deleting the account deletes the card', async () => {
    expect((await family.put('/api/account/consents/dados_saude', { accepted: true })).status).toBe(200);
    expect((await family.put('/api/emergency-card', card)).status).toBe(200);
    expect(await ctx.db.select().from(emergencyCards).where(eq(emergencyCards.familiaId, familyId))).toHaveLength(1);
    expect((await family.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    expect(await ctx.db.select().from(emergencyCards).where(eq(emergencyCards.familiaId, familyId))).toEqual([]);
  });
});
