import { bookingPaymentResponseSchema, bookingQuoteResponseSchema } from '@cuidar/domain/booking-payments';
import { bookingContractResponseSchema } from '@cuidar/domain/contracts';
import { receiptListResponseSchema, receiptResponseSchema } from '@cuidar/domain/receipts';
import {
  accountSessionsResponseSchema,
  consentsResponseSchema,
  healthDataReadsResponseSchema,
  securityActivityResponseSchema,
  twoFactorStatusDtoSchema,
} from '@cuidar/domain/account-settings';
import { sessionResponseSchema } from '@cuidar/domain/auth';
import { conversationsResponseSchema, messagesResponseSchema, sendMessageResponseSchema } from '@cuidar/domain/booking-schemas';
import {
  bookingCalendarDtoSchema,
  bookingResponseSchema,
  bookingsResponseSchema,
  createBookingResponseSchema,
  notificationsResponseSchema,
  reviewsGivenResponseSchema,
  reviewsReceivedResponseSchema,
} from '@cuidar/domain/bookings';
import { caregiverProfileResponseSchema } from '@cuidar/domain/caregiver-profile';
import { featuredCaregiversResponseSchema } from '@cuidar/domain/caregivers';
import { cepAddressDtoSchema } from '@cuidar/domain/cep';
import { certificatesResponseSchema } from '@cuidar/domain/certificates';
import { checkoutProviderResponseSchema, checkoutSessionDtoSchema, currentPlanResponseSchema, planPriceResponseSchema, sandboxCheckoutDtoSchema } from '@cuidar/domain/checkout';
import { FAMILY_CARE_SKILLS } from '@cuidar/domain/constants';
import { okMessageSchema, unreadCountSchema } from '@cuidar/domain/dto';
import { deletionPayoutResponseSchema, earningsDtoSchema, payoutKeyResponseSchema } from '@cuidar/domain/payouts';
import { bookingOccurrencesResponseSchema, occurrenceCancellationQuoteResponseSchema } from '@cuidar/domain/occurrence-cancellation';
import { recordSeededPayments, releaseDueDaysInTransaction } from '../features/booking-payments/service';
import { familyProfileResponseSchema, patientResponseSchema } from '@cuidar/domain/family-profile';
import { recommendationsResponseSchema } from '@cuidar/domain/recommendations';
import { testimonialsResponseSchema } from '@cuidar/domain/testimonials';
import { availabilitySlotResponseSchema, availabilitySlotsResponseSchema, reservationDaysResponseSchema } from '@cuidar/domain/availability';
import { z } from '@cuidar/domain/validation';
import { caregiverEmergencyCardResponseSchema, familyEmergencyCardResponseSchema } from '@cuidar/domain/emergency-card';
import { presenceQrResponseSchema, visitDayDtoSchema, visitListResponseSchema, visitResponseSchema } from '@cuidar/domain/visits';
import { careDiaryDayResponseSchema, careDiaryEntryResponseSchema, careDiaryListResponseSchema, careDiaryPhotoResponseSchema } from '@cuidar/domain/care-diary';
import { fileForm, sampleFiles } from '../../test/caregiver';
import { addDaysToDate } from '@cuidar/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, startFakeServer, TEST_PASSWORD, TestClient, type TestContext } from '../../test/helpers';
import { World } from '../../test/world';
import { hashPassword } from '../auth/password';

import {
  acceptPlanProposalResponseSchema,
  planCandidatesResponseSchema,
  planCareResponseSchema,
  planProposalsResponseSchema,
  proposePlanAssignmentResponseSchema,
} from '@cuidar/domain/plan-care';

// Every JSON answer the web app reads has a zod schema in packages/domain, and the web client parses
// each answer with it. Here the real server answers, on a world with something in every list, and
// each answer must parse with its schema and lose nothing in the parse (a field the schema does not
// know would be dropped silently in the browser): the server and the schemas cannot drift apart.

let ctx: TestContext;
let viaCep: Awaited<ReturnType<typeof startFakeServer>>;
let w: World;
let conversaId: string;
let checkoutSessionId: string;

beforeAll(async () => {
  viaCep = await startFakeServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ cep: '05435-000', logradouro: 'Rua Harmonia', bairro: 'Pinheiros', localidade: 'São Paulo', uf: 'SP' }));
  });
  ctx = await createTestContext({ env: { VIACEP_URL: viaCep.url } });
  w = await World.create(ctx, { password: TEST_PASSWORD, passwordHash: await hashPassword(TEST_PASSWORD) });
  // Something in every list: a concluded and reviewed booking (besides the world's confirmed one),
  // notifications, a conversation, a certificate, a slot, a paid plan, a read of the patient's data.
  await w.review();
  await w.notification('familia');
  await w.notification('cuidador');
  conversaId = await w.conversation();
  await w.certificate();
  await w.slot(5);
  checkoutSessionId = await w.checkoutSession();
  const family = await w.as('familia');
  expect((await family.post(`/api/payments/sandbox/${checkoutSessionId}/confirm`)).status).toBe(200);
  await get(await w.as('cuidador'), `/api/families/${w.familia.id}/patient`, patientResponseSchema);
  // A booking paid through the platform and released, and the caregiver's Pix key: 'Saldo e Ganhos'.
  const paidBooking = await w.booking('confirmada', -5);
  await ctx.db.transaction(async (tx) => {
    await recordSeededPayments(tx, [paidBooking]);
    await releaseDueDaysInTransaction(tx, ctx.deps.now());
  });
  expect((await (await w.as('cuidador')).put('/api/caregiver/payout-key', { tipo: 'email', valor: 'cuidadora@example.com' })).status).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await viaCep?.close();
});

/** The answer, parsed with its schema; the parse must keep every field the server sent. */
async function answerOf<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const text = await response.text();
  expect(response.ok, `${response.status} ${text}`).toBe(true);
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(parsed.data, 'fields the schema does not know').toEqual(body);
  return parsed.data as z.output<S>;
}

const get = async <S extends z.ZodType>(client: TestClient, path: string, schema: S) => answerOf(await client.get(path), schema);

describe('every answer parses with its schema in packages/domain', () => {
  it("the family's screens", async () => {
    const family = await w.as('familia');

    expect((await get(family, '/api/session', sessionResponseSchema)).user?.role).toBe('familia');
    for (const scope of ['all', 'upcoming', 'past']) {
      expect((await get(family, `/api/bookings?scope=${scope}`, bookingsResponseSchema)).bookings.length).toBeGreaterThan(0);
    }
    await get(family, `/api/bookings/${w.linkBookingId}`, bookingResponseSchema);
    expect((await get(family, '/api/reviews/given', reviewsGivenResponseSchema)).reviews.length).toBeGreaterThan(0);
    expect((await get(family, '/api/notifications?limit=20', notificationsResponseSchema)).notifications.length).toBeGreaterThan(0);
    await get(family, '/api/notifications/unread-count', unreadCountSchema);
    expect((await get(family, '/api/conversations', conversationsResponseSchema)).conversations.length).toBeGreaterThan(0);
    expect((await get(family, `/api/conversations/${conversaId}/messages`, messagesResponseSchema)).messages.length).toBeGreaterThan(0);
    await get(family, '/api/conversations/unread-count', unreadCountSchema);
    expect((await get(family, '/api/profile/familia', familyProfileResponseSchema)).profile.consentimentoSaude).not.toBeNull();
    expect((await get(family, '/api/account/sessions', accountSessionsResponseSchema)).sessions.length).toBeGreaterThan(0);
    expect((await get(family, '/api/account/consents', consentsResponseSchema)).consents[0]!.active).not.toBeNull();
    expect((await get(family, '/api/account/two-factor', twoFactorStatusDtoSchema)).enabled).toBe(false);
    await get(family, '/api/account/security-activity', securityActivityResponseSchema);
    expect((await get(family, '/api/account/health-data-reads', healthDataReadsResponseSchema)).reads.length).toBeGreaterThan(0);
    expect((await get(family, '/api/plans/current', currentPlanResponseSchema)).plan).not.toBeNull();
    await get(family, '/api/checkout/provider', checkoutProviderResponseSchema);
    expect((await get(family, '/api/plans/biannual/price', planPriceResponseSchema)).price.perShift.caregiverCents).toBe(13050);
    await get(family, `/api/checkout/sessions/${checkoutSessionId}`, checkoutSessionDtoSchema);
    await get(family, `/api/payments/sandbox/${checkoutSessionId}`, sandboxCheckoutDtoSchema);
    // A weekly series' days and the quote for cancelling from one on (ADR 0045).
    const series = await w.seriesBooking(70); // a week of its own: the labour-law count of the later request stays under the limit
    expect((await get(family, `/api/bookings/${series.id}/occurrences`, bookingOccurrencesResponseSchema)).ocorrencias.length).toBe(2);
    expect((await get(family, `/api/bookings/${series.id}/occurrences/${series.occurrenceId}/cancellation-quote?escopo=seguintes`, occurrenceCancellationQuoteResponseSchema)).quote.ocorrencias.length).toBe(2);
  });

  it("the caregiver's screens", async () => {
    const caregiver = await w.as('cuidador');
    const from = w.date(0);
    const to = w.date(60);

    expect((await get(caregiver, '/api/session', sessionResponseSchema)).user?.role).toBe('cuidador');
    expect((await get(caregiver, '/api/bookings?scope=all', bookingsResponseSchema)).bookings.length).toBeGreaterThan(0);
    expect((await get(caregiver, '/api/caregiver/profile', caregiverProfileResponseSchema)).profile).not.toBeNull();
    expect((await get(caregiver, '/api/caregiver/certificates', certificatesResponseSchema)).certificates.length).toBeGreaterThan(0);
    expect((await get(caregiver, '/api/caregiver/earnings', earningsDtoSchema)).bookings.length).toBeGreaterThan(0);
    expect((await get(caregiver, '/api/caregiver/payout-key', payoutKeyResponseSchema)).key).not.toBeNull();
    expect((await get(caregiver, '/api/account/deletion-payout', deletionPayoutResponseSchema)).destinationStatus).toBe('pronta');
    expect((await get(caregiver, '/api/reviews/received', reviewsReceivedResponseSchema)).total).toBeGreaterThan(0);
    expect((await get(caregiver, `/api/availability?from=${from}&to=${to}`, availabilitySlotsResponseSchema)).slots.length).toBeGreaterThan(0);
    expect((await get(caregiver, `/api/availability/reservations?from=${from}&to=${to}`, reservationDaysResponseSchema)).days.length).toBeGreaterThan(0);
    expect((await get(caregiver, '/api/notifications?limit=20', notificationsResponseSchema)).unread).toBeGreaterThan(0);
  });

  it("a plan's caregivers (docs/product.md#plan-care)", async () => {
    const family = await w.as('familia');
    // Caregiver B has declared no availability: free for every night of the period.
    const caregiver = await w.client('sameRole', 'cuidador');
    expect((await get(family, '/api/plan/care', planCareResponseSchema)).care.turnosNoPeriodo).toBeGreaterThan(0);
    await get(family, '/api/plan/candidates?diasSemana=5&turno=noite', planCandidatesResponseSchema);
    const proposed = await answerOf(await family.post('/api/plan/assignments', { cuidadorId: w.otherCuidador.id, diasSemana: [5], turno: 'noite' }), proposePlanAssignmentResponseSchema);
    expect((await get(caregiver, '/api/plan-proposals', planProposalsResponseSchema)).proposals.length).toBeGreaterThan(0);
    const accepted = await answerOf(await caregiver.post(`/api/plan-proposals/${proposed.assignment.id}/accept`, {}), acceptPlanProposalResponseSchema);
    expect(accepted.proposal.pedidoId).not.toBeNull();
  });

  it('the public pages', async () => {
    const anonymous = new TestClient(ctx.app);
    await get(anonymous, '/api/caregivers/featured?limit=6', featuredCaregiversResponseSchema);
    await get(anonymous, '/api/testimonials', testimonialsResponseSchema);
    await get(anonymous, `/api/caregivers/${w.cuidador.id}/booking-calendar`, bookingCalendarDtoSchema);
    await get(anonymous, '/api/cep/05435000', cepAddressDtoSchema);
    const search = { turno: 'manha', generoPreferido: 'indiferente', competencias: [FAMILY_CARE_SKILLS[0]], bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' };
    await answerOf(await anonymous.post('/api/recommendations', search), recommendationsResponseSchema);
  });

  it('the answers of the changes the dashboards make', async () => {
    const family = await w.as('familia');
    const caregiver = await w.as('cuidador');
    const slotDay = w.date(30);
    await answerOf(
      await caregiver.post('/api/availability', { dataInicio: slotDay, horaInicio: '08:00', dataFim: slotDay, horaFim: '12:00' }),
      availabilitySlotResponseSchema,
    );
    const request = { cuidadorId: w.cuidador.id, dataInicio: slotDay, horaInicio: '09:00', horaFim: '11:00', idempotencyKey: crypto.randomUUID() };
    const quoteQuery = new URLSearchParams({ cuidadorId: w.cuidador.id, dataInicio: slotDay, horaInicio: '09:00', horaFim: '11:00' });
    await answerOf(await family.get(`/api/bookings/quote?${quoteQuery}`), bookingQuoteResponseSchema);
    const { booking } = await answerOf(await family.post('/api/bookings', request), createBookingResponseSchema);
    await answerOf(await family.post(`/api/bookings/${booking.id}/payment`, { method: 'pix' }), bookingPaymentResponseSchema);
    await answerOf(await family.post(`/api/payments/sandbox/bookings/${booking.id}/confirm`, { method: 'pix' }), bookingPaymentResponseSchema);
    await answerOf(await family.get(`/api/bookings/${booking.id}/payment`), bookingPaymentResponseSchema);
    await answerOf(await caregiver.post(`/api/bookings/${booking.id}/accept`), okMessageSchema);
    // The contract the acceptance made, and the payment's receipt (docs/product.md#contract, #receipts).
    expect((await get(family, `/api/bookings/${booking.id}/contract`, bookingContractResponseSchema)).contract).not.toBeNull();
    expect((await get(caregiver, `/api/bookings/${booking.id}/contract`, bookingContractResponseSchema)).contract).not.toBeNull();
    const { receipts } = await get(family, '/api/receipts', receiptListResponseSchema);
    expect(receipts.length).toBeGreaterThan(0);
    await get(family, `/api/receipts/${receipts[0]!.id}`, receiptResponseSchema);
    await answerOf(await caregiver.post(`/api/conversations/${conversaId}/messages`, { content: 'Até amanhã!' }), sendMessageResponseSchema);
  });

  it('the visit answers: the lists, the code, a scan, a button and its confirmation (docs/product.md#visits)', async () => {
    const family = await w.as('familia');
    const caregiver = await w.as('cuidador');
    const codigo = await w.presenceCode();
    await get(family, '/api/visits/qr', presenceQrResponseSchema);
    const scanned = await answerOf(await caregiver.post('/api/visits/scan', { codigo }), visitResponseSchema);
    expect(scanned.action).toBe('chegada');
    const day = scanned.visit.reservaId;
    ctx.setNow(new Date(Date.now() + 10 * 60_000));
    await answerOf(await caregiver.post(`/api/visits/${day}/check-out`), visitResponseSchema);
    ctx.setNow(new Date());
    await answerOf(await family.post(`/api/visits/${day}/confirm`, { momento: 'saida' }), z.object({ visit: visitDayDtoSchema }));
    expect((await get(family, '/api/visits', visitListResponseSchema)).visits.length).toBeGreaterThan(0);
    expect((await get(caregiver, '/api/visits', visitListResponseSchema)).visits.length).toBeGreaterThan(0);
  });

  it("the emergency card answers: the family's own and the caregiver's opening (docs/product.md#emergency-card)", async () => {
    const family = await w.as('familia');
    const caregiver = await w.as('cuidador');
    const day = await w.emergencyCardDay();
    expect((await get(family, '/api/emergency-card', familyEmergencyCardResponseSchema)).card).not.toBeNull();
    const saved = await answerOf(
      await family.put('/api/emergency-card', { alergias: '', medicamentos: [], planoOperadora: '', planoNumero: '', medicoNome: '', medicoTelefone: '', medicoEspecialidade: '', contatos: [{ nome: 'Paulo', relacao: 'Filho', telefone: '(11) 3456-7890' }] }),
      familyEmergencyCardResponseSchema,
    );
    expect(saved.hasHealthConsent).toBe(true);
    expect((await get(caregiver, `/api/visits/${day}/emergency-card`, caregiverEmergencyCardResponseSchema)).card.contatos).toHaveLength(1);
  });

  it('the care diary answers: an entry, its correction and photo, the day and the family diary (docs/product.md#care-diary)', async () => {
    const family = await w.as('familia');
    const caregiver = await w.as('cuidador');
    // The day the visit test checked in (and out), or one of our own when run alone.
    const visited = (await get(caregiver, '/api/visits', visitListResponseSchema)).visits.find((v) => v.checkIn);
    const day = visited?.reservaId ?? (await w.visitDay('checkedIn'));
    const written = await answerOf(await caregiver.post(`/api/care-diary/days/${day}/entries`, { tipo: 'medicacao', nome: 'Losartana', dose: '50 mg', situacao: 'dada' }), careDiaryEntryResponseSchema);
    const fixed = await answerOf(
      await caregiver.post(`/api/care-diary/entries/${written.entry.id}/corrections`, { motivo: 'Dose errada', entrada: { tipo: 'medicacao', nome: 'Losartana', dose: '25 mg', situacao: 'dada' } }),
      careDiaryEntryResponseSchema,
    );
    await answerOf(await caregiver.post(`/api/care-diary/entries/${fixed.entry.id}/photos`, fileForm(sampleFiles.png(), 'foto.png', 'image/png')), careDiaryPhotoResponseSchema);
    expect((await get(caregiver, `/api/care-diary/days/${day}`, careDiaryDayResponseSchema)).items[0]?.historico).toHaveLength(1);
    expect((await get(family, `/api/care-diary?inicio=${addDaysToDate(w.today, -1)}&dias=7`, careDiaryListResponseSchema)).items.length).toBeGreaterThan(0);
  });
});
