import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, registerCaregiver, sampleFiles } from '../../../test/caregiver';
import { createTestContext, signUpVerified, TestClient, type TestContext } from '../../../test/helpers';
import { certificados } from '../../db/schema';

let ctx: TestContext;
let dataDir: string;
const uploads = () => path.join(dataDir, 'uploads', 'cuidadores');
const storedFiles = () => (existsSync(uploads()) ? readdirSync(uploads()) : []);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cuidar-certificados-'));
  ctx = await createTestContext({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador');
  return { client, id };
}

describe('certificate upload', () => {
  it('stores a PDF under a server-made name in the private folder and gives it back only as a download', async () => {
    const { client, id } = await caregiver();
    const bytes = sampleFiles.pdf();
    const response = await client.post('/api/caregiver/certificates', fileForm(bytes, 'Certificado Técnico "SENAC".pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    const { certificate } = (await response.json()) as { certificate: { id: string; nome: string; mime: string; tamanhoBytes: number } };
    expect(certificate).toMatchObject({ nome: 'Certificado Técnico "SENAC".pdf', mime: 'application/pdf', tamanhoBytes: bytes.byteLength });

    const [row] = await ctx.db.select().from(certificados).where(eq(certificados.id, certificate.id));
    expect(row!.cuidadorId).toBe(id);
    expect(row!.storageKey).toMatch(new RegExp(`^cuidadores/${id}-\\d{13}-[0-9a-f]{16}\\.pdf$`));
    expect(row!.anexadoEm).toBeNull();
    const file = path.join(dataDir, 'uploads', row!.storageKey);
    expect(readFileSync(file)).toEqual(Buffer.from(bytes));

    const download = await client.get(`/api/caregiver/certificates/${certificate.id}/file`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Certificado Tecnico _SENAC_.pdf"; filename*=UTF-8''Certificado%20T%C3%A9cnico%20%22SENAC%22.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const list = (await (await client.get('/api/caregiver/certificates')).json()) as { certificates: { id: string }[] };
    expect(list.certificates.map((c) => c.id)).toEqual([certificate.id]);
  });

  it('decides the type by the bytes: a PNG named .pdf is kept as a PNG', async () => {
    const { client } = await caregiver();
    const response = await client.post('/api/caregiver/certificates', fileForm(sampleFiles.png(), 'foto.pdf', 'application/pdf'));
    expect(response.status).toBe(201);
    const { certificate } = (await response.json()) as { certificate: { id: string; mime: string } };
    expect(certificate.mime).toBe('image/png');
    const [row] = await ctx.db.select().from(certificados).where(eq(certificados.id, certificate.id));
    expect(row!.storageKey.endsWith('.png')).toBe(true);
  });

  it('refuses an .exe renamed .pdf, whatever type the request declares, and stores nothing', async () => {
    const { client, id } = await caregiver();
    const before = storedFiles().length;
    const response = await client.post('/api/caregiver/certificates', fileForm(sampleFiles.exe(), 'diploma.pdf', 'application/pdf'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', message: 'Tipo de arquivo não permitido: diploma.pdf', field: 'file' } });
    expect(await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, id))).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a 6 MB file before reading it, and a file just over 5 MB with its name', async () => {
    const { client, id } = await caregiver();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(sampleFiles.pdf());
    const response = await client.post('/api/caregiver/certificates', fileForm(big, 'grande.pdf', 'application/pdf'));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Arquivo muito grande (máx 5MB)' } });

    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(sampleFiles.pdf());
    const second = await client.post('/api/caregiver/certificates', fileForm(justOver, 'quase.pdf', 'application/pdf'));
    expect(second.status).toBe(413);
    expect(await second.json()).toMatchObject({ error: { message: 'Arquivo muito grande: quase.pdf (máx 5MB)' } });
    expect(await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, id))).toEqual([]);

    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(sampleFiles.pdf());
    expect((await client.post('/api/caregiver/certificates', fileForm(exactly, 'limite.pdf', 'application/pdf'))).status).toBe(201);
  });

  it('refuses a path-traversal name and writes nothing anywhere', async () => {
    const { client, id } = await caregiver();
    const before = storedFiles().length;
    for (const name of ['../../../escape.pdf', '..\\..\\escape.pdf', 'sub/escape.pdf']) {
      const response = await client.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), name, 'application/pdf'));
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^Nome de arquivo inválido/);
    }
    expect(await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, id))).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
    expect(existsSync(path.join(dataDir, 'escape.pdf'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', 'escape.pdf'))).toBe(false);
  });

  it('needs exactly one file in a multipart body', async () => {
    const { client } = await caregiver();
    expect((await client.post('/api/caregiver/certificates', { file: 'x' })).status).toBe(400);
    const empty = new FormData();
    empty.append('nome', 'x');
    expect((await client.post('/api/caregiver/certificates', empty)).status).toBe(400);
    const two = fileForm(sampleFiles.pdf(), 'a.pdf', 'application/pdf');
    two.append('file', new Blob([sampleFiles.pdf() as Uint8Array<ArrayBuffer>]), 'b.pdf');
    expect((await client.post('/api/caregiver/certificates', two)).status).toBe(400);
  });

  it('keeps at most 10 certificates per caregiver', async () => {
    const { client } = await caregiver();
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), `c${i}.pdf`, 'application/pdf'))).status).toBe(201);
    }
    const response = await client.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'c10.pdf', 'application/pdf'));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: 'Você pode enviar até 10 certificados.' } });
  });
});

describe('who can reach a certificate', () => {
  it('only its owner: another caregiver gets 404, a family 403, a stranger 401', async () => {
    const owner = await caregiver();
    const { certificate } = (await (
      await owner.client.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'meu.pdf', 'application/pdf'))
    ).json()) as { certificate: { id: string } };
    const fileUrl = `/api/caregiver/certificates/${certificate.id}/file`;

    const other = await caregiver();
    expect((await other.client.get(fileUrl)).status).toBe(404);
    expect((await other.client.delete(`/api/caregiver/certificates/${certificate.id}`)).status).toBe(404);
    const otherList = (await (await other.client.get('/api/caregiver/certificates')).json()) as { certificates: unknown[] };
    expect(otherList.certificates).toEqual([]);

    const family = new TestClient(ctx.app);
    await signUpVerified(ctx, family, 'familia');
    expect((await family.get(fileUrl)).status).toBe(403);
    expect((await family.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'x.pdf', 'application/pdf'))).status).toBe(403);

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get(fileUrl)).status).toBe(401);
    expect((await anonymous.post('/api/caregiver/certificates', fileForm(sampleFiles.pdf(), 'x.pdf', 'application/pdf'))).status).toBe(401);
    expect((await anonymous.delete(`/api/caregiver/certificates/${certificate.id}`)).status).toBe(401);

    // Still there for its owner; no public URL exists for the folder.
    expect((await owner.client.get(fileUrl)).status).toBe(200);
    expect((await anonymous.get('/uploads/cuidadores')).status).toBe(404);
    expect((await other.client.get('/api/caregiver/certificates/not-a-uuid/file')).status).toBe(400);
  });

  it('the owner deletes one: the row and the file go', async () => {
    const { client, id } = await caregiver();
    const { certificate } = (await (
      await client.post('/api/caregiver/certificates', fileForm(sampleFiles.png(), 'foto.png', 'image/png'))
    ).json()) as { certificate: { id: string } };
    const [row] = await ctx.db.select().from(certificados).where(eq(certificados.id, certificate.id));
    expect(existsSync(path.join(dataDir, 'uploads', row!.storageKey))).toBe(true);
    expect((await client.delete(`/api/caregiver/certificates/${certificate.id}`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'uploads', row!.storageKey))).toBe(false);
    expect(await ctx.db.select().from(certificados).where(eq(certificados.cuidadorId, id))).toEqual([]);
    expect((await client.get(`/api/caregiver/certificates/${certificate.id}/file`)).status).toBe(404);
  });

  it('the JSON limit still applies everywhere else', async () => {
    const { client } = await caregiver();
    const big = 'x'.repeat(70 * 1024);
    const response = await client.put('/api/caregiver/profile', { firstName: big });
    expect(response.status).toBe(413);
    await registerCaregiver(client);
  });
});
