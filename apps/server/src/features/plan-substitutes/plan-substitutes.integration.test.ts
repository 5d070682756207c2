import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planProposalsResponseSchema } from '@cuidar/domain/plan-care';
import { planSubstitutesResponseSchema, planSubstitutionsResponseSchema, visitSubstitutesResponseSchema, type PlanSubstitutesDto, type PlanSubstitutionDto } from '@cuidar/domain/plan-substitutes';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, TEST_PASSWORD, type TestClient, type TestContext } from '../../../test/helpers';
import { signedInOperator } from '../../../test/operators';
import { backgroundSettled } from '../../background';
import { createAvailabilitySlot, createBooking } from '../../db/factories';
import { cuidadorProfiles, emailOutbox, ledgerTransactions, notificacoes, pedidosReserva, planAssignments, profiles, reservas, visitPresence } from '../../db/schema';
import { accountBalance, checkLedger } from '../ledger/service';
import { planSubstitutionsForExport, runSubstitutionExpiryNotices } from './service';

// Substitutes when a plan's caregiver cannot go (docs/product.md#plan-substitutes), through the
// HTTP API: a plan caregiver cancels a shift → the family is told and offered the best 3 available
// verified caregivers → proposes one → she accepts → the shift is booked from the plan's account.

let ctx: TestContext;
// Monday 10 August 2026, 10:00 in São Paulo; the paid period runs 11 August to 8 September.
const T0 = new Date('2026-08-10T13:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.setNow(T0);
});
afterAll(async () => {
  await backgroundSettled();
  await ctx?.close();
});

async function familyWithPlan() {
  const family = await signedInFamily(ctx);
  const checkout = await family.client.post('/api/checkout', { planId: 'quarterly' });
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  expect((await family.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
  const current = (await (await family.client.get('/api/plans/current')).json()) as { plan: { id: string } };
  return { ...family, subscriptionId: current.plan.id };
}

async function substitutesOf(client: TestClient): Promise<PlanSubstitutesDto> {
  const response = await client.get('/api/plan/substitutes');
  expect(response.status).toBe(200);
  return planSubstitutesResponseSchema.parse(await response.json()).substitutes;
}

async function substitutionsOf(client: TestClient): Promise<PlanSubstitutionDto[]> {
  const response = await client.get('/api/plan-substitutions');
  expect(response.status).toBe(200);
  return planSubstitutionsResponseSchema.parse(await response.json()).substitutions;
}

async function cancelDay(client: TestClient, pedidoId: string, date: string) {
  const [day] = await ctx.db.select({ id: reservas.id }).from(reservas).where(and(eq(reservas.pedidoId, pedidoId), eq(reservas.dataReserva, date)));
  const response = await client.post(`/api/bookings/${pedidoId}/occurrences/${day!.id}/cancel`, { escopo: 'dia', motivoCodigo: 'problema_de_saude' });
  expect(response.status).toBe(200);
}

const fundsOf = (family: { id: string; subscriptionId: string }) => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: family.subscriptionId, familiaId: family.id });

describe('substitutes for plan shifts', () => {
  it('offers only available verified caregivers, books the chosen one from the plan once, and offers again when she goes', async () => {
    const family = await familyWithPlan();
    const ana = await approvedCaregiver(ctx);
    // Ana takes the plan's Mondays: 17, 24, 31 August and 7 September.
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [1], turno: 'dia' })).status).toBe(201);
    const [proposal] = planProposalsResponseSchema.parse(await (await ana.client.get('/api/plan-proposals')).json()).proposals;
    const accepted = (await (await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: { pedidoId: string } };
    const anaPedido = accepted.proposal.pedidoId;
    expect(await fundsOf(family)).toBe(315000 - 4 * 15000);

    // Nothing is open yet.
    expect((await substitutesOf(family.client)).datas).toEqual([]);

    // The pool: one suspended, one busy on the 17th, one whose availability leaves the 17th out,
    // and four free (only three are offered).
    const bia = await approvedCaregiver(ctx);
    await ctx.db.update(cuidadorProfiles).set({ verificacao: 'suspenso' }).where(eq(cuidadorProfiles.id, bia.id));
    const caio = await approvedCaregiver(ctx);
    const other = await signedInFamily(ctx);
    await createBooking(ctx.db, { familiaId: other.id, cuidadorId: caio.id, dataInicio: '2026-08-17', horaInicio: '08:00', horaFim: '12:00', status: 'confirmada' });
    const duda = await approvedCaregiver(ctx);
    await createAvailabilitySlot(ctx.db, { cuidadorId: duda.id, date: '2026-08-18', start: '07:00', end: '19:00' });
    const free = [await approvedCaregiver(ctx), await approvedCaregiver(ctx), await approvedCaregiver(ctx), await approvedCaregiver(ctx)];

    // Ana cannot go on Monday the 17th: the family is told, by notification and e-mail.
    await cancelDay(ana.client, anaPedido, '2026-08-17');
    expect(await fundsOf(family)).toBe(315000 - 3 * 15000);
    const notices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.link, '/plano/substitutos')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.mensagem).toContain('escolha um substituto');
    await backgroundSettled();
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'plano-substituto-necessario'));
    expect(mail!.text).toContain('17 de agosto');
    // The cancellation's own notice and e-mail say where the money went: the plan's account, not the card.
    const [cancelNotice] = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.tipo, 'reserva_cancelada')));
    expect(cancelNotice!.mensagem).toContain('o valor dos dias cancelados volta para a conta do seu plano.');
    const [cancelMail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'reserva-cancelada-cuidador'));
    expect(cancelMail!.text).toContain('voltam para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.');
    expect(cancelMail!.text).not.toContain('você recebe de volta');

    const offer = await substitutesOf(family.client);
    expect(offer).toMatchObject({ datas: ['2026-08-17'], turno: 'dia', horaInicio: '07:00', horaFim: '19:00', valorPorTurno: { dailyPriceCents: 15000, feeCents: 1500, caregiverCents: 13500 } });
    expect(offer.candidates).toHaveLength(3);
    const offered = offer.candidates.map((c) => c.cuidadorId);
    for (const id of offered) expect(free.map((f) => f.id)).toContain(id);
    for (const never of [ana.id, bia.id, caio.id, duda.id]) expect(offered).not.toContain(never);

    // Choosing: never the caregiver who cancelled, never a busy one.
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: ana.id })).status).toBe(400);
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: caio.id })).status).toBe(409);
    const [eva, fabi] = offered.map((id) => free.find((f) => f.id === id)!);
    const sent = await family.client.post('/api/plan/substitutions', { cuidadorId: eva!.id });
    expect(sent.status).toBe(201);
    // The shift is held by the proposal: nothing else is open, a second proposal is refused.
    expect((await substitutesOf(family.client)).datas).toEqual([]);
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: fabi!.id })).status).toBe(409);

    // Eva sees what she receives per shift before committing.
    const [evaSees] = await substitutionsOf(eva!.client);
    expect(evaSees).toMatchObject({ datas: ['2026-08-17'], turno: 'dia', valorPorTurno: { caregiverCents: 13500, feeCents: 1500 }, totalCaregiverCents: 13500, status: 'proposta', pedidoId: null });
    await backgroundSettled();
    const [evaMail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'plano-substituicao'));
    expect(evaMail!.text).toMatch(/R\$\s135,00 por plantão/);
    // Nobody else answers for Eva.
    expect((await fabi!.client.post(`/api/plan-substitutions/${evaSees!.id}/accept`, {})).status).toBe(404);

    // Eva accepts: the shift is booked from the plan's account, balanced, once.
    const ok = await eva!.client.post(`/api/plan-substitutions/${evaSees!.id}/accept`, {});
    expect(ok.status).toBe(200);
    const { substitution } = (await ok.json()) as { substitution: PlanSubstitutionDto };
    expect(substitution.status).toBe('aceita');
    const [pedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, substitution.pedidoId!));
    expect(pedido).toMatchObject({ status: 'confirmada', cuidadorId: eva!.id, planSubscriptionId: family.subscriptionId, dias: 1, precoTotalCentavos: 13500, taxaServicoCentavos: 1500 });
    const days = await ctx.db.select().from(reservas).where(eq(reservas.pedidoId, pedido!.id));
    expect(days.map((d) => [d.dataReserva, d.status])).toEqual([['2026-08-17', 'confirmada']]);
    expect(await fundsOf(family)).toBe(315000 - 4 * 15000);
    expect(await accountBalance(ctx.db, { kind: 'escrow', pedidoId: pedido!.id })).toBe(15000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // A second acceptance of the same shifts is refused and moves no money.
    const again = await eva!.client.post(`/api/plan-substitutions/${evaSees!.id}/accept`, {});
    expect(again.status).toBe(409);
    const allocations = await ctx.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `plan_allocation:${pedido!.id}%`));
    expect(allocations).toHaveLength(1);
    expect(await fundsOf(family)).toBe(315000 - 4 * 15000);
    // The shift is on Eva's agenda and the family's.
    const evaBookings = (await (await eva!.client.get('/api/bookings?scope=upcoming')).json()) as { bookings: { id: string }[] };
    expect(evaBookings.bookings.map((b) => b.id)).toContain(pedido!.id);
    expect((await substitutesOf(family.client)).substitutions[0]).toMatchObject({ status: 'aceita', outraParte: expect.any(String) });

    // Ana cannot go on the 24th either; Fabi declines; the shift is open again for another.
    await cancelDay(ana.client, anaPedido, '2026-08-24');
    const second = await substitutesOf(family.client);
    expect(second.datas).toEqual(['2026-08-24']);
    expect(second.candidates.map((c) => c.cuidadorId)).not.toContain(ana.id);
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: fabi!.id })).status).toBe(201);
    const [fabiSees] = await substitutionsOf(fabi!.client);
    expect((await fabi!.client.post(`/api/plan-substitutions/${fabiSees!.id}/decline`, {})).status).toBe(200);
    expect((await fabi!.client.post(`/api/plan-substitutions/${fabiSees!.id}/accept`, {})).status).toBe(409);
    const afterDecline = await substitutesOf(family.client);
    expect(afterDecline.datas).toEqual(['2026-08-24']);
    expect(afterDecline.substitutions.find((s) => s.id === fabiSees!.id)?.status).toBe('recusada');

    // Eva is suspended: her plan shift is cancelled, its money back in the plan, the 17th open again
    // and the family told; Eva is no longer offered.
    const operator = await signedInOperator(ctx);
    const suspended = await operator.client.post(`/api/operador/cuidadores/${eva!.id}/decisao`, { acao: 'suspender', de: 'aprovado', motivo: 'denuncia_procedente', observacao: 'Relato confirmado.' });
    expect(suspended.status).toBe(200);
    const [evaPedido] = await ctx.db.select().from(pedidosReserva).where(eq(pedidosReserva.id, pedido!.id));
    expect(evaPedido).toMatchObject({ status: 'cancelada', canceladoPor: 'cuidador' });
    await backgroundSettled();
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'plano-substituto-necessario'))).toHaveLength(3);
    expect(await fundsOf(family)).toBe(315000 - 3 * 15000 + 15000);
    const third = await substitutesOf(family.client);
    expect(third.datas).toEqual(['2026-08-17', '2026-08-24']);
    expect(third.candidates.map((c) => c.cuidadorId)).not.toContain(eva!.id);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);

    // 'Baixar meus dados': both parties, ids and amounts only.
    const exported = await planSubstitutionsForExport(ctx.db, eva!.id);
    expect(exported).toEqual([expect.objectContaining({ familia: family.id, cuidador: eva!.id, datas: ['2026-08-17'], repasseCentavos: 13500, reserva: pedido!.id })]);
    expect((await planSubstitutionsForExport(ctx.db, family.id)).length).toBe(2);
  });

  it('a family that cancels its own plan shift is not offered substitutes for it', async () => {
    const family = await familyWithPlan();
    const ana = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [2], turno: 'dia' })).status).toBe(201);
    const [proposal] = planProposalsResponseSchema.parse(await (await ana.client.get('/api/plan-proposals')).json()).proposals;
    const accepted = (await (await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: { pedidoId: string } };
    const [day] = await ctx.db.select({ id: reservas.id }).from(reservas).where(and(eq(reservas.pedidoId, accepted.proposal.pedidoId), eq(reservas.dataReserva, '2026-08-18')));
    expect((await family.client.post(`/api/bookings/${accepted.proposal.pedidoId}/occurrences/${day!.id}/cancel`, { escopo: 'dia', motivoCodigo: 'mudanca_de_planos' })).status).toBe(200);
    expect((await substitutesOf(family.client)).datas).toEqual([]);
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: ana.id })).status).toBe(409);
  });

  it('a plan caregiver who deletes her account leaves her shifts open, and the family is told', async () => {
    const family = await familyWithPlan();
    const ana = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [3], turno: 'dia' })).status).toBe(201);
    const [proposal] = planProposalsResponseSchema.parse(await (await ana.client.get('/api/plan-proposals')).json()).proposals;
    expect((await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).status).toBe(200);
    expect((await ana.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    // Wednesdays 12, 19, 26 August and 2 September are open; Ana is never offered.
    const offer = await substitutesOf(family.client);
    expect(offer.datas).toEqual(['2026-08-12', '2026-08-19', '2026-08-26', '2026-09-02']);
    expect(offer.candidates.map((c) => c.cuidadorId)).not.toContain(ana.id);
    const notices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.link, '/plano/substitutos')));
    expect(notices).toHaveLength(1);
    expect(await fundsOf(family)).toBe(315000);
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('a caregiver who deletes her account before answering a proposal: it is declined, the family is told and can choose another', async () => {
    const family = await familyWithPlan();
    const ana = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [4], turno: 'dia' })).status).toBe(201);
    const [named] = await ctx.db.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(eq(profiles.id, ana.id));
    expect((await ana.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    const [assignment] = await ctx.db.select().from(planAssignments).where(and(eq(planAssignments.familiaId, family.id), eq(planAssignments.cuidadorId, ana.id)));
    expect(assignment?.status).toBe('recusada');
    const notices = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), eq(notificacoes.link, '/plano/cuidadores')));
    expect(notices.map((row) => row.mensagem)).toContainEqual(expect.stringMatching(/não pode cuidar às quintas pelo seu plano\. Escolha outro cuidador\.$/));
    // Her name is not kept in the notice (the deletion redacts it).
    expect(notices.some((row) => row.mensagem.includes(`${named!.firstName} ${named!.lastName}`))).toBe(false);
    // Thursdays are free to propose to someone else.
    const bia = await approvedCaregiver(ctx);
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: bia.id, diasSemana: [4], turno: 'dia' })).status).toBe(201);
  });

  it('a proposal nobody answers before its first shift expires: the family is told once, and the shifts not started are open again', async () => {
    ctx.setNow(T0);
    const family = await familyWithPlan();
    const ana = await approvedCaregiver(ctx);
    // Ana takes the plan's Tuesdays (18 and 25 August, 1 and 8 September) and gives up the 18th and the 25th.
    expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [2], turno: 'dia' })).status).toBe(201);
    const [proposal] = planProposalsResponseSchema.parse(await (await ana.client.get('/api/plan-proposals')).json()).proposals;
    const { proposal: accepted } = (await (await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {})).json()) as { proposal: { pedidoId: string } };
    await cancelDay(ana.client, accepted.pedidoId, '2026-08-18');
    await cancelDay(ana.client, accepted.pedidoId, '2026-08-25');
    const offer = await substitutesOf(family.client);
    expect(offer.datas).toEqual(['2026-08-18', '2026-08-25']);
    expect((await family.client.post('/api/plan/substitutions', { cuidadorId: offer.candidates[0]!.cuidadorId })).status).toBe(201);
    const expiredNotices = () =>
      ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, family.id), like(notificacoes.dedupeKey, 'substituicao:expirada:%')));

    // Before the first shift: nothing to tell.
    const job = (at: Date) => runSubstitutionExpiryNotices({ db: ctx.db, now: () => at });
    await job(new Date(saoPauloToInstant('2026-08-18', '06:59')));
    expect(await expiredNotices()).toHaveLength(0);

    // The 18th began with no answer: two processes run the job, the family is told once.
    const after = new Date(saoPauloToInstant('2026-08-18', '07:01'));
    await Promise.all([job(after), job(after)]);
    const notices = await expiredNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: '/plano/substitutos', tipo: 'plano' });
    expect(notices[0]!.mensagem).toMatch(/não respondeu à proposta de substituição antes do primeiro plantão\. Os plantões que ainda não começaram precisam de outro substituto\.$/);
    await job(new Date(after.getTime() + 3_600_000));
    expect(await expiredNotices()).toHaveLength(1);

    // The 25th is open again for another substitute.
    ctx.setNow(after);
    expect((await substitutesOf(family.client)).datas).toEqual(['2026-08-25']);
    ctx.setNow(T0);
  });

  it("'Encontrar substituto' for a day without arrival: the rest of the shift and the best available caregivers, never the day's", async () => {
    const family = await signedInFamily(ctx);
    const late = await approvedCaregiver(ctx);
    // Today (T0 is 10:00 in São Paulo), 07:00 to 19:00, and nobody arrived.
    const pedido = await createBooking(ctx.db, { familiaId: family.id, cuidadorId: late.id, dataInicio: '2026-08-10', horaInicio: '07:00', horaFim: '19:00', status: 'confirmada' });
    const [day] = await ctx.db.select({ id: reservas.id }).from(reservas).where(eq(reservas.pedidoId, pedido.id));
    const busy = await approvedCaregiver(ctx);
    const other = await signedInFamily(ctx);
    await createBooking(ctx.db, { familiaId: other.id, cuidadorId: busy.id, dataInicio: '2026-08-10', horaInicio: '14:00', horaFim: '16:00', status: 'confirmada' });

    const response = await family.client.get(`/api/visits/${day!.id}/substitutes`);
    expect(response.status).toBe(200);
    const { substitutes } = visitSubstitutesResponseSchema.parse(await response.json());
    expect(substitutes).toMatchObject({ data: '2026-08-10', horaInicio: '10:00', horaFim: '19:00', dePlano: false });
    expect(substitutes.candidates.length).toBeGreaterThan(0);
    expect(substitutes.candidates.length).toBeLessThanOrEqual(3);
    const ids = substitutes.candidates.map((c) => c.cuidadorId);
    expect(ids).not.toContain(late.id);
    expect(ids).not.toContain(busy.id);

    // Another family's day is not found; once the arrival is recorded, no substitute is needed.
    expect((await other.client.get(`/api/visits/${day!.id}/substitutes`)).status).toBe(404);
    await ctx.db.insert(visitPresence).values({ reservaId: day!.id, familiaId: family.id, cuidadorId: late.id, checkInAt: T0, checkInMethod: 'botao' });
    expect((await family.client.get(`/api/visits/${day!.id}/substitutes`)).status).toBe(409);
  });
});
