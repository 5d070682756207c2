import { PLAN_STATUS_LABELS, type PlanSubscriptionDto, type PlanSubscriptionStatus } from '@cuidar/domain/checkout';
import { messages } from '@cuidar/domain/messages';
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
import { formatCentavos, formatCount } from '@cuidar/domain/format';
import { formatDateTime, formatShortDate } from '@cuidar/domain/date-format';
import { useCancelPlan } from '../api/cancel-plan';
import { useCurrentPlan } from '../api/get-current-plan';
import { useRefundPlan } from '../api/refund-plan';

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
    lines.push(plan.nextChargeAt ? `Próxima cobrança em ${formatShortDate(plan.nextChargeAt)}.` : 'Não há mais cobranças a fazer.');
    if (plan.endsAt) lines.push(`O plano vale até ${formatShortDate(plan.endsAt)}.`);
  } else if (plan.status === 'cancel_at_period_end') {
    const end = plan.currentPeriodEnd ?? plan.endsAt;
    if (end) lines.push(`O plano termina em ${formatShortDate(end)}. Não haverá novas cobranças.`);
  } else if (plan.status === 'refunded' && plan.refundedAt) {
    const amount = plan.refundedAmountCents !== null ? formatCentavos(plan.refundedAmountCents) : 'o valor pago';
    lines.push(
      plan.provider === 'sandbox'
        ? `Reembolso de ${amount} registrado em ${formatShortDate(plan.refundedAt)} (ambiente de teste: nada foi cobrado).`
        : `Reembolso de ${amount} pedido em ${formatShortDate(plan.refundedAt)}. O valor volta no mesmo cartão.`,
    );
  } else if (plan.status === 'canceled') {
    const end = plan.canceledAt ?? plan.endsAt;
    if (end) lines.push(`Encerrado em ${formatShortDate(end)}.`);
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
        Cancelar ao fim do período
      </Button>
      <DialogContent
        title="Cancelar ao fim do período?"
        description={end ? `Seu plano continua valendo até ${formatShortDate(end)} e não haverá novas cobranças.` : messages.checkout.canceledAtPeriodEnd}
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Manter plano</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {cancel.isPending ? <Spinner label="Cancelando..." /> : 'Sim, cancelar ao fim do período'}
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
        Desistir e pedir reembolso
      </Button>
      <DialogContent
        title="Desistir do plano?"
        description="O plano termina agora e o valor pago volta no mesmo cartão. Esta ação não pode ser desfeita."
      >
        <p className="text-sm text-slate-600">{messages.checkout.withdrawalRight}</p>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Voltar</Button>
          </DialogClose>
          <Button variant="danger" onClick={onConfirm} disabled={refund.isPending} aria-busy={refund.isPending}>
            {refund.isPending ? <Spinner label="Processando..." /> : 'Sim, desistir e pedir reembolso'}
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
        <CardTitle id="meu-plano-titulo">Meu plano</CardTitle>
        {plan && (
          <div className="flex flex-wrap gap-2">
            {plan.provider === 'sandbox' && (
              <Badge variant="warning" className="gap-1">
                <FlaskConical aria-hidden="true" className="size-4" />
                Ambiente de teste
              </Badge>
            )}
            <Badge variant={statusVariant[plan.status]}>{PLAN_STATUS_LABELS[plan.status]}</Badge>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only">Carregando seu plano...</span>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-5 w-64" />
          </div>
        ) : query.isError ? (
          <Alert tone="error" title={messages.checkout.loadPlanFailed}>
            <Button variant="link" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : !plan ? (
          <div className="space-y-3">
            <p className="text-slate-700">Você ainda não tem um plano de cuidado. Com um plano, o valor da diária fica menor.</p>
            <Button asChild>
              <Link to={paths.home}>Conhecer os planos</Link>
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <div>
              <p className="text-xl font-bold text-slate-900">{plan.planTitle}</p>
              <p className="font-semibold text-slate-800">
                {formatCentavos(plan.monthlyAmountCents)}/mês · {formatCount(plan.durationMonths, 'mês', 'meses')}
              </p>
            </div>
            <PlanDates plan={plan} />
            {plan.canRefund && plan.refundDeadline && (
              <p className="text-sm text-slate-600">
                Você pode desistir com reembolso até {formatDateTime(plan.refundDeadline)} (art. 49 do
                Código de Defesa do Consumidor).
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
                <Link to={checkoutPath(plan.planId)}>Contratar novamente</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
