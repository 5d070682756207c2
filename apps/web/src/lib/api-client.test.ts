import { okMessageSchema } from '@cuidar/domain/dto';
import { bookingsResponseSchema } from '@cuidar/domain/bookings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/render';
import { apiGet, apiSend, ApiError } from './api-client';

describe('api client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the screens the answer as its schema reads it, without fields the schema does not know', async () => {
    mockFetch({ '/api/account/email': () => ({ body: { ok: true, message: 'Enviamos um link.', debug: 'x' } }) });
    await expect(apiSend('POST', '/api/account/email', okMessageSchema, { newEmail: 'a@b.com' })).resolves.toEqual({ ok: true, message: 'Enviamos um link.' });
  });

  it('turns an answer that does not match its schema into an error, not a half-filled screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ '/api/bookings?scope=all': () => ({ body: { bookings: [{ id: 'b1', status: 'aprovada' }] } }) });
    const failure = await apiGet('/api/bookings?scope=all', bookingsResponseSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'BAD_RESPONSE', message: 'Ocorreu um erro. Tente novamente.' });
    expect(logged).toHaveBeenCalledWith('[api] resposta inesperada de /api/bookings?scope=all', expect.any(Array));
  });

  it('keeps the server’s Portuguese message on a refusal', async () => {
    mockFetch({ '/api/contact': () => ({ status: 400, body: { error: { code: 'VALIDATION', message: 'Preencha todos os campos', field: 'nome' } } }) });
    await expect(apiSend('POST', '/api/contact', okMessageSchema, {})).rejects.toMatchObject({ status: 400, message: 'Preencha todos os campos', field: 'nome' });
  });
});
