import { randomBytes } from 'node:crypto';
import { writeAuditEvent } from '../../audit/audit';
import { createAccountWithProfile, type SignUpDeps } from '../account/service';
import { markEmailVerified } from './repository';

// Operators: the company's own people in the product (docs/product.md#operators). Never chosen at
// sign-up; created by `npm run operator:create`, which prints a one-time link to choose the password.
// Two-factor sign-in is required before any operator screen opens (auth/session.ts requireOperator).

export class OperatorExistsError extends Error {
  constructor(email: string) {
    super(`já existe uma conta com o email ${email}`);
    this.name = 'OperatorExistsError';
  }
}

/**
 * Creates the operator's account (a random password nobody knows, e-mail verified) and sends the
 * password link — better-auth's reset link, valid one hour. Answers the new id.
 */
export async function createOperator(deps: Pick<SignUpDeps, 'db' | 'auth' | 'authOptions'>, input: { email: string; name: string }): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const id = await createAccountWithProfile(deps, { name: input.name.trim(), email, password: randomBytes(48).toString('base64url'), role: 'operador' });
  if (!id) throw new OperatorExistsError(email);
  await markEmailVerified(deps.db, id);
  await writeAuditEvent(deps.db, { action: 'operator_created', actorId: null, subjectId: id, metadata: { via: 'operator:create' } });
  await deps.auth.api.requestPasswordReset({ body: { email } });
  return id;
}
