import { PLAN_STATUS_LABELS, type PlanSubscriptionDto, type PlanSubscriptionStatus } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';
import { checkoutPath, paths } from '@cuidar/domain/routes';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCentavos } from '@cuidar/domain/format';
import { formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { useCancelPlan } from '../api/cancel-plan';
import { useCurrentPlan } from '../api/get-current-plan';
import { useRefundPlan } from '../api/refund-plan';

const c = checkoutCopy.myPlan;

const statusVariant: Record<PlanSubscriptionStatus, 'success' | 'warning' | 'neutral' | 'danger' | 'brand'> = {
  active: 'success',
  cancel_at_period_end: 'warning',
  pending: 'brand',
  canceled: 'neutral',
  refunded: 'neutral',
  expired: 'neutral',
};

/** The dates a family needs to know, in words. */
function PlanDates({ plan }: { plan: PlanSubscriptionDto }) {
  const lines: string[] = [];
  if (plan.status === 'active') {
    lines.push(plan.nextChargeAt ? c.nextCharge(formatShortDate(plan.nextChargeAt)) : c.noMoreCharges);
    if (plan.endsAt) lines.push(c.validUntil(formatShortDate(plan.endsAt)));
  } else if (plan.status === 'cancel_at_period_end') {
    const end = plan.currentPeriodEnd ?? plan.endsAt;
    if (end) lines.push(c.endsOn(formatShortDate(end)));
  } else if (plan.status === 'refunded' && plan.refundedAt) {
    const amount = plan.refundedAmountCents !== null ? formatCentavos(plan.refundedAmountCents) : c.paidAmount;
    lines.push(
      plan.provider === 'sandbox'
        ? c.refundSandbox(amount, formatShortDate(plan.refundedAt))
        : c.refundRequested(amount, formatShortDate(plan.refundedAt)),
    );
  } else if (plan.status === 'canceled') {
    const end = plan.canceledAt ?? plan.endsAt;
    if (end) lines.push(c.closedOn(formatShortDate(end)));
  }
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="text-slate-700">
          {line}
        </p>
      ))}
    </>
  );
}

/**
 * The plan's account (docs/product.md#plan-care): while the plan runs, what it holds and what
 * happens to it; once over, what was left and its way back to the card.
 */
function PlanAccount({ plan }: { plan: PlanSubscriptionDto }) {
  const running = plan.status === 'active' || plan.status === 'cancel_at_period_end';
  if (running && plan.activatedAt) {
    return (
      <div className="rounded-lg bg-slate-50 p-3">
        <p className="font-semibold text-slate-900">{c.accountBalance(formatCentavos(plan.accountBalanceCents))}</p>
        <p className="mt-1 text-sm text-slate-700">{c.accountNote}</p>
      </div>
    );
  }
  if (plan.status !== 'canceled') return null;
  const lines = plan.leftoverRefunds.map((refund) => {
    const amount = formatCentavos(refund.amountCents);
    if (refund.status === 'pending' || !refund.refundedAt) return refund.late ? c.leftoverLate(amount) : c.leftoverPending(amount);
    const date = formatShortDate(refund.refundedAt);
    if (refund.teamMethod) return c.leftoverRefundedByTeam(amount, date, refund.teamMethod);
    return plan.provider === 'sandbox' ? c.leftoverRefundedSandbox(amount, date) : c.leftoverRefunded(amount, date);
  });
  if (plan.accountBalanceCents > 0) lines.push(c.leftoverSoon(formatCentavos(plan.accountBalanceCents)));
  if (lines.length === 0) return null;
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3">
      {lines.map((line, i) => (
        <p key={i} className="text-slate-800">
          {line}
        </p>
      ))}
    </div>
  );
}

function CancelAction({ plan }: { plan: PlanSubscriptionDto }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  const end = plan.currentPeriodEnd ?? plan.endsAt;
  const onConfirm = () =>
    cancel.mutate(plan.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(messages.checkout.canceledAtPeriodEndTitle, { description: messages.checkout.canceledAtPeriodEnd });
      },
      onError: (error) => toast.error(errorMessage(error, messages.checkout.cancelFailed)),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {c.cancelAction}
      </Button>
      <DialogContent
        title={c.cancelTitle}
        description={end ? c.cancelDescription(formatShortDate(end)) : messages.checkout.canceledAtPeriodEnd}
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{c.keepPlan}</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending ? <Spinner label={checkoutCopy.cancelling} /> : c.cancelConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RefundAction({ plan }: { plan: PlanSubscriptionDto }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundPlan();
  const onConfirm = () =>
    refund.mutate(plan.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(messages.checkout.refundedTitle, { description: messages.checkout.refunded });
      },
      onError: (error) => toast.error(errorMessage(error, messages.checkout.refundFailed)),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {c.refundAction}
      </Button>
      <DialogContent
        title={c.refundTitle}
        description={c.refundDescription}
      >
        <p className="text-sm text-slate-600">{messages.checkout.withdrawalRight}</p>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{c.back}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={refund.isPending} aria-busy={refund.isPending}>
            {refund.isPending ? <Spinner label={checkoutCopy.processing} /> : c.refundConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'Meu plano' on the family dashboard: the plan, its status and dates, cancel and withdraw. */
export function MyPlanCard() {
  const query = useCurrentPlan();
  const plan = query.data;

  return (
    <Card className="mb-6" role="region" aria-labelledby="meu-plano-titulo">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="meu-plano-titulo">{c.title}</CardTitle>
        {plan && (
          <div className="flex flex-wrap gap-2">
            {plan.provider === 'sandbox' && (
              <Badge variant="warning" className="gap-1">
                <FlaskConical aria-hidden="true" className="size-4" />
                {checkoutCopy.sandbox}
              </Badge>
            )}
            <Badge variant={statusVariant[plan.status]}>{PLAN_STATUS_LABELS[plan.status]}</Badge>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">{c.loading}</span>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-5 w-64" />
          </div>
        ) : query.isError ? (
          <Alert tone="error" title={messages.checkout.loadPlanFailed}>
            <Button variant="link" onClick={() => void query.refetch()}>
              {c.retry}
            </Button>
          </Alert>
        ) : !plan ? (
          <div className="space-y-3">
            <p className="text-slate-700">{c.none}</p>
            <Button asChild>
              <Link to={paths.home}>{c.seePlans}</Link>
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <div>
              <p className="text-xl font-bold text-slate-900">{plan.planTitle}</p>
              <p className="font-semibold text-slate-800">
                {c.price(formatCentavos(plan.monthlyAmountCents), plan.durationMonths)}
              </p>
            </div>
            <PlanDates plan={plan} />
            <PlanAccount plan={plan} />
            {plan.canRefund && plan.refundDeadline && (
              <p className="text-sm text-slate-600">
                {c.refundUntil(formatDateTime(plan.refundDeadline))}
              </p>
            )}
            {(plan.status === 'active' || plan.status === 'cancel_at_period_end') && (
              <Button asChild>
                <Link to={paths.planCare}>{messages.planCare.chooseAction}</Link>
              </Button>
            )}
            {(plan.canCancel || plan.canRefund) && (
              <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:flex-wrap">
                {plan.canCancel && <CancelAction plan={plan} />}
                {plan.canRefund && <RefundAction plan={plan} />}
              </div>
            )}
            {(plan.status === 'canceled' || plan.status === 'refunded') && (
              <Button asChild variant="outline">
                <Link to={checkoutPath(plan.planId)}>{c.buyAgain}</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
