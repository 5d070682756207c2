import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readCookie, verifySignedToken } from './session-lookup';

const SECRET = 'segredo-de-teste-com-tamanho-suficiente-0123';
const sign = (token: string, secret = SECRET) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; cuidar.session_token=abc.d%3D; b=2', 'cuidar.session_token')).toBe('abc.d=');
    expect(readCookie('cuidar.session_token_x=1', 'cuidar.session_token')).toBeUndefined();
    expect(readCookie(null, 'x')).toBeUndefined();
    expect(readCookie('x=%E0%A4%A', 'x')).toBeUndefined();
  });
});

describe('verifySignedToken', () => {
  it('accepts our HMAC-SHA256 signature and nothing else', () => {
    expect(verifySignedToken(sign('tok3n'), SECRET)).toBe('tok3n');
    expect(verifySignedToken(sign('tok3n', 'outro-segredo-com-tamanho-suficiente-0123'), SECRET)).toBeNull();
    expect(verifySignedToken(`${sign('tok3n').slice(0, -2)}A=`, SECRET)).toBeNull();
    expect(verifySignedToken('tok3n', SECRET)).toBeNull();
    expect(verifySignedToken('.abc', SECRET)).toBeNull();
  });
});
