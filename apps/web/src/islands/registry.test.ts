import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandLoaders, islandSources } from './registry';

describe('islands registry', () => {
  it('knows the source module of every island it can load (the pre-render preloads them)', () => {
    expect(Object.keys(islandSources).sort()).toEqual(Object.keys(islandLoaders).sort());
    for (const source of Object.values(islandSources)) expect(existsSync(path.join(__dirname, '../..', source)), source).toBe(true);
  });
});
