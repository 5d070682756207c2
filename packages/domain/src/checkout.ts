import { centsSchema, countSchema, idSchema, instantSchema } from './dto';
import { messages } from './messages';
import { checkoutLabels } from './messages/labels/checkout';
import { PLAN_IDS } from './plans';
import { z } from './validation';
import { TEAM_REFUND_METHODS } from './operator-payments';

// Care-plan purchases: the request the browser sends, what the API answers, and the rules both
// sides read (status shown now, the 7-day right of withdrawal, when a plan ends).

/** The browser sends the plan id and nothing else: every amount comes from PLANS on the server. */
export const createCheckoutSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: messages.checkout.planNotFound }),
});
export type CreateCheckoutInput = z.input<typeof createCheckoutSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/**
 * pending: checkout started, not paid · active: paid, renewing monthly until the plan's end ·
 * cancel_at_period_end: paid, no further charges · canceled: ended · refunded: withdrawn within
 * 7 days and paid back · expired: checkout abandoned or replaced, nothing charged.
 */
export const PLAN_SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancel_at_period_end', 'canceled', 'refunded', 'expired'] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];

/** Statuses of a plan the family holds (at most one per family, enforced by the database). */
export const OPEN_PLAN_STATUSES = ['pending', 'active', 'cancel_at_period_end'] as const satisfies readonly PlanSubscriptionStatus[];

export const PLAN_STATUS_LABELS: Record<PlanSubscriptionStatus, string> = checkoutLabels.planStatus;

/** CDC art. 49: a purchase made outside a shop may be withdrawn within 7 days. */
export const WITHDRAWAL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** How long a started checkout stays payable before it expires. */
export const CHECKOUT_SESSION_MINUTES = 60;
/** Plans are charged in Brazilian reais (ISO 4217, lower case as Stripe writes it). */
export const PLAN_CURRENCY = 'brl';

/** A plan as the family dashboard shows it. Dates are ISO instants. */
export const planSubscriptionDtoSchema = z.object({
  id: idSchema,
  planId: z.enum(PLAN_IDS),
  planTitle: z.string(),
  /** The status as of now (a plan past its end shows as ended even before the provider says so). */
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  monthlyAmountCents: centsSchema,
  durationMonths: countSchema,
  activatedAt: instantSchema.nullable(),
  currentPeriodEnd: instantSchema.nullable(),
  endsAt: instantSchema.nullable(),
  /** When the next monthly charge happens; null when none is left (last month, cancelled, ended). */
  nextChargeAt: instantSchema.nullable(),
  canceledAt: instantSchema.nullable(),
  refundedAt: instantSchema.nullable(),
  refundedAmountCents: centsSchema.nullable(),
  canCancel: z.boolean(),
  canRefund: z.boolean(),
  /** Last moment of the right of withdrawal, while the plan is paid. */
  refundDeadline: instantSchema.nullable(),
  /**
   * The plan's account (docs/product.md#plan-care): paid and not (or no longer) used for shifts,
   * e.g. the weekdays without a caregiver or a cancelled shift's money. What is left goes back to
   * the card once the plan is over.
   */
  accountBalanceCents: centsSchema,
  /** What was left in the plan's account once it was over, paid back to the card (oldest first). */
  leftoverRefunds: z.array(
    z.object({
      amountCents: centsSchema,
      /** pending: asked of the provider (retried until it answers) · succeeded: paid back. */
      status: z.enum(['pending', 'succeeded']),
      /** Pending, and the provider failed or has not paid back for over an hour (isMoneyStuck): our team sees it. */
      late: z.boolean(),
      requestedAt: instantSchema,
      refundedAt: instantSchema.nullable(),
      /** Paid back by our team's own Pix or bank transfer, the provider having refused it; null otherwise. */
      teamMethod: z.enum(TEAM_REFUND_METHODS).nullable(),
    }),
  ),
});
export type PlanSubscriptionDto = z.infer<typeof planSubscriptionDtoSchema>;
/** GET /api/plans/current: the newest plan ever paid, or null. */
export const currentPlanResponseSchema = z.object({ plan: planSubscriptionDtoSchema.nullable() });
/** POST /api/plans/:id/cancel and …/refund: the plan as it is now. */
export const planResponseSchema = z.object({ plan: planSubscriptionDtoSchema });

/** What the success page polls: has the provider told us the payment went through? */
export const checkoutSessionDtoSchema = z.object({
  sessionId: idSchema,
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  planId: z.enum(PLAN_IDS),
  planTitle: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type CheckoutSessionDto = z.infer<typeof checkoutSessionDtoSchema>;

/** The built-in test checkout page's data. */
export const sandboxCheckoutDtoSchema = z.object({
  sessionId: idSchema,
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  planId: z.enum(PLAN_IDS),
  planTitle: z.string(),
  monthlyAmountCents: centsSchema,
  durationMonths: countSchema,
  expiresAt: instantSchema,
});
export type SandboxCheckoutDto = z.infer<typeof sandboxCheckoutDtoSchema>;

/** GET /api/checkout/provider: Stripe, the test sandbox, or null when no card payment is configured. */
export const checkoutProviderResponseSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS).nullable() });

/**
 * GET /api/plans/:id/price: what the monthly charge pays for and the platform's part of it, shown
 * before the family pays (docs/product.md#plans). The fee percentage is the server's configuration.
 */
export const planPriceDtoSchema = z.object({
  planId: z.enum(PLAN_IDS),
  monthlyValueCents: centsSchema,
  /** Shifts one month's charge pays for (monthly value ÷ daily price). */
  shiftsPerMonth: countSchema,
  feePercent: z.number().min(0).max(100),
  perShift: z.object({ dailyPriceCents: centsSchema, feeCents: centsSchema, caregiverCents: centsSchema }),
});
export type PlanPriceDto = z.infer<typeof planPriceDtoSchema>;
export const planPriceResponseSchema = z.object({ price: planPriceDtoSchema });
/** POST /api/checkout: where to pay. The sandbox's confirm and cancel answer where to go next. */
export const checkoutUrlResponseSchema = z.object({ url: z.string().min(1) });
export const createCheckoutResponseSchema = checkoutUrlResponseSchema.extend({ sessionId: idSchema });

/**
 * The same day of the month, `months` later, in UTC; clamped to the month's last day (31 Jan + 1
 * month = 28/29 Feb), which is how card providers step monthly billing periods.
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function withdrawalDeadline(activatedAt: Date): Date {
  return new Date(activatedAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
}

interface PlanTimes {
  status: PlanSubscriptionStatus;
  activatedAt: Date | null;
  currentPeriodEnd: Date | null;
  endsAt: Date | null;
}

/** The status a person should see now: a paid plan past its last day has ended. */
export function effectivePlanStatus(plan: PlanTimes, now: Date): PlanSubscriptionStatus {
  const t = now.getTime();
  if (plan.status === 'active' && plan.endsAt && plan.endsAt.getTime() <= t) return 'canceled';
  if (plan.status === 'cancel_at_period_end') {
    const end = plan.currentPeriodEnd ?? plan.endsAt;
    if (end && end.getTime() <= t) return 'canceled';
  }
  return plan.status;
}

export function canCancelPlan(plan: PlanTimes, now: Date): boolean {
  return effectivePlanStatus(plan, now) === 'active';
}

export function canRefundPlan(plan: PlanTimes, now: Date): boolean {
  const status = effectivePlanStatus(plan, now);
  if (status !== 'active' && status !== 'cancel_at_period_end') return false;
  return plan.activatedAt !== null && now.getTime() < withdrawalDeadline(plan.activatedAt).getTime();
}

/**
 * How long after a plan is over its account's leftover goes back to the card: the last night shift
 * ends the morning after, and a shift's no-show or cancellation puts money back in the account.
 */
export const PLAN_LEFTOVER_REFUND_DELAY_HOURS = 24;

/**
 * When a paid plan was over (docs/product.md#plan-care): cancelled by the provider, past its last
 * paid period (cancelled at period end) or past its months; null while it runs, and for a plan
 * withdrawn (refunded in full) or never paid.
 */
export function planOverAt(plan: PlanTimes & { canceledAt: Date | null }, now: Date): Date | null {
  if (plan.activatedAt === null || effectivePlanStatus(plan, now) !== 'canceled') return null;
  if (plan.status === 'canceled') return plan.canceledAt ?? plan.currentPeriodEnd ?? plan.endsAt;
  if (plan.status === 'active') return plan.endsAt;
  return plan.currentPeriodEnd ?? plan.endsAt;
}

/** The next monthly charge: the end of the current period, if the plan runs past it. */
export function nextChargeAt(plan: PlanTimes, now: Date): Date | null {
  if (effectivePlanStatus(plan, now) !== 'active' || !plan.currentPeriodEnd || !plan.endsAt) return null;
  const periodEnd = plan.currentPeriodEnd.getTime();
  return periodEnd > now.getTime() && plan.endsAt.getTime() > periodEnd ? plan.currentPeriodEnd : null;
}
