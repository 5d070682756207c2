// An in-process cache that cannot grow without limit: at most `maxEntries` values and `maxBytes`
// in total, the least recently used leaving first. Every cache kept in a module or a long-lived
// closure uses it, so no sequence of requests can make the process's memory grow for good.

export interface BoundedCacheOptions<V> {
  maxEntries: number;
  maxBytes: number;
  /** The value's weight in bytes (an estimate is enough). */
  sizeOf: (value: V) => number;
}

export class BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(private readonly options: BoundedCacheOptions<V>) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone exceeds the byte limit; answers whether it was kept. */
  set(key: K, value: V): boolean {
    this.delete(key);
    const bytes = this.options.sizeOf(value);
    if (bytes > this.options.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
    return true;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
