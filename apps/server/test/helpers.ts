import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/context';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { buildDeps } from '../src/deps';
import { parseEnv, type Env } from '../src/env';
import { createLogger } from '../src/logger';
import { withDatabase } from './global-setup';
import { PGLITE_TEMPLATE_FILE, TEMPLATE_DB, TMP_DIR } from './paths';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  }
  const database = await createPostgresTestDatabase(url);
  // Enough for the concurrency tests to race many requests at once, yet two files at a time (plus
  // their LISTEN and second handles) stay well under PostgreSQL's default 100 connections: at 60
  // each, two busy files ran the server out and requests failed with 'too many clients'.
  const handle = await openDatabase({ url: database.url, poolSize: 25 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new PostgreSQL database copied from the migrated template, for a test that needs its URL. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cuidar_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: TMP_DIR,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: '1',
    ...overrides,
  });
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: AppDeps['database']['db'];
  /** Moves the test clock. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

export async function createTestContext(options: { env?: Record<string, string>; smtpOptions?: Record<string, unknown> } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  let now = new Date();
  const deps = buildDeps({
    env: testEnv(options.env),
    database,
    logger: createLogger('silent'),
    now: () => now,
    ...(options.smtpOptions ? { smtpOptions: options.smtpOptions } : {}),
  });
  return {
    app: createApp(deps),
    deps,
    db: database.db,
    setNow(date) {
      now = date;
    },
    close: () => database.close(),
  };
}

/** A browser-like client: keeps cookies, sends our Origin and a stable address per client. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly app: TestContext['app'],
    ip?: string,
  ) {
    this.ip = ip ?? `10.${rand()}.${rand()}.${rand()}`;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    // A FormData body is sent as multipart (fetch writes the boundary); anything else as JSON.
    const isForm = body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': this.ip,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: isForm ? body : typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', path, body ?? {}, headers);
  patch = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', path, body ?? {}, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);

  /** Sets a cookie as if the server had (a session made without signing in, for instance). */
  setCookie(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** The Cookie header this client sends (for WebSocket or fetch calls outside app.request). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
}

const rand = () => Math.floor(Math.random() * 250) + 1;

/** The main link of the newest e-mail of a kind sent to an address. */
export async function latestMailLink(db: TestContext['db'], to: string, kind: string): Promise<string> {
  const { emailOutbox } = await import('../src/db/schema');
  const { and, desc, eq } = await import('drizzle-orm');
  const [row] = await db
    .select({ link: emailOutbox.link })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row?.link) throw new Error(`no ${kind} e-mail for ${to}`);
  return row.link;
}

/** What the database answered a statement: 'accepted', or its own refusal message (drivers wrap it in a "Failed query" error). */
export const refusalOf = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

export const TEST_PASSWORD = 'senha-de-teste-123';

/** Signs a new person up, follows the verification link and leaves the client signed in. */
export async function signUpVerified(
  ctx: TestContext,
  client: TestClient,
  role: 'familia' | 'cuidador',
  name = role === 'familia' ? 'Marta Ribeiro' : 'Joana Prado',
): Promise<{ id: string; email: string }> {
  const email = `${role}-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const signUp = await client.post('/api/account/sign-up', { name, email, password: TEST_PASSWORD, role });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await latestMailLink(ctx.db, email, 'verificacao-email'));
  const verify = await client.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  const body = (await verify.json()) as { user: { id: string } };
  return { id: body.user.id, email };
}

/** A local HTTP server standing in for an outside provider (ViaCEP, Stripe…). */
export async function startFakeServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
