import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, startFakeServer, TestClient, type TestContext } from '../../../test/helpers';

// The CEP endpoint against a local fake of ViaCEP: found, erro:true, 400, a hanging answer, and the
// service down (the cached answer still serves).

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeServer>>;
const calls: string[] = [];

beforeAll(async () => {
  fake = await startFakeServer((request, response) => {
    calls.push(request.url ?? '');
    const cep = /\/ws\/(\d+)\/json\//.exec(request.url ?? '')?.[1];
    response.setHeader('content-type', 'application/json');
    if (cep === '01310100') {
      response.end(JSON.stringify({ cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }));
    } else if (cep === '99999999') {
      response.end(JSON.stringify({ erro: 'true' }));
    } else if (cep === '11111111') {
      response.statusCode = 400;
      response.end('<h1>Bad Request</h1>');
    } else if (cep === '22222222') {
      // Never answers: the server must give up within the timeout.
    } else {
      response.statusCode = 500;
      response.end('{}');
    }
  });
  // Long enough for the answering fake on a busy machine, short enough to see the hanging one given up.
  ctx = await createTestContext({ env: { VIACEP_URL: fake.url, CEP_TIMEOUT_MS: '1500' } });
});

afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('GET /api/cep/:cep', () => {
  it('fills street, neighbourhood, city and state, and caches the answer', async () => {
    const client = new TestClient(ctx.app);
    const first = await client.get('/api/cep/01310-100');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ cep: '01310100', rua: 'Avenida Paulista', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' });
    const before = calls.length;
    expect((await client.get('/api/cep/01310100')).status).toBe(200);
    expect(calls.length).toBe(before);
  });

  it('says not found for erro:true and for a 400 from the service', async () => {
    for (const cep of ['99999999', '11111111']) {
      const response = await new TestClient(ctx.app).get(`/api/cep/${cep}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: 'CEP não encontrado. Por favor, preencha o endereço manualmente.' } });
    }
  });

  it('gives up on a hanging service within the timeout and asks to fill in by hand', async () => {
    const started = Date.now();
    const response = await new TestClient(ctx.app).get('/api/cep/22222222');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAVAILABLE', message: 'Erro ao buscar CEP — preencha manualmente' } });
  });

  it('refuses anything but 8 digits', async () => {
    for (const cep of ['123', '123456789', 'abcdefgh']) {
      const response = await new TestClient(ctx.app).get(`/api/cep/${cep}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { field: 'cep', message: 'CEP deve ter 8 dígitos' } });
    }
  });

  it('serves a cached answer when the service is down', async () => {
    const down = await createTestContext({ env: { VIACEP_URL: 'http://127.0.0.1:1', CEP_TIMEOUT_MS: '300' } });
    try {
      const { saveCep } = await import('./repository');
      await saveCep(down.db, { cep: '20040002', found: true, rua: 'Rua da Assembleia', bairro: 'Centro', cidade: 'Rio de Janeiro', estado: 'RJ' }, new Date('2020-01-01'));
      const stale = await new TestClient(down.app).get('/api/cep/20040002');
      expect(stale.status).toBe(200);
      expect((await new TestClient(down.app).get('/api/cep/30130010')).status).toBe(503);
    } finally {
      await down.close();
    }
  });
});
