import { randomUUID } from 'node:crypto';
import { ACCESS_ONLY_AUDIT_ACTIONS } from '@cuidar/domain/retention';
import { subDays, subMonths, subYears } from 'date-fns';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, refusalOf, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { auditLog, contactMessages, session } from '../../db/schema';
import { runDataRetention } from './service';

// The privacy policy's retention (docs/product.md#retention): sign-ins go whole after six months,
// every other audit event keeps what happened without its address and browser, ended sessions go
// with their address, and a sender's 'Fale Conosco' messages go two years after their last contact.

let ctx: TestContext;
const now = new Date();
const run = (batch?: number) => runDataRetention({ db: ctx.db, now, sessionMaxAgeDays: 30, batch });

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function event(subjectId: string, action: string, at: Date, extra: Partial<typeof auditLog.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(auditLog)
    .values({ actorId: subjectId, subjectId, action, ipAddress: '200.150.10.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0', createdAt: at, ...extra })
    .returning();
  return row!;
}

const eventById = async (id: string) => (await ctx.db.select().from(auditLog).where(eq(auditLog.id, id)))[0];

describe('the audit log after six months', () => {
  it('deletes old sign-ins whole, clears the address and browser of other old events, and leaves recent ones as they were', async () => {
    const { id } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const old = subMonths(now, 7);
    const oldSignIn = await event(id, 'sign_in', old, { metadata: { method: 'password' } });
    const oldFailure = await event(id, 'sign_in_failed', old, { actorId: null });
    const oldPasswordChange = await event(id, 'password_changed', old);
    const oldDecision = await event(id, 'family_suspended', old, { actorId: null, reason: 'Conduta abusiva no chat', objectType: 'user', objectId: id });
    const recentSignIn = await event(id, 'sign_in', subMonths(now, 5));
    const recentChange = await event(id, 'email_changed', subDays(now, 10));

    const result = await run();
    expect(result.accessEventsDeleted).toBeGreaterThanOrEqual(2);
    expect(result.eventOriginsCleared).toBeGreaterThanOrEqual(2);

    expect(await eventById(oldSignIn.id)).toBeUndefined();
    expect(await eventById(oldFailure.id)).toBeUndefined();
    expect(await eventById(oldPasswordChange.id)).toEqual({ ...oldPasswordChange, ipAddress: null, userAgent: null });
    expect(await eventById(oldDecision.id)).toEqual({ ...oldDecision, ipAddress: null, userAgent: null });
    expect(await eventById(recentSignIn.id)).toEqual(recentSignIn);
    expect(await eventById(recentChange.id)).toEqual(recentChange);

    // Nothing left to do: a second pass acts on nothing of this account.
    await run();
    expect(await eventById(oldPasswordChange.id)).toEqual({ ...oldPasswordChange, ipAddress: null, userAgent: null });
  });

  it("shows the owner's older events without address or device", async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const old = await event(id, 'password_changed', subMonths(now, 8));
    await run();
    const response = await client.get('/api/account/security-activity');
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: { id: string; action: string; device: string | null; ipAddress: string | null }[] };
    expect(events.find((e) => e.id === old.id)).toMatchObject({ action: 'password_changed', device: null, ipAddress: null });
  });

  it('acts on at most a batch per pass and finishes on the next passes', async () => {
    const { id } = await signUpVerified(ctx, new TestClient(ctx.app), 'cuidador');
    const old = subMonths(now, 9);
    await run(); // nothing older is left from the tests before
    const rows = [await event(id, 'sign_in', old), await event(id, 'sign_in', old)];
    const remaining = async () => (await ctx.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, rows.map((row) => row.id)))).length;
    expect((await run(1)).accessEventsDeleted).toBe(1);
    expect(await remaining()).toBe(1);
    // The sign-in left for the next pass is not cleared meanwhile: it goes whole.
    const [left] = await ctx.db.select().from(auditLog).where(inArray(auditLog.id, rows.map((row) => row.id)));
    expect(left!.ipAddress).toBe('200.150.10.7');
    expect((await run(1)).accessEventsDeleted).toBe(1);
    expect(await remaining()).toBe(0);
    expect((await run(1)).accessEventsDeleted).toBe(0);
  });

  it('stays append-only: only clearing the address and browser is allowed, nothing else', async () => {
    const { id } = await signUpVerified(ctx, new TestClient(ctx.app), 'familia');
    const row = await event(id, 'password_changed', subDays(now, 1));
    expect(await refusalOf(ctx.db.execute(sql`update audit_log set reason = 'outro motivo' where id = ${row.id}`))).toMatch(/append-only/);
    expect(await refusalOf(ctx.db.execute(sql`update audit_log set ip_address = null, user_agent = null, action = 'sign_in' where id = ${row.id}`))).toMatch(/append-only/);
    expect(await refusalOf(ctx.db.execute(sql`update audit_log set ip_address = '10.0.0.1' where id = ${row.id}`))).toMatch(/append-only/);
    expect(await refusalOf(ctx.db.execute(sql`update audit_log set ip_address = null where id = ${row.id}`))).toMatch(/append-only/);
    expect(await eventById(row.id)).toEqual(row);
    expect(await refusalOf(ctx.db.execute(sql`update audit_log set ip_address = null, user_agent = null where id = ${row.id}`))).toBe('accepted');
    expect(await eventById(row.id)).toEqual({ ...row, ipAddress: null, userAgent: null });
  });

  it('keeps its partial index on the same sign-in actions the job deletes', async () => {
    const [index] = await ctx.db.execute<{ indexdef: string }>(sql`select indexdef from pg_indexes where indexname = 'audit_log_retention_idx'`).then((r) => (r as unknown as { rows: { indexdef: string }[] }).rows);
    for (const action of ACCESS_ONLY_AUDIT_ACTIONS) expect(index!.indexdef).toContain(`'${action}'`);
  });
});

describe('sessions', () => {
  it('deletes sessions that expired or passed their lifetime, with their address; the one in use stays', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'familia');
    const stale = (expiresAt: Date, createdAt: Date) => ({
      id: randomUUID(),
      token: randomUUID(),
      userId: id,
      ipAddress: '200.150.10.8',
      userAgent: 'Mozilla/5.0',
      expiresAt,
      createdAt,
      updatedAt: createdAt,
    });
    const expired = stale(subDays(now, 1), subDays(now, 3));
    const tooOld = stale(new Date(now.getTime() + 3600_000), subDays(now, 31));
    await ctx.db.insert(session).values([expired, tooOld]);

    expect((await run()).sessionsDeleted).toBeGreaterThanOrEqual(2);
    const left = await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, id));
    expect(left.map((s) => s.id)).not.toContain(expired.id);
    expect(left.map((s) => s.id)).not.toContain(tooOld.id);
    expect(left).toHaveLength(1);
    expect((await client.get('/api/session').then((r) => r.json())) as { user: { id: string } | null }).toMatchObject({ user: { id } });
  });
});

describe("'Fale Conosco' messages", () => {
  it("deletes a sender's messages two years after their last contact (theirs or our answer), by address in any case", async () => {
    const message = (email: string, createdAt: Date, respondidaEm: Date | null = null) => ({
      nome: 'Ana Souza',
      email,
      mensagem: 'Gostaria de saber como funciona o plano mensal.',
      emailStatus: 'sent' as const,
      createdAt,
      respondidaEm,
      respostaTexto: respondidaEm ? 'Olá, Ana! Segue a explicação.' : null,
    });
    const tag = randomUUID().slice(0, 8);
    const silent = `silenciosa-${tag}@exemplo.com.br`;
    const back = `voltou-${tag}@exemplo.com.br`;
    const answered = `respondida-${tag}@exemplo.com.br`;
    const rows = await ctx.db
      .insert(contactMessages)
      .values([
        message(silent, subYears(now, 3)),
        message(silent, subMonths(now, 30)),
        message(back, subYears(now, 3)),
        message(back.toUpperCase(), subYears(now, 1)),
        message(answered, subYears(now, 3), subMonths(now, 20)),
      ])
      .returning({ id: contactMessages.id, email: contactMessages.email });

    expect((await run()).contactMessagesDeleted).toBe(2);
    const left = await ctx.db.select({ email: contactMessages.email }).from(contactMessages).where(inArray(contactMessages.id, rows.map((row) => row.id)));
    expect(left.map((row) => row.email.toLowerCase()).sort()).toEqual([answered, back, back].sort());
  });
});
