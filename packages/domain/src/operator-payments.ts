import { centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { z } from './validation';

// Money the payment provider has not moved yet (docs/product.md#operators): refunds to families and
// payouts to caregivers that the jobs keep asking for. The jobs retry on their own; the desk shows
// the ones that failed or waited too long, so someone can talk to the person or to the provider.

/**
 * A refund of a booking, the leftover of a plan going back to the card, a caregiver's payout, and
 * the available balance of a deleted caregiver the job cannot pay (no destination, or its last
 * payout refused: docs/product.md#deletion-payout).
 */
export const STUCK_MONEY_KINDS = ['devolucao_reserva', 'sobra_plano', 'repasse', 'saldo_conta_excluida'] as const;
export type StuckMoneyKind = (typeof STUCK_MONEY_KINDS)[number];

/** A request the provider has not answered after this long is shown even without an error. */
export const STUCK_MONEY_AFTER_MINUTES = 60;
/** Money asked of the provider before this moment and still not moved is stuck, error or not. */
export const stuckMoneyBefore = (now: Date): Date => new Date(now.getTime() - STUCK_MONEY_AFTER_MINUTES * 60_000);

/**
 * Whether money still pending at the provider counts as stuck: the provider answered with an error,
 * or has not paid after STUCK_MONEY_AFTER_MINUTES. The desk lists these (its query applies the same
 * rule with stuckMoneyBefore), and the family sees its refund as late (docs/product.md#booking-payments).
 */
export function isMoneyStuck(pending: { lastError: string | null; since: Date }, now: Date): boolean {
  return pending.lastError !== null || pending.since < stuckMoneyBefore(now);
}

/** The desk lists at most this many, oldest first (the count on Início is the whole). */
export const STUCK_MONEY_LIST_LIMIT = 200;

export const stuckMoneyDtoSchema = z.object({
  id: idSchema,
  kind: z.enum(STUCK_MONEY_KINDS),
  /** The family to be paid back, or the caregiver to be paid (no e-mail once the account is deleted). */
  pessoa: z.object({ nome: z.string(), email: z.string() }),
  amountCents: centsSchema,
  /** When the money was first asked of the provider (a deleted caregiver's balance: when the account was deleted). */
  since: instantSchema,
  attempts: countSchema,
  /** The provider's last answer, as it gave it (null: it has not answered yet). */
  lastError: z.string().nullable(),
});
export type StuckMoneyDto = z.infer<typeof stuckMoneyDtoSchema>;
/** GET /api/operador/pagamentos */
export const stuckMoneyResponseSchema = z.object({ items: z.array(stuckMoneyDtoSchema), total: countSchema });
