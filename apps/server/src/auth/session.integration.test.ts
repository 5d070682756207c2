import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TEST_ORIGIN, TestClient, type TestContext } from '../../test/helpers';
import { openSession } from '../../test/sessions';
import { createFamily } from '../db/factories';
import { profiles, session } from '../db/schema';

// Sessions are better-auth's, read on every request; on top of them: ASVS L2 lifetimes (idle
// timeout renewed by use, absolute lifetime), and the role read fresh each time.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sessionOf = (cookie: string) => ctx.app.request(`${TEST_ORIGIN}/api/session`, { headers: { cookie } });

async function familyWithSession() {
  const family = await createFamily(ctx.db, { firstName: 'Lúcia', lastName: 'Mendes' });
  const opened = await openSession(ctx, family.id);
  return { family, ...opened };
}

const rowOf = async (sessionId: string) => (await ctx.db.select().from(session).where(eq(session.id, sessionId)))[0];

describe('sessions', () => {
  it('reads the user and role of the session a sign-in opened', async () => {
    const client = new TestClient(ctx.app);
    const { id, email } = await signUpVerified(ctx, client, 'cuidador');
    expect(await (await client.get('/api/session')).json()).toMatchObject({ user: { id, email, role: 'cuidador' } });
  });

  it('answers no one for a missing, altered or unknown cookie', async () => {
    const { cookie, name, value } = await familyWithSession();
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { role: 'familia' } });
    expect(await (await sessionOf('outro=1')).json()).toEqual({ user: null });
    // One character of the cookie changed: better-auth's signature check refuses it.
    const altered = `${name}=${value.slice(0, 3)}${value[3] === 'a' ? 'b' : 'a'}${value.slice(4)}`;
    expect(await (await sessionOf(altered)).json()).toEqual({ user: null });
    expect(await (await ctx.app.request(`${TEST_ORIGIN}/api/session`)).json()).toEqual({ user: null });
  });

  it('sees a revoked session and a new role on the very next request', async () => {
    const { family, cookie } = await familyWithSession();
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { id: family.id, role: 'familia' } });
    await ctx.db.update(profiles).set({ role: 'cuidador' }).where(eq(profiles.id, family.id));
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { id: family.id, role: 'cuidador' } });
    await ctx.db.delete(session).where(eq(session.userId, family.id));
    expect(await (await sessionOf(cookie)).json()).toEqual({ user: null });
  });

  it('ends a session unused for the idle timeout (12 h) and deletes it', async () => {
    const { cookie, sessionId } = await familyWithSession();
    // Last extended 12 h and a second ago.
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000), updatedAt: new Date(Date.now() - 12 * HOUR - 1000) }).where(eq(session.id, sessionId));
    const response = await sessionOf(cookie);
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.getSetCookie().join(';')).toMatch(/max-age=0/i);
    expect(await rowOf(sessionId)).toBeUndefined();
  });

  it('extends a session in use, rewriting its cookie, but not on every request', async () => {
    const { family, cookie, sessionId } = await familyWithSession();
    const fresh = await sessionOf(cookie);
    expect(fresh.headers.getSetCookie()).toEqual([]);
    // Used 10 minutes after its last extension: 11 h 50 min left, past the 5-minute refresh age.
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() + 12 * HOUR - 10 * 60_000) }).where(eq(session.id, sessionId));
    const used = await sessionOf(cookie);
    expect(await used.json()).toMatchObject({ user: { id: family.id } });
    expect(used.headers.getSetCookie().join(';')).toMatch(/max-age=43200/i);
    const row = await rowOf(sessionId);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 12 * HOUR - 60_000);
  });

  it('ends a session 30 days after sign-in however much it is used', async () => {
    const { cookie, sessionId } = await familyWithSession();
    await ctx.db.update(session).set({ createdAt: new Date(Date.now() - 30 * DAY - 1000) }).where(eq(session.id, sessionId));
    const response = await sessionOf(cookie);
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.getSetCookie().join(';')).toMatch(/max-age=0/i);
    expect(await rowOf(sessionId)).toBeUndefined();
    // 29 days in, still good.
    const other = await familyWithSession();
    await ctx.db.update(session).set({ createdAt: new Date(Date.now() - 29 * DAY) }).where(eq(session.id, other.sessionId));
    expect(await (await sessionOf(other.cookie)).json()).toMatchObject({ user: { id: other.family.id } });
  });

  it('takes the idle timeout and absolute lifetime from the configuration', async () => {
    const short = await createTestContext({ env: { SESSION_IDLE_TIMEOUT_HOURS: '1', SESSION_MAX_AGE_DAYS: '2' } });
    try {
      const family = await createFamily(short.db, { firstName: 'Rita', lastName: 'Alves' });
      const { cookie, sessionId } = await openSession(short, family.id);
      const [row] = await short.db.select().from(session).where(eq(session.id, sessionId));
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
      await short.db.update(session).set({ createdAt: new Date(Date.now() - 2 * DAY - 1000) }).where(eq(session.id, sessionId));
      const response = await short.app.request(`${TEST_ORIGIN}/api/session`, { headers: { cookie } });
      expect(await response.json()).toEqual({ user: null });
    } finally {
      await short.close();
    }
  });
});

describe('better-auth surface', () => {
  it('exposes only the endpoints the product uses', async () => {
    const client = new TestClient(ctx.app);
    for (const path of ['/api/auth/sign-up/email', '/api/auth/get-session', '/api/auth/list-sessions', '/api/auth/update-user', '/api/auth/change-email']) {
      const response = path === '/api/auth/get-session' || path === '/api/auth/list-sessions' ? await client.get(path) : await client.post(path, {});
      expect(response.status, path).toBe(404);
    }
  });
});
