import { assertStorageKey, StorageError, type FileStorage } from './storage';
import { sha256Hex, signRequest } from './sigv4';

export interface S3Options {
  /** https://s3.sa-east-1.amazonaws.com, http://127.0.0.1:9000 (MinIO)… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
}

/**
 * Files in an S3-compatible bucket, with path-style addresses (endpoint/bucket/key), which every
 * S3-compatible service accepts. Objects are written private (no ACL grants anyone else access).
 */
export function createS3Storage(options: S3Options): FileStorage {
  const endpoint = options.endpoint.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return new URL(`${endpoint}/${encodeURIComponent(options.bucket)}/${key}`);
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const headers = signRequest({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? new Uint8Array()),
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
    });
    try {
      return await fetch(url, { method, headers, ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StorageError(`S3 ${method} ${key}: ${(error as Error).message}`, { cause: error });
    }
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    throw new StorageError(`S3 ${what} failed: ${response.status} ${code}`.trim());
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
