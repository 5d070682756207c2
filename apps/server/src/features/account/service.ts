import { randomUUID } from 'node:crypto';
import { splitFullName, type signUpSchema } from '@cuidar/domain/auth';
import type { z } from '@cuidar/domain/validation';
import type { Auth } from '../../auth/auth';
import { authLinks } from '../../auth/auth';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { existingAccountMail } from '../../mail/templates';
import { findUserByEmail, insertAccountWithProfile } from './repository';

export type SignUpInput = z.output<typeof signUpSchema>;

export interface SignUpDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export type SignUpOutcome = 'created' | 'existing';

/**
 * Creates the user, its password credential and its profile with the chosen role in one
 * transaction, then sends the verification e-mail. An e-mail already registered gets the same
 * answer (no account enumeration); its owner is told by e-mail instead.
 */
export async function signUp(deps: SignUpDeps, input: SignUpInput): Promise<SignUpOutcome> {
  const { firstName, lastName } = splitFullName(input.name);
  // Hash before looking the address up so both outcomes take the same time.
  const passwordHash = await hashPassword(input.password);
  let outcome: SignUpOutcome = 'created';
  try {
    await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) {
        outcome = 'existing';
        return;
      }
      await insertAccountWithProfile(tx, {
        id: randomUUID(),
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        firstName,
        lastName,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    outcome = 'existing'; // a concurrent sign-up with the same address won the race
  }

  if (outcome === 'created') {
    await deps.auth.api.sendVerificationEmail({ body: { email: input.email } });
    return outcome;
  }
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && !existing.emailVerified) {
    await deps.auth.api.sendVerificationEmail({ body: { email: input.email } });
  } else if (existing) {
    const mail = existingAccountMail({ name: existing.name, signInUrl: authLinks.signIn(deps.publicUrl) });
    await deps.mailer.send({ ...mail, to: existing.email, kind: 'cadastro-existente' });
  }
  return outcome;
}
