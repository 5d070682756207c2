import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  const make = (maxEntries: number, maxBytes: number) => new BoundedCache<string, string>({ maxEntries, maxBytes, sizeOf: (v) => v.length });

  it('keeps at most maxEntries values, dropping the least recently used', () => {
    const cache = make(3, 1000);
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    cache.get('a'); // used: now the most recent
    cache.set('d', 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['a', 'c', 'd']);
  });

  it('keeps at most maxBytes in total and refuses a value bigger than that alone', () => {
    const cache = make(100, 10);
    cache.set('a', 'xxxx');
    cache.set('b', 'xxxx');
    cache.set('c', 'xxxx');
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(8);
    expect(cache.set('huge', 'x'.repeat(11))).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(8);
  });

  it('replacing a value counts its bytes once', () => {
    const cache = make(10, 100);
    cache.set('a', 'xxxx');
    cache.set('a', 'xx');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(2);
  });
});
