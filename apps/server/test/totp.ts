import { createHmac } from 'node:crypto';

// RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30 s), as an authenticator app computes
// them from the secret of an otpauth:// link: tests and e2e journeys play the person's phone.

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for this base32 secret at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** The secret of an otpauth:// link. */
export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error('otpauth link without a secret');
  return secret;
}
