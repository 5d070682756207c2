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
