import type { Env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

/** An S3-compatible bucket when one is configured; else the private folder under DATA_DIR. */
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
