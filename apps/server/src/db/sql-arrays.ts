import { sql, type SQL } from 'drizzle-orm';

/**
 * A text[] parameter as an array literal cast on the server side. Both drivers (node-postgres and
 * PGlite) then agree on the type, whatever their own array serialisation does.
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** Escapes LIKE wildcards so a person's text is matched literally. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
