import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw query run as a named prepared statement: each connection parses and plans it once
 * and then reuses the plan, instead of planning it on every call. For the statements run on every
 * request (the session lookup, a chat message): planning was more than half of their time in
 * PostgreSQL (ADR 0021). The text must be the same on every call (the values vary, the SQL does not),
 * and each name belongs to one statement.
 */
export async function preparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
