import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { PERSONAL_DATA_MAP } from './personal-data-map';

describe('PERSONAL_DATA_MAP', () => {
  it('says what deletion and export do with every table of the schema', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .sort();
    expect(tables.length).toBeGreaterThan(20);
    expect(Object.keys(PERSONAL_DATA_MAP).sort()).toEqual(tables);
  });
});
