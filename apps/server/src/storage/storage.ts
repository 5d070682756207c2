import type { Env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

/**
 * Where uploaded files live. One interface, two implementations: a private folder under DATA_DIR
 * (default, no account needed) and any S3-compatible bucket. Neither is ever publicly listable or
 * readable: files go out only through an API route that checks who is asking.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** Keys are made by the server ('cuidadores/<id>-<time>-<random>.pdf'); anything else is a bug. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,5}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new StorageError(`invalid storage key: ${JSON.stringify(key)}`);
}

export function createStorage(env: Pick<Env, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(`${env.DATA_DIR}/uploads`);
}
