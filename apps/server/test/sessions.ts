import { betterAuth } from 'better-auth';
import { testUtils, type TestHelpers } from 'better-auth/plugins';
import { authOptions, type AuthDeps } from '../src/auth/auth';
import type { DatabaseHandle } from '../src/db/client';
import type { Mailer } from '../src/mail/mailer';
import { TestClient, type TestContext } from './helpers';

// Sessions opened by better-auth itself through its test-utils plugin, on a test-only instance
// built from the product's own options (same secret, cookie names and database): a test, a
// benchmark or a crash run can act as many people without paying an argon2 sign-in for each, and
// nothing here knows how better-auth names, signs or stores a session.

export type SessionEnv = AuthDeps['env'];

/** A session better-auth opened: the Cookie header that carries it, and its id. */
export interface OpenedSession {
  /** `name=value`, ready for a Cookie header. */
  cookie: string;
  name: string;
  value: string;
  sessionId: string;
}

/** The settings a session depends on, for a server started elsewhere with this secret. */
export function sessionEnvFor(secret: string, production = false): SessionEnv {
  return { AUTH_SECRET: secret, PUBLIC_URL: 'http://localhost', TRUSTED_ORIGINS: [], isProduction: production, SESSION_IDLE_TIMEOUT_HOURS: 12 };
}

const noMail: Mailer = {
  delivers: false,
  send: () => Promise.reject(new Error('the test-only auth instance sends no e-mail')),
};

const helpersByDb = new WeakMap<object, Promise<TestHelpers>>();

function testHelpers(handle: DatabaseHandle, env: SessionEnv): Promise<TestHelpers> {
  let found = helpersByDb.get(handle.db);
  if (!found) {
    const options = authOptions({ db: handle.db, env, mailer: noMail });
    const auth = betterAuth({ ...options, plugins: [...options.plugins, testUtils()] });
    // The plugin's documented entry point: its helpers live on the auth context.
    found = auth.$context.then((context) => (context as unknown as { test: TestHelpers }).test);
    helpersByDb.set(handle.db, found);
  }
  return found;
}

/** Opens a session for each user; answers them by user id. */
export async function openSessions(handle: DatabaseHandle, env: SessionEnv, userIds: string[]): Promise<Map<string, OpenedSession>> {
  const test = await testHelpers(handle, env);
  const sessions = new Map<string, OpenedSession>();
  for (const userId of userIds) {
    const { cookies, session } = await test.login({ userId });
    const [cookie] = cookies;
    if (!cookie) throw new Error('better-auth opened a session without a cookie');
    sessions.set(userId, { cookie: `${cookie.name}=${cookie.value}`, name: cookie.name, value: cookie.value, sessionId: session.id });
  }
  return sessions;
}

/** A new session for the user in a test context. */
export async function openSession(ctx: TestContext, userId: string): Promise<OpenedSession> {
  const sessions = await openSessions(ctx.deps.database, ctx.deps.env, [userId]);
  return sessions.get(userId)!;
}

/** A client signed in as the user (its own session and address). */
export async function signedInClient(ctx: TestContext, userId: string, ip?: string): Promise<TestClient> {
  const { name, value } = await openSession(ctx, userId);
  return new TestClient(ctx.app, ip).setCookie(name, value);
}
