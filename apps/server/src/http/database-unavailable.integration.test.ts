import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv, TestClient } from '../../test/helpers';
import { createApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { buildDeps } from '../deps';
import { createLogger } from '../logger';

// When the database refuses connections (too many clients, restarting, unreachable), a person is
// told to try again in a moment, with a 503 and Retry-After, not 'Erro inesperado' and a 500. The
// database here is a port where nothing listens, so it runs the same on PGlite and PostgreSQL.

let server: Server;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // Take a free port and close it: connecting there is refused.
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  database = await openDatabase({ url: `postgres://cuidar:cuidar@127.0.0.1:${port}/cuidar`, poolSize: 2 });
  app = createApp(buildDeps({ env: testEnv(), database, logger: createLogger('silent'), now: () => new Date() }));
});

afterAll(async () => {
  await database?.close();
});

describe('a database that refuses connections', () => {
  it('answers 503 with a try-again message and Retry-After, for a read and for a write', async () => {
    const client = new TestClient(app);
    for (const response of [
      await client.get('/api/caregivers/featured?limit=2'),
      await client.post('/api/contact', { nome: 'Ana Souza', email: 'ana@example.com', mensagem: 'Quero saber como funciona o serviço.' }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = (await response.json()) as { error: { code: string; message: string; reference?: string } };
      expect(body.error).toMatchObject({ code: 'UNAVAILABLE', message: 'O serviço está ocupado no momento. Tente novamente em alguns instantes.' });
      expect(body.error.reference).toEqual(expect.any(String));
    }
  });
});
