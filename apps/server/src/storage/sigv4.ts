import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3-compatible APIs (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
// DigitalOcean Spaces…), with node:crypto only. Signs host, x-amz-date, x-amz-content-sha256 and
// any other header given. Checked against AWS's documented example in sigv4.test.ts.

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign (names any case). 'host' is added from the URL. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body; defaults to the hash of an empty body. */
  payloadHash?: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  date?: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ ('/' kept in paths). */
export function encodeRfc3986(value: string, keepSlash = false): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const ch = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) return ch;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function amzDates(date: Date) {
  const iso = date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return { amzDate: iso, shortDate: iso.slice(0, 8) };
}

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256, authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const payloadHash = input.payloadHash ?? EMPTY_PAYLOAD_HASH;
  const { amzDate, shortDate } = amzDates(input.date ?? new Date());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalPath = encodeRfc3986(decodeURIComponent(input.url.pathname), true) || '/';
  const canonicalQuery = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [input.method.toUpperCase(), canonicalPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');

  const scope = `${shortDate}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, shortDate), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');

  const { host: _host, ...toSend } = headers; // fetch sets Host itself, from the same URL
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
