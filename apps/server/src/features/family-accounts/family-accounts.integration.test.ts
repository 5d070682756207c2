import { messages } from '@cuidar/domain/messages';
import { familyAccountSchema, liftFamilySuspensionResponseSchema, resolveReportResponseSchema } from '@cuidar/domain/reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator } from '../../../test/operators';
import { createTestContext, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { signedInClient } from '../../../test/sessions';
import { backgroundSettled } from '../../background';
import { createBooking, createCaregiver, createFamily } from '../../db/factories';
import { auditLog, emailOutbox, notificacoes, pedidosReserva, profiles, session } from '../../db/schema';

// docs/product.md#family-suspension: an operator suspends a reported family's account from the
// report; sign-in is refused (better-auth's session hook) with a clear message, every session
// ends, requests no caregiver accepted are cancelled with a message to each caregiver, confirmed
// bookings stay listed for the operator; lifting it lets the family in again.

let ctx: TestContext;
let operator: { id: string; client: TestClient };

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signedInOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const signIn = (email: string) => new TestClient(ctx.app).post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });

async function reportedFamily() {
  const familia = await createFamily(ctx.db, { password: TEST_PASSWORD });
  const cuidador = await createCaregiver(ctx.db, { password: TEST_PASSWORD });
  const other = await createCaregiver(ctx.db, { password: TEST_PASSWORD });
  const confirmed = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: cuidador.id, dataInicio: '2099-03-02', status: 'confirmada' });
  const pendingA = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: cuidador.id, dataInicio: '2099-04-06', status: 'pendente' });
  const pendingB = await createBooking(ctx.db, { familiaId: familia.id, cuidadorId: other.id, dataInicio: '2099-05-04', status: 'pendente' });
  const caregiverClient = await signedInClient(ctx, cuidador.id);
  const reported = await caregiverClient.post('/api/denuncias', { alvoTipo: 'reserva', alvoId: confirmed.id, motivo: 'assedio' });
  expect(reported.status).toBe(201);
  const { id: reportId } = (await reported.json()) as { id: string };
  return { familia, cuidador, other, confirmed, pendingA, pendingB, reportId };
}

const statusOf = async (id: string) => (await ctx.db.select({ status: pedidosReserva.status }).from(pedidosReserva).where(eq(pedidosReserva.id, id)))[0]!.status;

describe('suspending a family account from a report', () => {
  it('refuses sign-in, ends sessions, cancels pending requests (each caregiver told), keeps confirmed ones listed, audits and e-mails', async () => {
    const p = await reportedFamily();
    expect((await signIn(p.familia.email)).status).toBe(200);
    const familyClient = await signedInClient(ctx, p.familia.id);
    expect((await familyClient.get('/api/bookings')).status).toBe(200);

    const resolved = await operator.client.post(`/api/operador/denuncias/${p.reportId}/resolver`, { resultado: 'suspensao', nota: 'Ofensas confirmadas na conversa.' });
    expect(resolved.status, await resolved.clone().text()).toBe(200);
    expect(resolveReportResponseSchema.parse(await resolved.json())).toMatchObject({ caregiverId: null, message: messages.reports.familySuspended(2) });
    await backgroundSettled();

    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, p.familia.id));
    expect(profile).toMatchObject({ suspensaoMotivo: 'Ofensas confirmadas na conversa.' });
    expect(profile!.suspensaEm).not.toBeNull();
    // Every session ended: the signed-in browser is signed out.
    expect(await ctx.db.select().from(session).where(eq(session.userId, p.familia.id))).toEqual([]);
    expect((await familyClient.get('/api/bookings')).status).toBe(401);
    // Sign-in is refused after the password was checked, with where to ask; a wrong password stays a wrong password.
    const refused = await signIn(p.familia.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: messages.auth.accountSuspended } });
    expect(messages.auth.accountSuspended).toContain('/contato');
    expect((await new TestClient(ctx.app).post('/api/auth/sign-in/email', { email: p.familia.email, password: 'errada-errada-1' })).status).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, p.familia.id))).toEqual([]);

    // Pending requests cancelled, each caregiver told; the confirmed booking stays.
    expect(await statusOf(p.pendingA.id)).toBe('cancelada');
    expect(await statusOf(p.pendingB.id)).toBe('cancelada');
    expect(await statusOf(p.confirmed.id)).toBe('confirmada');
    for (const caregiverId of [p.cuidador.id, p.other.id]) {
      const notes = await ctx.db.select().from(notificacoes).where(and(eq(notificacoes.userId, caregiverId), eq(notificacoes.tipo, 'reserva_cancelada')));
      expect(notes.map((n) => n.mensagem), caregiverId).toEqual([expect.stringContaining('a conta da família foi suspensa')]);
    }
    const account = familyAccountSchema.parse(await (await operator.client.get(`/api/operador/familias/${p.familia.id}`)).json());
    expect(account).toMatchObject({ suspensa: true, motivo: 'Ofensas confirmadas na conversa.' });
    expect(account.reservasConfirmadas.map((b) => b.id)).toEqual([p.confirmed.id]);

    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'family_suspended'), eq(auditLog.subjectId, p.familia.id)));
    expect(audit).toMatchObject({ actorId: operator.id, reason: 'Ofensas confirmadas na conversa.' });
    const [mail] = await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, p.familia.email), eq(emailOutbox.kind, 'familia-suspensa')));
    expect(mail!.text).toContain('/contato');
  });

  it('lifting the suspension needs a reason, lets the family sign in again, and is audited', async () => {
    const p = await reportedFamily();
    await operator.client.post(`/api/operador/denuncias/${p.reportId}/resolver`, { resultado: 'suspensao', nota: 'Grave.' });
    expect((await signIn(p.familia.email)).status).toBe(403);

    expect((await operator.client.post(`/api/operador/familias/${p.familia.id}/reativar`, { motivo: ' ' })).status).toBe(400);
    const lifted = await operator.client.post(`/api/operador/familias/${p.familia.id}/reativar`, { motivo: 'Revisão: mal-entendido esclarecido.' });
    expect(lifted.status).toBe(200);
    liftFamilySuspensionResponseSchema.parse(await lifted.json());
    await backgroundSettled();
    expect((await signIn(p.familia.email)).status).toBe(200);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'family_reinstated'), eq(auditLog.subjectId, p.familia.id)))).toHaveLength(1);
    expect(await ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, p.familia.email), eq(emailOutbox.kind, 'familia-reativada')))).toHaveLength(1);
    // Not suspended any more: lifting again is a conflict.
    expect((await operator.client.post(`/api/operador/familias/${p.familia.id}/reativar`, { motivo: 'De novo.' })).status).toBe(409);
  });

  it('a caregiver is not a family account: 404 on the family routes', async () => {
    const caregiver = await createCaregiver(ctx.db);
    expect((await operator.client.get(`/api/operador/familias/${caregiver.id}`)).status).toBe(404);
    expect((await operator.client.post(`/api/operador/familias/${caregiver.id}/reativar`, { motivo: 'Teste.' })).status).toBe(404);
  });
});
