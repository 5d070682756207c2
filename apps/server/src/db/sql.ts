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

/** A statement prepared by name (see preparedStatement): rows keyed by the statement's column aliases. */
export interface PreparedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
  /** Text and parameters (placeholders) as sent to PostgreSQL: the benchmarks run them bare. */
  query: { sql: string; params: unknown[] };
}

const statementsByDb = new WeakMap<object, Map<string, PreparedStatement<unknown>>>();

/**
 * A named prepared statement with placeholders (`sql.placeholder(name)`), built once per database
 * handle and name and then only executed with values: no query building per call, and on
 * PostgreSQL each pooled connection parses and plans it once. For statements whose text depends
 * on a few shapes (the recommendation search); the name must say the shape.
 */
export function preparedStatement<Row>(db: Executor, name: string, build: () => SQL): PreparedStatement<Row> {
  let byName = statementsByDb.get(db);
  if (!byName) statementsByDb.set(db, (byName = new Map()));
  let statement = byName.get(name) as PreparedStatement<Row> | undefined;
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    statement = {
      query,
      execute: async (values) => ((await prepared.execute(values)) as unknown as { rows: Row[] }).rows,
    };
    byName.set(name, statement as PreparedStatement<unknown>);
  }
  return statement;
}
