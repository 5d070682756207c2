// PostgreSQL error codes we act on (the same on PGlite and on a server).

/** The error and what it wraps: Drizzle puts the driver's error on `cause`. */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const stringCode = (error: object) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};

/** The first SQLSTATE (five characters) along the chain. */
function codeOf(error: unknown): string | undefined {
  return chainOf(error)
    .map(stringCode)
    .find((code) => code !== undefined && /^[0-9A-Z]{5}$/.test(code));
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isExclusionViolation = (error: unknown) => codeOf(error) === '23P01';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
export const isCheckViolation = (error: unknown) => codeOf(error) === '23514';
export const isSerializationFailure = (error: unknown) => codeOf(error) === '40001' || codeOf(error) === '40P01';

// The server refused or dropped the connection: too many clients (53300), shutting down or starting
// (57P01–57P03), any connection exception (08…), or the socket itself could not be opened.
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
function isConnectionFailure(error: unknown): boolean {
  const code = codeOf(error);
  if (code) return code === '53300' || /^57P0[123]$/.test(code) || code.startsWith('08');
  return chainOf(error).some((link) => SOCKET_ERRORS.has(stringCode(link) ?? ''));
}

/**
 * A failure that says nothing about the request and may well not happen again in a moment: the
 * database was out of connections or restarting, or this transaction lost a deadlock or a
 * serialization conflict to another one (it was rolled back whole). Answered 503 'try again'.
 */
export const isTransientDatabaseFailure = (error: unknown) => isSerializationFailure(error) || isConnectionFailure(error);
