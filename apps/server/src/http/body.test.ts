import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedBody, bodyText } from './body';

// The bounded body reader on a real Node server (where it reads the IncomingMessage itself) and
// through app.request (where Hono's Request carries the body): the same limit, the same bytes, and
// a route that asks the Request for its body after the middleware read it still gets them.

const LIMIT = 64;

function testApp() {
  const app = new Hono();
  app.use(
    '*',
    boundedBody(LIMIT, () => {
      throw new HTTPException(413, { message: 'grande demais' });
    }),
  );
  app.post('/text', async (c) => c.json({ text: await bodyText(c) }));
  // What better-auth and the payment webhook do: read the Request itself.
  app.post('/raw', async (c) => c.json({ text: await c.req.raw.text() }));
  app.post('/both', async (c) => c.json({ mine: await bodyText(c), raw: await c.req.raw.text() }));
  app.get('/get', (c) => c.json({ ok: true }));
  return app;
}

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = testApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A POST over HTTP; `chunks` sent with chunked transfer encoding (no Content-Length) when given. */
function post(path: string, body: string | string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: chunked ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    if (chunked) {
      for (const part of body) req.write(part);
      req.end();
    } else req.end(body);
  });
}

describe('bounded body on the Node server', () => {
  it('hands the route the exact text, accents and all', async () => {
    const body = JSON.stringify({ content: 'Olá, dona Célia! ✓' });
    const answer = await post('/text', body);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ text: body });
  });

  it('gives a route that reads the Request itself the same bytes', async () => {
    const body = JSON.stringify({ email: 'ana@example.com' });
    expect(JSON.parse((await post('/raw', body)).body)).toEqual({ text: body });
    expect(JSON.parse((await post('/both', body)).body)).toEqual({ mine: body, raw: body });
  });

  it('reads a chunked body (no Content-Length) under the limit', async () => {
    const answer = await post('/text', ['{"a":', '"b"', '}']);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ text: '{"a":"b"}' });
  });

  it('refuses a declared Content-Length over the limit', async () => {
    const answer = await post('/text', 'x'.repeat(LIMIT + 1));
    expect(answer.status).toBe(413);
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const answer = await post('/text', ['x'.repeat(40), 'y'.repeat(40)]);
    expect(answer.status).toBe(413);
  });

  it('accepts a body of exactly the limit and an empty body', async () => {
    expect((await post('/text', 'z'.repeat(LIMIT))).status).toBe(200);
    expect(JSON.parse((await post('/text', '')).body)).toEqual({ text: '' });
  });
});

describe('bounded body without a Node request (app.request)', () => {
  const app = testApp();
  it('enforces the same limit and gives the same text', async () => {
    const ok = await app.request('/text', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(await ok.json()).toEqual({ text: '{"a":1}' });
    const big = await app.request('/text', { method: 'POST', body: 'x'.repeat(LIMIT + 1) });
    expect(big.status).toBe(413);
  });

  it('leaves GET alone', async () => {
    expect((await app.request('/get')).status).toBe(200);
  });
});
