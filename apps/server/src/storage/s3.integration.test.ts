import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, sampleFiles } from '../../test/caregiver';
import { createTestContext, signUpVerified, startFakeServer, TestClient, type TestContext } from '../../test/helpers';
import { certificados } from '../db/schema';
import { parseEnv } from '../env';
import { createS3Storage } from './s3';
import { signRequest } from './sigv4';
import { createStorage } from './create-storage';
import { StorageError } from './storage';

// A local stand-in for an S3-compatible service: path-style objects kept in memory, and every
// request's SigV4 signature checked against the headers and body the server actually received.

const ACCESS_KEY = 'AKIACUIDARTEST000001';
const SECRET = 'segredo-de-teste/abcdefghijklmnopqrstuvwxyz';
const REGION = 'sa-east-1';
const BUCKET = 'cuidar-certificados';

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

function createFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string }[] = [];
  const xmlError = (response: ServerResponse, status: number, code: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      requests.push({ method: request.method ?? '', path: url.pathname });
      // Verify the signature exactly as S3 does: rebuild it from what arrived.
      const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
        String(request.headers.authorization ?? ''),
      );
      if (!auth || auth[1] !== ACCESS_KEY || auth[3] !== REGION) return xmlError(response, 403, 'InvalidAccessKeyId');
      const payloadHash = String(request.headers['x-amz-content-sha256']);
      if (createHash('sha256').update(body).digest('hex') !== payloadHash) return xmlError(response, 400, 'XAmzContentSHA256Mismatch');
      const signed = auth[4]!.split(';');
      const amzDate = String(request.headers['x-amz-date']);
      const date = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const headers = Object.fromEntries(
        signed.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(request.headers[name])]),
      );
      const expected = signRequest({ method: request.method!, url, headers, payloadHash, accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, region: REGION, date });
      if (expected.authorization !== request.headers.authorization) return xmlError(response, 403, 'SignatureDoesNotMatch');

      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== BUCKET) return xmlError(response, 404, 'NoSuchBucket');
      if (!key) return xmlError(response, 403, 'AccessDenied'); // listing is never allowed
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else xmlError(response, 405, 'MethodNotAllowed');
    });
  };
  return { objects, requests, handler };
}

const fake = createFakeS3();
let server: Awaited<ReturnType<typeof startFakeServer>>;
let ctx: TestContext;

beforeAll(async () => {
  server = await startFakeServer(fake.handler);
  ctx = await createTestContext({
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: server.url, S3_REGION: REGION, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET },
  });
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

describe('S3-compatible storage', () => {
  const storage = () => createS3Storage({ endpoint: server.url, bucket: BUCKET, region: REGION, accessKeyId: ACCESS_KEY, secretAccessKey: SECRET });

  it('puts, gets and deletes objects with signed requests', async () => {
    const bytes = sampleFiles.pdf();
    await storage().put('cuidadores/teste-1-abc.pdf', bytes, 'application/pdf');
    expect(fake.objects.get('cuidadores/teste-1-abc.pdf')).toMatchObject({ contentType: 'application/pdf' });
    expect(await storage().get('cuidadores/teste-1-abc.pdf')).toEqual(bytes);
    await storage().delete('cuidadores/teste-1-abc.pdf');
    expect(await storage().get('cuidadores/teste-1-abc.pdf')).toBeNull();
    await storage().delete('cuidadores/teste-1-abc.pdf'); // deleting a missing object is fine
  });

  it('reports a refused request (wrong secret) as a storage error', async () => {
    const wrong = createS3Storage({ endpoint: server.url, bucket: BUCKET, region: REGION, accessKeyId: ACCESS_KEY, secretAccessKey: 'errado' });
    await expect(wrong.put('cuidadores/x-1-a.pdf', sampleFiles.pdf(), 'application/pdf')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.get('cuidadores/x-1-a.pdf')).rejects.toBeInstanceOf(StorageError);
  });

  it('refuses keys the server would never make', async () => {
    await expect(storage().put('../fora.pdf', sampleFiles.pdf(), 'application/pdf')).rejects.toBeInstanceOf(StorageError);
    await expect(storage().get('cuidadores/')).rejects.toBeInstanceOf(StorageError);
  });

  it('is chosen by the configuration, and half a configuration is refused', () => {
    const env = parseEnv({ AUTH_SECRET: 'x'.repeat(32), S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET });
    expect(createStorage(env).kind).toBe('s3');
    expect(createStorage(parseEnv({ AUTH_SECRET: 'x'.repeat(32) })).kind).toBe('local');
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), S3_BUCKET: BUCKET })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

describe('certificates on S3', () => {
  it('uploads through the API into the bucket and downloads for the owner only', async () => {
    const client = new TestClient(ctx.app);
    const { id } = await signUpVerified(ctx, client, 'cuidador');
    const bytes = sampleFiles.png();
    const response = await client.post('/api/caregiver/certificates', fileForm(bytes, 'curso.png', 'image/png'));
    expect(response.status).toBe(201);
    const { certificate } = (await response.json()) as { certificate: { id: string } };
    const [row] = await ctx.db.select().from(certificados).where(eq(certificados.id, certificate.id));
    expect(row!.storageKey.startsWith(`cuidadores/${id}-`)).toBe(true);
    expect(fake.objects.get(row!.storageKey)?.body).toEqual(Buffer.from(bytes));
    expect(fake.requests.at(-1)).toEqual({ method: 'PUT', path: `/${BUCKET}/${row!.storageKey}` });

    const download = await client.get(`/api/caregiver/certificates/${certificate.id}/file`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const stranger = new TestClient(ctx.app);
    await signUpVerified(ctx, stranger, 'cuidador');
    expect((await stranger.get(`/api/caregiver/certificates/${certificate.id}/file`)).status).toBe(404);

    expect((await client.delete(`/api/caregiver/certificates/${certificate.id}`)).status).toBe(200);
    expect(fake.objects.has(row!.storageKey)).toBe(false);
  });
});
