import { describe, expect, it } from 'vitest';
import { isTransientDatabaseFailure } from './errors';

// What the error handler answers 503 'try again' for, and what stays a 500.
const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isTransientDatabaseFailure', () => {
  it('is true for lost deadlocks and serialization conflicts, as thrown or wrapped by drizzle', () => {
    for (const code of ['40001', '40P01']) {
      expect(isTransientDatabaseFailure(pgError(code))).toBe(true);
      expect(isTransientDatabaseFailure(wrapped(pgError(code)))).toBe(true);
    }
  });

  it('is true when the server has no connection to give or is going away', () => {
    for (const code of ['53300', '57P01', '57P02', '57P03', '08006', '08001']) expect(isTransientDatabaseFailure(wrapped(pgError(code)))).toBe(true);
    for (const errno of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) expect(isTransientDatabaseFailure(wrapped(pgError(errno)))).toBe(true);
  });

  it('is false for errors that retrying would not fix', () => {
    for (const code of ['23505', '23P01', '22P02', '42P01', '53100', 'ENOENT']) expect(isTransientDatabaseFailure(wrapped(pgError(code)))).toBe(false);
    expect(isTransientDatabaseFailure(new Error('boom'))).toBe(false);
    expect(isTransientDatabaseFailure(undefined)).toBe(false);
  });
});
