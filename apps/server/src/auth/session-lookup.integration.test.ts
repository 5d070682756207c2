import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpVerified, TEST_ORIGIN, TestClient, type TestContext } from '../../test/helpers';
import { createSessions, signedSessionCookie } from '../../test/sessions';
import { createFamily } from '../db/factories';
import { profiles, session } from '../db/schema';
import { lookupSession } from './session-lookup';

// The one-query session lookup must answer exactly what better-auth's getSession answered, and
// hand over to it whenever a session must be written (expired: deleted; due: extended).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const DAY = 86_400_000;
const sessionOf = (cookie: string) => ctx.app.request(`${TEST_ORIGIN}/api/session`, { headers: { cookie } });

async function familyWithCookie() {
  const family = await createFamily(ctx.db, { firstName: 'Lúcia', lastName: 'Mendes' });
  const cookies = await createSessions(ctx.deps.database, [family.id], ctx.deps.env.AUTH_SECRET);
  return { family, cookie: cookies.get(family.id)! };
}

describe('session lookup', () => {
  it('reads the user and role of a session better-auth created at sign-in, in one query', async () => {
    const client = new TestClient(ctx.app);
    const { id, email } = await signUpVerified(ctx, client, 'cuidador');
    const found = await lookupSession(ctx.db, ctx.deps.auth, ctx.deps.env.AUTH_SECRET, client.cookieHeader());
    expect(found).toEqual({ kind: 'user', user: { id, email, emailVerified: true, role: 'cuidador' } });
    expect(await (await client.get('/api/session')).json()).toMatchObject({ user: { id, email, role: 'cuidador' } });
  });

  it('answers no one for a missing cookie, a forged signature or an unknown token', async () => {
    const { cookie } = await familyWithCookie();
    const { auth } = ctx.deps;
    const secret = ctx.deps.env.AUTH_SECRET;
    expect(await lookupSession(ctx.db, auth, secret, null)).toEqual({ kind: 'none' });
    expect(await lookupSession(ctx.db, auth, secret, 'outro=1')).toEqual({ kind: 'none' });
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    const forged = signedSessionCookie(token, 'outro-segredo-que-tambem-e-longo-0123456789');
    expect(await lookupSession(ctx.db, auth, secret, forged)).toEqual({ kind: 'none' });
    expect(await lookupSession(ctx.db, auth, secret, `${name}=${token}`)).toEqual({ kind: 'none' });
    expect(await lookupSession(ctx.db, auth, secret, signedSessionCookie('token-que-nao-existe', secret))).toEqual({ kind: 'none' });
    expect(await (await sessionOf(forged)).json()).toEqual({ user: null });
  });

  it('sees a revoked session and a new role on the very next request', async () => {
    const { family, cookie } = await familyWithCookie();
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { id: family.id, role: 'familia' } });
    await ctx.db.update(profiles).set({ role: 'cuidador' }).where(eq(profiles.id, family.id));
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { id: family.id, role: 'cuidador' } });
    await ctx.db.delete(session).where(eq(session.userId, family.id));
    expect(await (await sessionOf(cookie)).json()).toEqual({ user: null });
  });

  it('hands an expired session to better-auth, which deletes it', async () => {
    const { family, cookie } = await familyWithCookie();
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, family.id));
    expect((await lookupSession(ctx.db, ctx.deps.auth, ctx.deps.env.AUTH_SECRET, cookie)).kind).toBe('delegate');
    expect(await (await sessionOf(cookie)).json()).toEqual({ user: null });
    expect(await ctx.db.select().from(session).where(eq(session.userId, family.id))).toHaveLength(0);
  });

  it('hands a session due for its daily extension to better-auth, which extends it', async () => {
    const { family, cookie } = await familyWithCookie();
    // Created two days ago: 28 days left of 30, past the one-day update age.
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() + 28 * DAY) }).where(eq(session.userId, family.id));
    expect((await lookupSession(ctx.db, ctx.deps.auth, ctx.deps.env.AUTH_SECRET, cookie)).kind).toBe('delegate');
    expect(await (await sessionOf(cookie)).json()).toMatchObject({ user: { id: family.id, role: 'familia' } });
    const [row] = await ctx.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, family.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * DAY);
    // Freshly extended: the next request is answered by the one-query path again.
    expect((await lookupSession(ctx.db, ctx.deps.auth, ctx.deps.env.AUTH_SECRET, cookie)).kind).toBe('user');
  });
});
