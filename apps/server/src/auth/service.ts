import type { SessionUserDto } from '@cuidar/domain/auth';
import type { Executor } from '../db/client';
import { findAccountByEmail as findAccountByEmailInRepository, recordEmailChange, sessionUserDto, takeConfirmedEmailChange } from './repository';

// What the rest of the server may ask of our side of authentication; auth/repository.ts stays
// private to this folder (ADR 0029).

/** What the web app may know about the signed-in user: never hashes, never other users. */
export function findSessionUser(db: Executor, userId: string): Promise<SessionUserDto | null> {
  return sessionUserDto(db, userId);
}

/** Remembers the address an account is leaving, to tell it once the new one is confirmed. */
export function rememberEmailChange(db: Executor, userId: string, previousEmail: string, requestedEmail: string): Promise<void> {
  return recordEmailChange(db, userId, previousEmail, requestedEmail);
}

/** The address an account left, once its change to `newEmail` is confirmed (and forgets it). */
export function takePreviousEmail(db: Executor, userId: string, newEmail: string): Promise<string | undefined> {
  return takeConfirmedEmailChange(db, userId, newEmail);
}

/** An account by its address (sign-in events and lockouts are about accounts, not addresses). */
export function findAccountByEmail(db: Executor, email: string): Promise<{ id: string; name: string; email: string } | undefined> {
  return findAccountByEmailInRepository(db, email);
}
