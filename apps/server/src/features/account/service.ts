import { splitFullName, type signUpSchema } from '@cuidar/domain/auth';
import type { AccountRole } from '@cuidar/domain/constants';
import type { z } from '@cuidar/domain/validation';
import { runWithTransaction } from '@better-auth/core/context';
import { authAdapterFor, authLinks, type Auth, type AuthOptions } from '../../auth/auth';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { existingAccountMail } from '../../mail/templates';
import { findUserByEmail, insertProfile } from './repository';

export type SignUpInput = z.output<typeof signUpSchema>;

export interface SignUpDeps {
  db: Database;
  auth: Auth;
  authOptions: AuthOptions;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

export type SignUpOutcome = 'created' | 'existing';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: AccountRole;
}

/**
 * Creates the account through better-auth (user and argon2id credential) and the profile with its
 * role in one transaction: better-auth's sign-up joins ours, so an account never exists without
 * its role. Answers the new id, or null when the address is taken.
 */
export async function createAccountWithProfile(deps: Pick<SignUpDeps, 'db' | 'auth' | 'authOptions'>, input: NewAccount): Promise<string | null> {
  const { firstName, lastName } = splitFullName(input.name);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) return null;
      const created = await runWithTransaction(authAdapterFor(deps.authOptions, tx), () =>
        deps.auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } }),
      );
      await insertProfile(tx, { id: created.user.id, role: input.role, firstName, lastName });
      return created.user.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return null; // a concurrent sign-up with the same address won the race
  }
}

/**
 * Sign-up: the account and its profile (createAccountWithProfile), then the verification e-mail.
 * An e-mail already registered gets the same answer (no account enumeration); its owner is told by
 * e-mail instead.
 */
export async function signUp(deps: SignUpDeps, input: SignUpInput): Promise<SignUpOutcome> {
  const created = await createAccountWithProfile(deps, input);
  // better-auth carries the return path as the link's callbackURL; the link builder checks it again.
  const callback = input.returnTo ? { callbackURL: input.returnTo } : {};
  if (created) {
    await deps.auth.api.sendVerificationEmail({ body: { email: input.email, ...callback } });
    return 'created';
  }
  // The same work as a new account (one argon2id hash), so both answers take the same time.
  await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && !existing.emailVerified) {
    await deps.auth.api.sendVerificationEmail({ body: { email: input.email, ...callback } });
  } else if (existing) {
    const mail = existingAccountMail({ name: existing.name, signInUrl: authLinks.signIn(deps.publicUrl) });
    await deps.mailer.send({ ...mail, to: existing.email, kind: 'cadastro-existente' });
  }
  return 'existing';
}
