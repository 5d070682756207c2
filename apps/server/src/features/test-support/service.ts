import { addDaysToDate, todayInSaoPaulo } from '@cuidar/domain/time';
import { messages } from '@cuidar/domain/messages';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../http/errors';
import { createBooking, createCaregiver, createFamily, createOperator, createVerificationDossier } from '../../db/factories';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { processPendingRefunds, recordSeededPayments, refundBookingInTransaction } from '../booking-payments/service';
import type { FileStorage } from '../../storage/storage';
import { runLifecycleJobs } from '../bookings/service';
import { runAvailabilityExtension } from '../availability/service';
import { payoutJobDeps, runPayouts } from '../payouts/service';
import { runVisitJobs, visitJobDeps } from '../visits/service';
import type { AppDeps } from '../../context';

/**
 * The periodic jobs, run now on the e2e server's (possibly moved) clock, with what jobs.ts gives
 * them (the mailer and the provider: reminders, expiries and refunds go out as in production);
 * then the payouts.
 */
export async function runJobsNow(deps: AppDeps) {
  const lifecycle = await runLifecycleJobs({ db: deps.database.db, now: deps.now, payments: deps.payments, logger: deps.logger, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL });
  const payouts = await runPayouts(payoutJobDeps(deps));
  const visits = await runVisitJobs(visitJobDeps(deps));
  return { ...lifecycle, payouts, availability: await runAvailabilityExtension(deps), visits };
}

/**
 * A caregiver who sent a complete registration and waits for the operators (docs/product.md#operators):
 * profile in one neighbourhood of São Paulo with afternoons free, CPF, identity document and a
 * valid federal criminal-records certificate in private storage, two references. Until the
 * wizard's documents step is in every journey, e2e tests start the desk's journey here.
 */
export async function seedCaregiverInReview(
  deps: { db: Database; storage: FileStorage; now: () => Date },
  input: { firstName: string; lastName: string; bairro: string },
): Promise<{ id: string }> {
  const today = todayInSaoPaulo(deps.now());
  const caregiver = await createCaregiver(deps.db, {
    verificacao: 'em_analise',
    availabilityDays: 30,
    today,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      estado: 'SP',
      cidade: 'São Paulo',
      bairro: input.bairro,
      disponibilidade: ['Manhã', 'Tarde'],
      competencias: ['Higiene pessoal', 'Administração de medicação', 'Alimentação assistida'],
    },
  });
  await createVerificationDossier(deps.db, deps.storage, { cuidadorId: caregiver.id, antecedentesEmitidaEm: addDaysToDate(today, -5) });
  return { id: caregiver.id };
}

/**
 * A new operator without two-factor sign-in, for a journey that must not depend on what another
 * journey did to the demo operator (whose first visit turns two-factor on).
 */
export async function seedOperator(deps: { db: Database }, input: { email: string; password: string }): Promise<{ id: string; email: string }> {
  try {
    const operator = await createOperator(deps.db, { email: input.email, password: input.password, firstName: 'Operadora', lastName: 'de Teste' });
    return { id: operator.id, email: operator.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.settings.emailInUse, 'email');
    throw error;
  }
}

/**
 * An approved caregiver who can sign in, with no availability declared and no booking, for a
 * journey that needs someone free for a whole plan period (docs/product.md#plan-care).
 */
export async function seedApprovedCaregiver(
  deps: { db: Database; now: () => Date },
  input: { email: string; password: string; firstName: string; lastName: string; bairro?: string | undefined },
): Promise<{ id: string; email: string }> {
  try {
    const caregiver = await createCaregiver(deps.db, {
      email: input.email,
      password: input.password,
      approval: { at: deps.now(), issuedDaysAgo: 5 },
      today: todayInSaoPaulo(deps.now()),
      data: { firstName: input.firstName, lastName: input.lastName, estado: 'SP', cidade: 'São Paulo', bairro: input.bairro ?? 'Pinheiros', rating: null, totalAvaliacoes: 0 },
    });
    return { id: caregiver.id, email: caregiver.email };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.settings.emailInUse, 'email');
    throw error;
  }
}

/**
 * A family who can sign in, whose paid request a caregiver declined, and whose refund the payment
 * provider refused (a card closed since): the operators' 'Pagamentos' lists it with 'O provedor
 * recusou' (docs/product.md#operators). The refusal goes through the job's own code.
 */
export async function seedRefusedRefund(
  deps: { db: Database; now: () => Date; payments: PaymentProvider | null; logger: AppDeps['logger'] },
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<{ familyId: string; pedidoId: string }> {
  const today = todayInSaoPaulo(deps.now());
  let family;
  try {
    family = await createFamily(deps.db, { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.settings.emailInUse, 'email');
    throw error;
  }
  const caregiver = await createCaregiver(deps.db, { approval: { at: deps.now(), issuedDaysAgo: 5 }, today, data: { estado: 'SP', cidade: 'São Paulo', bairro: 'Pinheiros' } });
  const pedido = await createBooking(deps.db, { familiaId: family.id, cuidadorId: caregiver.id, dataInicio: addDaysToDate(today, 10), status: 'recusada' });
  await deps.db.transaction(async (tx) => {
    await recordSeededPayments(tx, [pedido.id]);
    await refundBookingInTransaction(tx, { id: pedido.id, familiaId: family.id }, 'recusada', deps.now());
  });
  if (!deps.payments) throw new Error('seedRefusedRefund: sem provedor de pagamentos');
  const refusing: PaymentProvider = {
    ...deps.payments,
    refundBookingPayment: async () => {
      throw new PaymentProviderError('Stripe: reembolsar a reserva falhou: charge_expired_for_refund', { refused: true });
    },
  };
  await processPendingRefunds({ db: deps.db, payments: refusing, logger: deps.logger, now: deps.now }, { pedidoId: pedido.id });
  return { familyId: family.id, pedidoId: pedido.id };
}
