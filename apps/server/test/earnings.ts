import { recordSeededPayments } from '../src/features/booking-payments/service';
import { createBooking } from '../src/db/factories';
import { registerCaregiver } from './caregiver';
import { signUpVerified, TestClient, type TestContext } from './helpers';

// A caregiver who earns through the platform, for the payout and account-deletion tests: signed up
// and registered through the API, and days a family paid (the ledger's payment posting, as the demo
// seed writes it).

export async function registeredCaregiver(ctx: TestContext): Promise<{ client: TestClient; id: string; email: string }> {
  const client = new TestClient(ctx.app);
  const { id, email } = await signUpVerified(ctx, client, 'cuidador');
  await registerCaregiver(client);
  return { client, id, email };
}

/** A confirmed one-day booking (08:00–12:00, R$ 50,00/h unless told: R$ 200,00 + fee), paid through the platform. */
export async function paidDay(ctx: TestContext, input: { familiaId: string; cuidadorId: string; date: string; precoHoraCentavos?: number }) {
  const row = await createBooking(ctx.db, { familiaId: input.familiaId, cuidadorId: input.cuidadorId, dataInicio: input.date, status: 'confirmada', precoHoraCentavos: input.precoHoraCentavos ?? 5000 });
  await ctx.db.transaction((tx) => recordSeededPayments(tx, [row.id]));
  return row;
}
