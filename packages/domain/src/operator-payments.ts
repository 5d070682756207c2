import { centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { requiredText, z } from './validation';

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

/**
 * A deleted caregiver's balance with a destination kept is paid by the weekly job; one still there
 * after this many days since the deletion with no payout asked meanwhile (a payout day came and
 * went: a Stripe sign-up that stopped being complete, say) is listed for the team too.
 */
export const DELETED_BALANCE_UNPAID_DAYS = 8;

/** The desk lists at most this many, oldest first (the count on Início is the whole). */
export const STUCK_MONEY_LIST_LIMIT = 200;

/**
 * A refund the provider refused (it answered, and said no: nothing went back) may be returned by
 * our team with a transfer of its own, then recorded here: by Pix or by bank transfer.
 */
export const TEAM_REFUND_METHODS = ['pix', 'transfer'] as const;
export type TeamRefundMethod = (typeof TEAM_REFUND_METHODS)[number];
/** The kinds of stuck money that are refunds to a family (a payout refused goes back to the caregiver's balance by itself). */
export const TEAM_REFUNDABLE_KINDS = ['devolucao_reserva', 'sobra_plano'] as const satisfies readonly StuckMoneyKind[];
export const isTeamRefundableKind = (kind: StuckMoneyKind): kind is (typeof TEAM_REFUNDABLE_KINDS)[number] =>
  (TEAM_REFUNDABLE_KINDS as readonly StuckMoneyKind[]).includes(kind);

/** Whether 'Tentar agora' has something to ask the provider: not for a deleted caregiver's balance, which the weekly job pays when it can. */
export const canRetryStuckMoney = (kind: StuckMoneyKind): boolean => kind !== 'saldo_conta_excluida';

/** Whether the team may record its own refund: a refund to a family, still pending, whose provider refused it. */
export function canTeamRefund(item: { kind: StuckMoneyKind; refused: boolean }): boolean {
  return isTeamRefundableKind(item.kind) && item.refused;
}

export const TEAM_REFERENCE_MAX = 120;

const m = messages.operatorPayments;

/** POST /api/operador/pagamentos/:kind/:id/devolucao-pela-equipe — what the team's transfer was. */
export const teamRefundSchema = z.strictObject({
  metodo: z.enum(TEAM_REFUND_METHODS, { error: m.methodRequired }),
  referencia: requiredText(m.referenceRequired, { min: 4, max: TEAM_REFERENCE_MAX, tooLong: m.referenceTooLong }),
  /** The operator confirms the money has really left the company's account. */
  confirmado: z.literal(true, { error: m.confirmRequired }),
});
export type TeamRefundInput = z.input<typeof teamRefundSchema>;

/** The path of one item: /api/operador/pagamentos/:kind/:id. */
export const stuckMoneyParamsSchema = z.strictObject({ kind: z.enum(STUCK_MONEY_KINDS), id: z.uuid() });
/** The answer of the team's refund: the desk's toast. */
export const teamRefundResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

/**
 * POST /api/operador/pagamentos/:kind/:id/tentar — what asking the provider again did: done; an
 * error again; a payout refused (reversed to the caregiver's balance); a refund the provider has
 * taken and still has pending; or nothing asked, the item waiting for a provider that is not
 * configured now.
 */
export const STUCK_MONEY_RETRY_OUTCOMES = ['feito', 'falhou', 'recusado', 'pendente', 'aguardando'] as const;
export type StuckMoneyRetryOutcome = (typeof STUCK_MONEY_RETRY_OUTCOMES)[number];
export const stuckMoneyRetryResponseSchema = z.object({ outcome: z.enum(STUCK_MONEY_RETRY_OUTCOMES), message: z.string() });

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
  /** That answer was a refusal (nothing was paid), not silence or a fault on its side. */
  refused: z.boolean(),
  /** The provider took the refund and still has it pending (its balance, the charge or the bank): the job asks where it is. */
  providerPending: z.boolean(),
});
export type StuckMoneyDto = z.infer<typeof stuckMoneyDtoSchema>;
/** GET /api/operador/pagamentos */
export const stuckMoneyResponseSchema = z.object({ items: z.array(stuckMoneyDtoSchema), total: countSchema });
