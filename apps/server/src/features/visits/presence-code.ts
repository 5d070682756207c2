import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The family's 'QR de presença' (docs/product.md#visits, ADR 0048): `<familia id>.<nonce>.<mac>`,
// the MAC an HMAC-SHA256 of the first two parts with the server's secret. It names the family's
// address, not a booking, so one printed page serves every visit; a new nonce voids the old page.

export function presenceSecret(env: { PRESENCE_QR_SECRET?: string | undefined; AUTH_SECRET: string }): string {
  // Unset: derived from AUTH_SECRET (a different key for a different use, as secret as the sessions).
  return env.PRESENCE_QR_SECRET ?? createHmac('sha256', env.AUTH_SECRET).update('cuidar:presence-qr').digest('base64url');
}

const mac = (secret: string, familiaId: string, nonce: string) => createHmac('sha256', secret).update(`${familiaId}.${nonce}`).digest('base64url');

export const newNonce = () => randomBytes(12).toString('base64url');

export function signPresenceCode(secret: string, familiaId: string, nonce: string): string {
  return `${familiaId}.${nonce}.${mac(secret, familiaId, nonce)}`;
}

/** The family and nonce of a well-signed code, or null (the nonce is checked against the family's current one by the caller). */
export function readPresenceCode(secret: string, code: string): { familiaId: string; nonce: string } | null {
  const parts = code.split('.');
  if (parts.length !== 3) return null;
  const [familiaId, nonce, given] = parts as [string, string, string];
  if (!familiaId || !nonce || !given) return null;
  const expected = Buffer.from(mac(secret, familiaId, nonce));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
  return { familiaId, nonce };
}
