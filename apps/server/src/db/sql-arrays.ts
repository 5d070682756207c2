/**
 * '{"a","b"}': a text[] literal, every element quoted and escaped. Sent as a text parameter and
 * cast with ::text[] in the query, so node-postgres and PGlite agree on the type whatever their
 * own array serialisation does.
 */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Escapes LIKE wildcards so a person's text is matched literally. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
