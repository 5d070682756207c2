import { startTwoFactorResponseSchema } from '@cuidar/domain/account-settings';
import { buildContract, contractPlainText } from '@cuidar/domain/contract-template';
import { bookingResponseSchema } from '@cuidar/domain/bookings';
import type { BookingContractDto } from '@cuidar/domain/contracts';
import { bookingOccurrencesResponseSchema, occurrenceCancellationQuoteResponseSchema } from '@cuidar/domain/occurrence-cancellation';
import type { PlanProposalDto } from '@cuidar/domain/plan-care';
import { formatCentavos } from '@cuidar/domain/format';
import { saoPauloToInstant } from '@cuidar/domain/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCaregiver, signedInFamily } from '../../../test/caregiver';
import { createTestContext, TEST_PASSWORD, type TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { totpCode } from '../../../test/totp';
import { backgroundSettled } from '../../background';
import { createOperator } from '../../db/factories';
import { auditLog, bookingContracts, bookingRefunds, emailOutbox, notificacoes, planAssignments, user, visitTracking } from '../../db/schema';
import { contractInputFor, renderContractPdf, sha256Hex } from '../contracts/service';
import { accountBalance, checkLedger } from '../ledger/service';
import { runVisitJobs, visitJobDeps } from '../visits/service';

// The gaps of a care plan's booking closed (docs/product.md#plan-care): it has its contract with the
// plan's terms; the cancellation policy's compensation applies to its shifts, paid from the plan's
// money with the rest back to the plan's account; an operator's refund on a dispute about one of its
// shifts goes back to the plan's account.

let ctx: TestContext;
// Monday 10 August 2026, 10:00 in São Paulo; the paid period runs Tuesday 11 August to 8 September.
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
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  expect((await family.client.post(`/api/payments/sandbox/${sessionId}/confirm`)).status).toBe(200);
  const current = (await (await family.client.get('/api/plans/current')).json()) as { plan: { id: string } };
  return { ...family, subscriptionId: current.plan.id };
}

async function operator(): Promise<{ client: TestClient; id: string }> {
  const created = await createOperator(ctx.db, { password: TEST_PASSWORD });
  const client = await signedInClient(ctx, created.id);
  const started = await client.post('/api/account/two-factor/start', { currentPassword: TEST_PASSWORD });
  const { setup } = startTwoFactorResponseSchema.parse(await started.json());
  expect((await client.post('/api/account/two-factor/confirm', { code: totpCode(setup.secret) })).status).toBe(200);
  return { client, id: created.id };
}

/** The family's plan with Ana on Mondays and Tuesdays (day shift): 9 shifts, R$ 150,00 each (R$ 135,00 hers + R$ 15,00 fee). */
async function planBookingWithAna() {
  ctx.setNow(T0);
  const family = await familyWithPlan('quarterly');
  const ana = await approvedCaregiver(ctx);
  expect((await family.client.post('/api/plan/assignments', { cuidadorId: ana.id, diasSemana: [1, 2], turno: 'dia' })).status).toBe(201);
  const [proposal] = (await (await ana.client.get('/api/plan-proposals')).json()).proposals as PlanProposalDto[];
  const accepted = await ana.client.post(`/api/plan-proposals/${proposal!.id}/accept`, {});
  expect(accepted.status).toBe(200);
  const pedidoId = ((await accepted.json()) as { proposal: PlanProposalDto }).proposal.pedidoId!;
  return { family, ana, pedidoId, assignmentId: proposal!.id };
}

const planFunds = (f: { id: string; subscriptionId: string }) => accountBalance(ctx.db, { kind: 'plan_funds', subscriptionId: f.subscriptionId, familiaId: f.id });
const available = (cuidadorId: string) => accountBalance(ctx.db, { kind: 'caregiver_available', cuidadorId });
const escrow = (pedidoId: string) => accountBalance(ctx.db, { kind: 'escrow', pedidoId });
const platformFee = () => accountBalance(ctx.db, { kind: 'platform_fee' });

async function occurrences(client: TestClient, pedidoId: string) {
  const response = await client.get(`/api/bookings/${pedidoId}/occurrences`);
  expect(response.status).toBe(200);
  return bookingOccurrencesResponseSchema.parse(await response.json()).ocorrencias;
}

describe("a care plan's booking", () => {
  it('has its contract with the plan’s terms, made when the caregiver accepts, for both parties only', async () => {
    const { family, ana, pedidoId } = await planBookingWithAna();
    for (const client of [family.client, ana.client]) {
      const response = await client.get(`/api/bookings/${pedidoId}/contract`);
      expect(response.status).toBe(200);
      const { contract } = (await response.json()) as { contract: BookingContractDto };
      expect(contract).toMatchObject({ bookingId: pedidoId, templateVersion: 'v4', isAvailable: true, createdAt: T0.toISOString() });
      const pdf = await client.get(`/api/bookings/${pedidoId}/contract/pdf`);
      expect(pdf.status).toBe(200);
      expect(sha256Hex(new Uint8Array(await pdf.arrayBuffer()))).toBe(contract.sha256);
    }
    const stranger = await approvedCaregiver(ctx);
    expect((await stranger.client.get(`/api/bookings/${pedidoId}/contract`)).status).toBe(404);
    // Its details say it is the plan's (no hourly price applies), to both parties.
    for (const client of [family.client, ana.client]) {
      const { booking } = bookingResponseSchema.parse(await (await client.get(`/api/bookings/${pedidoId}`)).json());
      expect(booking.pagoPeloPlano).toBe(true);
    }

    // The stored bytes are the plan's template drawn from this booking: the plan, its price per
    // shift, the caregiver's share and the fee inside it, and cancelled money back to the plan.
    const input = await contractInputFor(ctx.db, pedidoId, T0, ctx.deps.env.PUBLIC_URL);
    const doc = buildContract(input!);
    const [stored] = await ctx.db.select().from(bookingContracts).where(eq(bookingContracts.pedidoId, pedidoId));
    expect(sha256Hex(await renderContractPdf(doc, T0))).toBe(stored!.sha256);
    const text = contractPlainText(doc);
    expect(text).toContain('Plantões do plano Vínculo Trimestral');
    expect(text).toMatch(/Preço do plano por plantão: R\$\s150,00/);
    expect(text).toMatch(/O que o cuidador recebe por plantão: R\$\s135,00 \(9 plantões: R\$\s1\.215,00\)/);
    expect(text).toMatch(/R\$\s15,00 por plantão/);
    expect(text).toContain('volta para a conta do plano');
    expect(text).toContain('toda semana, às segundas e terças');
  });

  it('a no-show on one of its shifts returns that shift to the plan’s account, and the family is told so, not a card refund', async () => {
    // This file's clock is in August 2026; check-in (and so the no-show watch) began before it.
    await ctx.db.update(visitTracking).set({ desde: new Date('2026-08-01T00:00:00Z') }).where(eq(visitTracking.id, 1));
    const { family, ana, pedidoId } = await planBookingWithAna();
    const before = await planFunds(family);
    // Tuesday 11 August, 08:01: Ana's 07:00 shift has no arrival an hour after its start.
    const at = new Date(saoPauloToInstant('2026-08-11', '08:01'));
    ctx.setNow(at);
    await runVisitJobs({ ...visitJobDeps(ctx.deps), now: () => at });
    await backgroundSettled();
    // The shift's R$ 150,00 (her R$ 135,00 and the R$ 15,00 fee) goes back to the plan's account, once.
    expect(await planFunds(family)).toBe(before + 15000);
    await runVisitJobs({ ...visitJobDeps(ctx.deps), now: () => new Date(at.getTime() + 600_000) });
    expect(await planFunds(family)).toBe(before + 15000);
    expect(await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, pedidoId))).toEqual([]);

    const noticeTo = async (userId: string) =>
      (await ctx.db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(eq(notificacoes.userId, userId))).map((row) => row.mensagem);
    expect(await noticeTo(family.id)).toContainEqual(expect.stringMatching(/não registrou a chegada .* O valor desse dia volta para a conta do seu plano\.$/));
    expect(await noticeTo(ana.id)).toContainEqual(expect.stringMatching(/registrado como falta e o valor voltou para o plano da família\.$/));
    const [account] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, family.id));
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, account!.email), eq(emailOutbox.kind, 'visita-falta')));
    expect(mail?.subject).toBe('Falta registrada: o valor do dia volta para o seu plano');
    expect(mail?.text).toContain('volta para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.');
    expect(mail?.text).not.toContain('mesmo meio de pagamento');
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('applies the cancellation policy to its shifts from the plan’s money, and the operator’s dispute refund goes back to the plan', async () => {
    const { family, ana, pedidoId, assignmentId } = await planBookingWithAna();
    expect(await planFunds(family)).toBe(315000 - 135000);
    const feeBefore = await platformFee();

    // Tuesday 11 August's shift (07:00–19:00) was delivered; the family reports a problem that evening.
    ctx.setNow(new Date(saoPauloToInstant('2026-08-11', '20:00')));
    const opened = await family.client.post(`/api/bookings/${pedidoId}/problema`, { motivo: 'atraso_ou_saida', descricao: 'Chegou às 9h em vez das 7h.' });
    expect(opened.status).toBe(201);
    const { id: disputeId } = (await opened.json()) as { id: string };
    const team = await operator();
    const decided = await team.client.post(`/api/operador/disputas/${disputeId}/decidir`, { decisao: 'reembolso_total', nota: 'O atraso foi confirmado pela cuidadora.' });
    expect(decided.status).toBe(200);
    // Everything held (R$ 150,00: her share and the fee) goes back to the plan's account, not to a card.
    expect(await planFunds(family)).toBe(180000 + 15000);
    expect(await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.pedidoId, pedidoId))).toEqual([]);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'dispute_decided'), eq(auditLog.objectId, disputeId)));
    expect(audit).toMatchObject({ actorId: team.id, reason: 'O atraso foi confirmado pela cuidadora.' });
    // Its e-mails say where the money went.
    await backgroundSettled();
    const decidedMails = await ctx.db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(emailOutbox.kind, 'disputa-decidida'));
    expect(decidedMails.some((mail) => /Devolvido à conta do plano da família no Cuidar: R\$\s150,00/.test(mail.text))).toBe(true);
    // A second decision is refused and moves nothing.
    expect((await team.client.post(`/api/operador/disputas/${disputeId}/decidir`, { decisao: 'reembolso_total', nota: 'De novo.' })).status).toBe(409);
    expect(await planFunds(family)).toBe(195000);

    // Sunday 16 August, 20:00: Monday 17's shift starts in 11 hours. The family cancels only that
    // day, late: half of what Ana receives for it (R$ 67,50) is hers at once, the fee (R$ 15,00)
    // stays with Cuidar, the rest (R$ 67,50) goes back to the plan's account.
    ctx.setNow(new Date(saoPauloToInstant('2026-08-16', '20:00')));
    const days = await occurrences(family.client, pedidoId);
    const monday17 = days.find((d) => d.data === '2026-08-17')!;
    const quote = occurrenceCancellationQuoteResponseSchema.parse(
      await (await family.client.get(`/api/bookings/${pedidoId}/occurrences/${monday17.id}/cancellation-quote?escopo=dia`)).json(),
    ).quote;
    expect(quote).toMatchObject({ rule: 'familia_tardia', toCaregiverCents: 6750, feeKeptCents: 1500, refundToFamilyCents: 6750, pagoPeloPlano: true });
    const cancelDay = () => family.client.post(`/api/bookings/${pedidoId}/occurrences/${monday17.id}/cancel`, { escopo: 'dia', motivoCodigo: 'paciente_internado' });
    expect((await cancelDay()).status).toBe(200);
    expect(await available(ana.id)).toBe(6750);
    expect(await planFunds(family)).toBe(195000 + 6750);
    expect(await platformFee()).toBe(feeBefore + 1500);
    // The same day again: refused, nothing moves twice.
    expect((await cancelDay()).status).toBe(409);
    expect(await planFunds(family)).toBe(201750);
    expect(await available(ana.id)).toBe(6750);

    // Ana cancels Tuesday 18: everything of that shift goes back to the plan's account.
    const tuesday18 = days.find((d) => d.data === '2026-08-18')!;
    expect((await ana.client.post(`/api/bookings/${pedidoId}/occurrences/${tuesday18.id}/cancel`, { escopo: 'dia', motivoCodigo: 'conflito_de_agenda' })).status).toBe(200);
    expect(await planFunds(family)).toBe(201750 + 15000);
    expect(await available(ana.id)).toBe(6750);

    // The family cancels the rest of the booking. It has started, so the policy's late rule applies
    // to the six shifts not started: half of the next one (Monday 24) to Ana, their fee to Cuidar,
    // the rest (6 × R$ 150,00 − R$ 67,50 − 6 × R$ 15,00 = R$ 742,50) back to the plan's account.
    const whole = await family.client.post(`/api/bookings/${pedidoId}/cancel`, { motivoCodigo: 'mudanca_de_planos' });
    expect(whole.status).toBe(200);
    expect(await available(ana.id)).toBe(6750 + 6750);
    expect(await planFunds(family)).toBe(216750 + 74250);
    expect(await platformFee()).toBe(feeBefore + 1500 + 9000);
    // Nothing is left in escrow: the disputed shift went back, every other shift was settled.
    expect(await escrow(pedidoId)).toBe(0);
    const [assignment] = await ctx.db.select().from(planAssignments).where(eq(planAssignments.id, assignmentId));
    expect(assignment?.status).toBe('encerrada');
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it("the caregiver cancels a whole plan booking: the family's e-mail says the money went back to the plan's account", async () => {
    const { family, ana, pedidoId } = await planBookingWithAna();
    const before = await planFunds(family);
    const cancelled = await ana.client.post(`/api/bookings/${pedidoId}/caregiver-cancel`, { motivoCodigo: 'conflito_de_agenda' });
    expect(cancelled.status).toBe(200);
    // Nothing had started: all nine shifts (9 × R$ 150,00) back to the plan's account.
    expect(await planFunds(family)).toBe(before + 9 * 15000);
    await backgroundSettled();
    const [account] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, family.id));
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, account!.email), eq(emailOutbox.kind, 'reserva-cancelada-cuidador')));
    expect(mail!.text).toContain(`o valor integral (${formatCentavos(9 * 15000)}) volta para a conta do seu plano no Cuidar. O que sobrar nela quando o plano terminar volta para o seu cartão.`);
    expect(mail!.text).not.toContain('você recebe de volta');
  });
});
