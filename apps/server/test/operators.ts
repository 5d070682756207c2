import { eq } from 'drizzle-orm';
import { createOperator } from '../src/db/factories';
import { user } from '../src/db/schema';
import type { TestClient, TestContext } from './helpers';
import { signedInClient } from './sessions';

/**
 * An operator who has turned on two-factor sign-in (the desk refuses one who has not:
 * docs/product.md#operators), signed in through a test session.
 */
export async function signedInOperator(ctx: TestContext): Promise<{ id: string; client: TestClient }> {
  const created = await createOperator(ctx.db);
  await ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, created.id));
  return { id: created.id, client: await signedInClient(ctx, created.id) };
}
