import { describe, expect, it } from 'vitest';
import { encodeRfc3986, EMPTY_PAYLOAD_HASH, signRequest } from './sigv4';

describe('AWS Signature Version 4', () => {
  it("matches AWS's documented example (GET /test.txt with a Range header)", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_HASH);
    expect(headers).not.toHaveProperty('host');
  });

  it('encodes as RFC 3986 wants', () => {
    expect(encodeRfc3986('a b/ç~*', true)).toBe('a%20b/%C3%A7~%2A');
    expect(encodeRfc3986('a/b')).toBe('a%2Fb');
  });
});
