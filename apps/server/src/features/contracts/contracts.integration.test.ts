import { createHash } from 'node:crypto';
import type { BookingContractDto } from '@cuidar/domain/contracts';
import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay } from '../../../test/booking-payments';
import { createTestContext, signUpVerified, TEST_PASSWORD, TestClient, type TestContext } from '../../../test/helpers';
import { fakeCpf } from '../../db/factories';
import { bookingContracts, cuidadorProfiles, familiaProfiles } from '../../db/schema';
import { runLifecycleJobs } from '../bookings/service';
import { eraseContractsOfDeletedAccount } from './service';

// The contract of a booking (docs/product.md#contract, ADR 0037): made once when the caregiver
// accepts the paid request, the same bytes served to both parties and nobody else, never remade.

let ctx: TestContext;
const today = todayInSaoPaulo();
const day = (n: number) => addDaysToDate(today, n);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function caregiver() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'cuidador', 'Joana Prado');
  await ctx.db.insert(cuidadorProfiles).values({ id, verificacao: 'aprovado', precoHoraCentavos: 5000, cpf: fakeCpf(), bio: 'Cuidadora', competencias: ['Companhia'], cidade: 'São Paulo', estado: 'SP' });
  return { client, id };
}

async function family() {
  const client = new TestClient(ctx.app);
  const { id } = await signUpVerified(ctx, client, 'familia', 'Marta Ribeiro');
  await ctx.db.insert(familiaProfiles).values({ id, rua: 'Rua Harmonia', numero: '10', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP', cep: '05435-000' });
  return { client, id };
}

const request = (cuidadorId: string, offset: number) => ({
  cuidadorId,
  dataInicio: day(offset),
  dataFim: day(offset + 1),
  horaInicio: '08:00',
  horaFim: '12:00',
  // A family's choice after the labour-law warning (docs/product.md#labour-law): these tests book one
  // caregiver on several days of a week and are about something else; it is ignored under the limit.
  vinculoEscolha: 'alternar_cuidadores',
  idempotencyKey: crypto.randomUUID(),
});

const contractOf = async (client: TestClient, id: string) => {
  const response = await client.get(`/api/bookings/${id}/contract`);
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as { contract: BookingContractDto | null }) : null };
};
const rowsOf = (pedidoId: string) => ctx.db.select().from(bookingContracts).where(eq(bookingContracts.pedidoId, pedidoId));

describe('the contract of an accepted booking', () => {
  it('is made once at acceptance, the same bytes for both parties, never remade by a second accept or the jobs', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 6));

    // Paid, not accepted: the parties see that there is no contract yet.
    expect(await contractOf(fam.client, booking.id)).toEqual({ status: 200, body: { contract: null } });

    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`, {})).status).toBe(200);
    const rows = await rowsOf(booking.id);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(stored.templateVersion).toBe('v1');

    const forFamily = await contractOf(fam.client, booking.id);
    const forCaregiver = await contractOf(cg.client, booking.id);
    expect(forFamily.body?.contract).toEqual({ bookingId: booking.id, templateVersion: 'v1', sha256: stored.sha256, createdAt: stored.createdAt.toISOString(), isAvailable: true });
    expect(forCaregiver.body).toEqual(forFamily.body);

    for (const client of [fam.client, cg.client]) {
      const pdf = await client.get(`/api/bookings/${booking.id}/contract/pdf?download=1`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="contrato-cuidar-/);
      expect(pdf.headers.get('cache-control')).toContain('no-store');
      expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.sha256);
      expect(pdf.headers.get('x-content-sha256')).toBe(stored.sha256);
    }
    const inline = await fam.client.get(`/api/bookings/${booking.id}/contract/pdf`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);

    // A second accept is refused and writes nothing; the jobs never touch it.
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`, {})).status).toBe(409);
    await runLifecycleJobs({ db: ctx.db, now: ctx.deps.now, payments: ctx.deps.payments, logger: ctx.deps.logger, mailer: ctx.deps.mailer, publicUrl: ctx.deps.env.PUBLIC_URL });
    const after = await rowsOf(booking.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(stored);
  });

  it('answers 404 to anyone but the two parties, like a booking that does not exist', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 10));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`, {})).status).toBe(200);
    const otherFamily = await family();
    const otherCaregiver = await caregiver();
    for (const client of [otherFamily.client, otherCaregiver.client]) {
      expect((await client.get(`/api/bookings/${booking.id}/contract`)).status).toBe(404);
      expect((await client.get(`/api/bookings/${booking.id}/contract/pdf`)).status).toBe(404);
    }
    expect((await fam.client.get(`/api/bookings/${crypto.randomUUID()}/contract`)).status).toBe(404);
    expect((await fam.client.get('/api/bookings/nao-e-um-id/contract/pdf')).status).toBe(404);
    expect((await new TestClient(ctx.app).get(`/api/bookings/${booking.id}/contract/pdf`)).status).toBe(401);
  });

  it('cannot be changed or removed in the database; account deletion only erases the PDF, keeping version, date and hash', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 14));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`, {})).status).toBe(200);
    const [stored] = await rowsOf(booking.id);

    await expect(ctx.db.update(bookingContracts).set({ sha256: 'f'.repeat(64) }).where(eq(bookingContracts.pedidoId, booking.id))).rejects.toThrow();
    await expect(ctx.db.update(bookingContracts).set({ pdf: new Uint8Array([1, 2, 3]) }).where(eq(bookingContracts.pedidoId, booking.id))).rejects.toThrow();
    await expect(ctx.db.delete(bookingContracts).where(eq(bookingContracts.pedidoId, booking.id))).rejects.toThrow();
    await expect(ctx.db.execute(sql`update booking_contracts set pdf = null, erased_at = now(), template_version = 'v1', created_at = now() where pedido_id = ${booking.id}`)).rejects.toThrow();

    const at = new Date();
    await ctx.db.transaction((tx) => eraseContractsOfDeletedAccount(tx, fam.id, at));
    const [erased] = await rowsOf(booking.id);
    expect(erased).toMatchObject({ id: stored!.id, sha256: stored!.sha256, templateVersion: 'v1', createdAt: stored!.createdAt, pdf: null, erasedAt: at });
    expect((await contractOf(cg.client, booking.id)).body?.contract).toMatchObject({ sha256: stored!.sha256, isAvailable: false });
    expect((await cg.client.get(`/api/bookings/${booking.id}/contract/pdf`)).status).toBe(404);
  });

  it('goes into the export as a PDF, and the real account deletion erases it while the other party keeps the hash', async () => {
    const cg = await caregiver();
    const fam = await family();
    const booking = await bookAndPay(fam.client, request(cg.id, 18));
    expect((await cg.client.post(`/api/bookings/${booking.id}/accept`, {})).status).toBe(200);
    const [stored] = await rowsOf(booking.id);

    const exported = await fam.client.get('/api/account/export');
    expect(exported.status).toBe(200);
    const archive = new Uint8Array(await exported.arrayBuffer());
    // The zip names its entries in the clear: the contract's PDF is one of them.
    expect(Buffer.from(archive).includes(Buffer.from(`contratos/contrato-${booking.id}.pdf`))).toBe(true);

    expect((await fam.client.post('/api/account/delete', { currentPassword: TEST_PASSWORD })).status).toBe(200);
    const [after] = await rowsOf(booking.id);
    expect(after).toMatchObject({ sha256: stored!.sha256, createdAt: stored!.createdAt, pdf: null });
    expect(after!.erasedAt).not.toBeNull();
    expect((await contractOf(cg.client, booking.id)).body?.contract).toMatchObject({ sha256: stored!.sha256, isAvailable: false });
  });
});
