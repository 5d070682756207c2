// PostgreSQL error codes we act on (the same on PGlite and on a server).

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isExclusionViolation = (error: unknown) => codeOf(error) === '23P01';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
export const isCheckViolation = (error: unknown) => codeOf(error) === '23514';
export const isSerializationFailure = (error: unknown) => codeOf(error) === '40001' || codeOf(error) === '40P01';
