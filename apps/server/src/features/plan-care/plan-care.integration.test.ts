import { earningsDtoSchema } from '@cuidar/domain/payouts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCareDtoSchema, planCandidatesResponseSchema, planProposalsResponseSchema, type PlanCareDto, type PlanProposalDto } from '@cuidar/domain/plan-care';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { signedStripeEvent } from '../../../test/fake-stripe';
import { createTestContext, TestClient, TEST_ORIGIN, testEnv, type TestContext } from '../../../test/helpers';
import { METADATA } from '../../payments/webhook';
import { sandboxWebhookSecret } from '../../payments/sandbox';
import { backgroundSettled } from '../../background';
import { createBooking } from '../../db/factories';
import { emailOutbox, labourLawAcknowledgements, notificacoes, pedidosReserva, planSubscriptions, reservas, visitTracking } from '../../db/schema';
import { runVisitJobs, visitJobDeps } from '../visits/service';
import { releaseDueDays } from '../booking-payments/service';
import { accountBalance, checkLedger } from '../ledger/service';
import { planAssignmentsForExport } from './service';

// A care plan delivers care with caregivers (docs/product.md#plan-care), through the HTTP API: the
// plan paid in the sandbox → candidates → proposals → accept / decline → shifts booked as confirmed
// bookings paid from the plan → a delivered shift released after 48 h → withdrawal cancels the rest.

let ctx: TestContext;
// Monday 10 August 2026, 10:00 in São Paulo. The paid period runs Tuesday 11 August to
// 9 September; capped at the 21 shifts a month's charge pays for, its last shift is 8 September.
const T0 = new Date('2026-08-10T13:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
});
afterAll(async () => {
  await backgroundSettled();
  await ctx?.close();
});

async function familyWithPlan(planId = 'quarterly') {
  const family = await signedInFamily(ctx);
  const checkout = await family.client.post('/api/checkout', { planId });
  expect(checkout.status).toBe(201);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  expect((await family.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
  const current = (await (await family.client.get('/api/plans/current')).json()) as { plan: { id: string } };
  return { ...family, subscriptionId: current.plan.id };
}

async function careOf(client: TestClient): Promise<PlanCareDto> {
  const response = await client.get('/api/plan/care');
  expect(response.status).toBe(200);
  return planCareDtoSchema.parse(((await response.json()) as { care: unknown }).care);
}

async function proposalsOf(client: TestClient): Promise<PlanProposalDto[]> {
  const response = await client.get('/api/plan-proposals');
  expect(response.status).toBe(200);
  return planProposalsResponseSchema.parse(await response.json()).proposals;
}

describe('a care plan with caregivers', () => {
  it('runs from the paid plan to booked shifts, a released shift and a withdrawal', async () => {
    const family = await familyWithPlan('quarterly');
    // The plan's payment is in the ledger, held for the plan.
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id })).toBe(315000);

    const ana = await approvedCaregiver(ctx);
    const bia = await approvedCaregiver(ctx);
    const caio = await approvedCaregiver(ctx);

    const care = await careOf(family.client);
    expect(care).toMatchObject({
      planTitle: 'Vínculo Trimestral',
      periodoInicio: '2026-08-11',
      periodoFim: '2026-09-08',
      turnosNoPeriodo: 21,
      valorPorTurno: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 },
      semanaDescoberta: [1, 2, 3, 4, 5],
      assignments: [],
    });

    // Candidates: free for every shift of the weekdays in the period.
    const candidatesResponse = await family.client.get('/api/plan/candidates?diasSemana=1,2&turno=dia');
    expect(candidatesResponse.status).toBe(200);
    const candidates = planCandidatesResponseSchema.parse(await candidatesResponse.json()).candidates;
    expect(candidates.map((c) => c.cuidadorId)).toEqual(expect.arrayContaining([ana.id, bia.id, caio.id]));
    expect(candidates.find((c) => c.cuidadorId === ana.id)?.turnos).toBe(9); // 4 Mondays + 5 Tuesdays

    // One caregiver on three weekdays without the formal-hiring declaration is refused.
    const tooMany = await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [1, 2, 3], turno: 'dia' });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(await tooMany.json())).toContain('vinculoEscolha');

    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [1, 2], turno: 'dia' })).status).toBe(201);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: bia.id, diasSemana: [3, 4], turno: 'dia' })).status).toBe(201);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: caio.id, diasSemana: [5], turno: 'dia' })).status).toBe(201);
    // A weekday already given, or another shift kind, is refused.
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: caio.id, diasSemana: [2], turno: 'dia' })).status).toBe(409);
    expect((await careOf(family.client)).semanaDescoberta).toEqual([]);

    // The caregiver sees the proposal with the amounts before answering.
    const [proposal] = await proposalsOf(ana.client);
    expect(proposal).toMatchObject({
      diasSemana: [1, 2],
      turno: 'dia',
      horaInicio: '07:00',
      horaFim: '19:00',
      turnos: 9,
      valorPorTurno: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 },
      totalCaregiverCents: 121500,
      status: 'proposta',
      pedidoId: null,
    });
    const [notice] = await ctx.db.select().from(notificacoes).where(eq(notificacoes.userId, ana.id));
    expect(notice).toMatchObject({ tipo: 'plano' });
    // Nobody else answers for Ana.
    expect((await bia.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).status).toBe(404);

    // Ana accepts: her nine shifts are one confirmed booking, paid from the plan.
    const accepted = await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {});
    expect(accepted.status).toBe(200);
    const { proposal: after } = (await accepted.json()) as { proposal: PlanProposalDto };
    expect(after.status).toBe('aceita');
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, after.pedidoId!));
    expect(pedido).toMatchObject({ status: 'confirmada', dias: 9, planSubscriptionId: family.subscriptionId, precoTotalCentavos: 121500, taxaServicoCentavos: 13500 });
    const days = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, after.pedidoId!));
    expect(days).toHaveLength(9);
    expect(days.every((d) => d.status === 'confirmada' && d.horaInicio.startsWith('07:00'))).toBe(true);
    expect((await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).status).toBe(409);

    // Both agendas show it.
    const familyBookings = (await (await family.client.get('/api/bookings?scope=upcoming')).json()) as { bookings: { id: string; status: string }[] };
    expect(familyBookings.bookings.find((b) => b.id === after.pedidoId)).toMatchObject({ status: 'confirmada' });
    const anaBookings = (await (await ana.client.get('/api/bookings?scope=upcoming')).json()) as { bookings: { id: string }[] };
    expect(anaBookings.bookings.map((b) => b.id)).toContain(after.pedidoId);
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id })).toBe(315000 - 135000);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: after.pedidoId! })).toBe(135000);

    // Bia declines: the family sees it and can give those weekdays to someone else.
    const [biaProposal] = await proposalsOf(bia.client);
    expect((await bia.client.post(`/api/plan-proposals/${biaProposal!.id}/decline`, {})).status).toBe(200);
    const afterDecline = await careOf(family.client);
    expect(afterDecline.assignments.find((a) => a.cuidadorId === bia.id)?.status).toBe('recusada');
    expect(afterDecline.semanaDescoberta).toEqual([3, 4]);

    // Ana on a third weekday needs the family's formal-hiring declaration, recorded with the booking.
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [3], turno: 'dia' })).status).toBe(400);
    const formal = await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [3], turno: 'dia', vinculoEscolha: 'contratar_formalmente' });
    expect(formal.status).toBe(201);
    const third = (await proposalsOf(ana.client)).find((p) => p.status === 'proposta')!;
    const thirdAccepted = (await (await ana.client.post(`/api/plan-proposals/${third.id}/accept`, {})).json()) as { proposal: PlanProposalDto };
    const [ack] = await ctx.db.select().from(labourLawAcknowledgements).where(eq(labourLawAcknowledgements.pedidoId, thirdAccepted.proposal.pedidoId!));
    expect(ack).toMatchObject({ escolha: 'contratar_formalmente', familiaId: family.id, cuidadorId: ana.id });

    // Caio got another booking on a Friday since the proposal: accepting books nothing and says which.
    const other = await signedInFamily(ctx);
    await createBooking(ctx.db, { familiaId: other.id, cuidadorId: caio.id, dataInicio: '2026-08-21', horaInicio: '08:00', horaFim: '12:00', status: 'confirmada' });
    const [caioProposal] = await proposalsOf(caio.client);
    const refused = await caio.client.post(`/api/plan-proposals/${caioProposal!.id}/accept`, {});
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('21 de agosto');
    expect(await ctx.db.select().from(pedidosReserva).where(and(eq(pedidosReserva.cuidadorId, caio.id), eq(pedidosReserva.planSubscriptionId, family.subscriptionId)))).toEqual([]);

    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // Tuesday's shift ended at 19:00; 48 h later it is released to Ana's balance.
    ctx.setNow(new Date('2026-08-14T12:00:00Z'));
    expect(await releaseDueDays({ db: ctx.db, now: ctx.deps.now })).toBeGreaterThanOrEqual(1);
    const earnings = earningsDtoSchema.parse(await (await ana.client.get('/api/caregiver/earnings')).json());
    expect(earnings.availableCents).toBe(13500);
    // 'Saldo e Ganhos' lists the plan's shifts as any paid booking: what the plan paid for them, the
    // fee, her part, and the shifts not released yet as 'A receber' (docs/product.md#earnings).
    expect(earnings.bookings.find((b) => b.pedidoId === after.pedidoId)).toMatchObject({ familyPaidCents: 135000, feeCents: 13500, netCents: 121500 });
    const [thirdPedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, thirdAccepted.proposal.pedidoId!));
    expect(earnings.heldCents).toBe(121500 - 13500 + thirdPedido!.precoTotalCentavos);

    // The family withdraws within 7 days: every shift not yet started is cancelled, Ana is told,
    // and the ledger stays balanced (the refunded card leaves the plan's account).
    const refund = await family.client.post(`/api/plans/${family.subscriptionId}/refund`, {});
    expect(refund.status).toBe(200);
    const [ended] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, after.pedidoId!));
    expect(ended).toMatchObject({ status: 'cancelada', canceladoPor: 'familia' });
    const left = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, after.pedidoId!));
    expect(left.filter((d) => d.status === 'cancelada')).toHaveLength(8);
    const anaNotices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, ana.id), eq(notificacoes.tipo, 'plano')));
    expect(anaNotices.some((x) => x.mensagem.includes('cancelad'))).toBe(true);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: after.pedidoId! })).toBe(0);
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    // Ana's released shift stays hers.
    expect(((await (await ana.client.get('/api/caregiver/earnings')).json()) as { availableCents: number }).availableCents).toBe(13500);
    // Caio's proposal ended with the plan.
    expect(await proposalsOf(caio.client)).toEqual([]);

    // 'Baixar meus dados' lists the plan's proposals to both parties, ids and amounts only.
    const exported = await planAssignmentsForExport(ctx.db, ana.id);
    expect(exported).toHaveLength(2);
    expect(exported[0]).toMatchObject({ familia: family.id, cuidador: ana.id, diasDaSemana: 'segundas e terças', repasseCentavos: 13500, reserva: after.pedidoId });
    expect((await planAssignmentsForExport(ctx.db, family.id)).length).toBe(4);

    // The e-mails of the catalogue went out: the proposal, the answers, the cancelled shifts.
    await backgroundSettled();
    const kinds = (await ctx.db.select({ kind: emailOutbox.kind, text: emailOutbox.text }).from(emailOutbox)).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['plano-proposta', 'plano-aceito', 'plano-recusado', 'plano-encerrado']));
    const [proposalMail] = await ctx.db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.kind, 'plano-proposta'));
    expect(proposalMail!.text).toMatch(/R\$\s135,00 por plantão/);
  });

  it('a plan booking cancelled by its caregiver gives the shifts not started back to the plan', async () => {
    ctx.setNow(T0);
    const family = await familyWithPlan('monthly');
    const dora = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: dora.id, diasSemana: [4, 5], turno: 'noite' })).status).toBe(201);
    const [proposal] = await proposalsOf(dora.client);
    const { proposal: accepted } = (await (await dora.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: PlanProposalDto };
    const funds = () => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id });
    // Thursdays and Fridays of the period, 19:00 to 07:00, at R$ 160,00 each.
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, accepted.pedidoId!));
    expect(pedido).toMatchObject({ horaInicio: '19:00:00', horaFim: '07:00:00', status: 'confirmada' });
    expect(await funds()).toBe(336000 - pedido!.dias * 16000);

    const cancelled = await dora.client.post(`/api/bookings/${accepted.pedidoId}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'Outro compromisso' });
    expect(cancelled.status).toBe(200);
    expect(await funds()).toBe(336000);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: accepted.pedidoId! })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    // Thursday and Friday are free again on the family's page.
    const care = await careOf(family.client);
    expect(care.assignments[0]!.status).toBe('encerrada');
    expect(care.semanaDescoberta).toEqual([1, 2, 3, 4, 5]);
  });

  it('a day of a plan booking cancelled on its own goes back to the plan, once, and the rest later without it', async () => {
    ctx.setNow(T0);
    const family = await familyWithPlan('monthly');
    const rita = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: rita.id, diasSemana: [2], turno: 'dia' })).status).toBe(201);
    const [proposal] = await proposalsOf(rita.client);
    const { proposal: accepted } = (await (await rita.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: PlanProposalDto };
    const pedidoId = accepted.pedidoId!;
    const funds = () => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id });
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, pedidoId));
    const fundsAfterAccept = await funds();
    expect(fundsAfterAccept).toBe(336000 - pedido!.dias * 16000);

    // The family cancels the last Tuesday on its own (ADR 0045): its R$ 160,00 go back to the plan.
    const { ocorrencias } = (await (await family.client.get(`/api/bookings/${pedidoId}/occurrences`)).json()) as { ocorrencias: { id: string }[] };
    const last = ocorrencias.at(-1)!;
    const cancelled = await family.client.post(`/api/bookings/${pedidoId}/occurrences/${last.id}/cancel`, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' });
    expect(cancelled.status).toBe(200);
    expect(await funds()).toBe(fundsAfterAccept + 16000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // The caregiver then cancels the whole booking: the other days come back, that one not a second time.
    expect((await rita.client.post(`/api/bookings/${pedidoId}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda', motivo: 'Outro compromisso' })).status).toBe(200);
    expect(await funds()).toBe(336000);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it("a plan day the caregiver did not come to goes back to the plan's account, once", async () => {
    ctx.setNow(T0);
    // Check-in is watched for requests accepted since it exists (docs/product.md#visits): from before T0 here.
    await ctx.db.update(visitTracking).set({ desde: new Date(T0.getTime() - 86_400_000) });
    const family = await familyWithPlan('monthly');
    const lia = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: lia.id, diasSemana: [3], turno: 'dia' })).status).toBe(201);
    const [proposal] = await proposalsOf(lia.client);
    const { proposal: accepted } = (await (await lia.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: PlanProposalDto };
    const funds = () => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id });
    const before = await funds();
    const [first] = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, accepted.pedidoId!)).orderBy(reservas.startDatetime).limit(1);

    // An hour after the first Wednesday's 07:00 with nobody there, twice: one return of R$ 160,00.
    const noShowAt = new Date(first!.startDatetime.getTime() + 61 * 60_000);
    const deps = visitJobDeps(ctx.deps);
    await Promise.all([runVisitJobs({ ...deps, now: () => noShowAt }), runVisitJobs({ ...deps, now: () => noShowAt })]);
    await backgroundSettled();
    expect(await funds()).toBe(before + 16000);
    // Not released to the caregiver later either.
    await releaseDueDays({ db: ctx.db, now: () => new Date(first!.endDatetime.getTime() + 49 * 3_600_000) });
    expect(await accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId: lia.id })).toBe(0);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    await ctx.db.update(visitTracking).set({ desde: new Date() });
  });

  it('a renewal invoice books the next period with the caregivers who accepted', async () => {
    ctx.setNow(T0);
    const family = await familyWithPlan('quarterly');
    const eva = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: eva.id, diasSemana: [1, 2], turno: 'dia' })).status).toBe(201);
    const [proposal] = await proposalsOf(eva.client);
    expect((await eva.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).status).toBe(200);
    const [row] = await ctx.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, family.subscriptionId));

    // The provider's renewal: a new invoice of the plan's amount for the next month.
    const renewalAt = new Date('2026-09-10T13:00:00Z');
    ctx.setNow(renewalAt);
    const invoice = {
      id: 'in_sandbox_renovacao',
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_cycle',
      customer: row!.providerCustomerId,
      amount_paid: 315000,
      currency: 'brl',
      parent: { type: 'subscription_details', subscription_details: { subscription: row!.providerSubscriptionId, metadata: { [METADATA.subscriptionRowId]: row!.id } } },
      lines: { object: 'list', data: [{ amount: 315000, period: { start: renewalAt.getTime() / 1000, end: Date.parse('2026-10-10T13:00:00Z') / 1000 } }] },
    };
    const event = signedStripeEvent('invoice.paid', invoice, { at: renewalAt, secret: sandboxWebhookSecret(testEnv().AUTH_SECRET) });
    const delivered = await ctx.app.request(`${TEST_ORIGIN}/api/payments/webhook`, { method: 'POST', headers: { 'stripe-signature': event.signature }, body: event.body });
    expect(delivered.status).toBe(200);

    // Eva's Mondays and Tuesdays from 10 September to 9 October: a second confirmed booking.
    const bookings = await ctx.db
      .select()
      .from(pedidosReserva)
      .where(and(eq(pedidosReserva.cuidadorId, eva.id), eq(pedidosReserva.planSubscriptionId, family.subscriptionId)))
      .orderBy(pedidosReserva.dataInicio);
    expect(bookings.map((b) => [b.dataInicio, b.dataFim, b.status])).toEqual([
      ['2026-08-11', '2026-09-08', 'confirmada'],
      ['2026-09-14', '2026-10-06', 'confirmada'],
    ]);
    expect(bookings[1]!.dias).toBe(8);
    // The renewed period's booking has its own contract with the plan's terms (docs/product.md#contract).
    const renewedContract = await family.client.get(`/api/bookings/${bookings[1]!.id}/contract`);
    expect(((await renewedContract.json()) as { contract: { templateVersion: string } | null }).contract?.templateVersion).toBe('v4');
    expect(await accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id })).toBe(2 * 315000 - 9 * 15000 - 8 * 15000);
    const notices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, eva.id), eq(notificacoes.tipo, 'plano')));
    expect(notices.some((x) => x.mensagem.includes('renovado'))).toBe(true);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
    // The same delivery again books nothing more.
    await ctx.app.request(`${TEST_ORIGIN}/api/payments/webhook`, { method: 'POST', headers: { 'stripe-signature': event.signature }, body: event.body });
    expect(await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.planSubscriptionId, family.subscriptionId))).toHaveLength(2);
  });

  it('answers 404 without a running plan, and refuses the other roles', async () => {
    ctx.setNow(T0);
    const family = await signedInFamily(ctx);
    expect((await family.client.get('/api/plan/care')).status).toBe(404);
    const caregiver = await approvedCaregiver(ctx);
    expect((await caregiver.client.get('/api/plan/care')).status).toBe(403);
    expect((await family.client.get('/api/plan-proposals')).status).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/plan-proposals')).status).toBe(401);
  });
});
