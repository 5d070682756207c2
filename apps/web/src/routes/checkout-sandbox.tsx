import { messages } from '@cuidar/domain/messages';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';
import { checkoutPath, paths } from '@cuidar/domain/routes';
import { CreditCard, FlaskConical } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/app/guards';
import { Logo } from '@/components/brand/logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { useCancelSandboxCheckout } from '@/features/checkout/api/cancel-sandbox-checkout';
import { useConfirmSandboxCheckout } from '@/features/checkout/api/confirm-sandbox-checkout';
import { useSandboxCheckout } from '@/features/checkout/api/get-sandbox-checkout';
import { errorMessage } from '@/lib/api-client';
import { formatCentavos } from '@cuidar/domain/format';
import { formatTime } from '@cuidar/domain/date-format';
import { usePageMeta } from '@/lib/head';

/**
 * The built-in test checkout, standing in for the card provider's page when no Stripe key is set.
 * Confirming makes the server deliver the same signed events Stripe sends for a paid checkout.
 */
const c = checkoutCopy.sandboxPage;

function SandboxCheckout({ sessionId }: { sessionId: string }) {
  const checkout = useSandboxCheckout(sessionId, true);
  const confirm = useConfirmSandboxCheckout();
  const cancel = useCancelSandboxCheckout();
  const navigate = useNavigate();
  const isBusy = confirm.isPending || cancel.isPending;

  if (checkout.isPending) return <LoadingBlock />;
  if (checkout.isError) {
    return (
      <Alert tone="error" title={messages.checkout.sessionNotFound}>
        <p>{errorMessage(checkout.error)}</p>
        <Link to={paths.home} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {c.backHome}
        </Link>
      </Alert>
    );
  }

  const data = checkout.data;
  if (data.status === 'active' || data.status === 'cancel_at_period_end') {
    return (
      <Alert tone="success" title={c.alreadyPaid}>
        <Link to={`${paths.checkoutSuccess}?session_id=${encodeURIComponent(sessionId)}`} className="font-semibold underline underline-offset-4">
          {c.seeConfirmation}
        </Link>
      </Alert>
    );
  }
  if (data.status !== 'pending') {
    return (
      <Alert tone="warning" title={c.unavailable}>
        <p>{messages.checkout.sessionClosed}</p>
        <Link to={checkoutPath(data.planId)} className="mt-2 inline-block font-semibold underline underline-offset-4">
          {c.backToPlan}
        </Link>
      </Alert>
    );
  }

  const onConfirm = () =>
    confirm.mutate(sessionId, {
      onSuccess: ({ url }) => navigate(url, { replace: true }),
      onError: (error) => {
        toast.error(messages.checkout.paymentErrorTitle, { description: errorMessage(error, messages.checkout.paymentError) });
        void checkout.refetch();
      },
    });
  const onCancel = () =>
    cancel.mutate(sessionId, {
      onSuccess: ({ url }) => navigate(url, { replace: true }),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <Card>
      <CardHeader>
        <p className="text-slate-600">{c.kicker}</p>
        <h2 className="text-xl font-bold text-slate-900">{data.planTitle}</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-lg bg-slate-50 p-4">
          <p className="text-3xl font-bold text-slate-900">
            {formatCentavos(data.monthlyAmountCents)}
            <span className="text-lg font-semibold text-slate-700">{checkoutCopy.perMonth}</span>
          </p>
          <p className="text-slate-700">
            {c.monthlyFor(data.durationMonths)}
          </p>
        </div>
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          <CreditCard aria-hidden="true" className="size-6 shrink-0" />
          <p>{c.noCard}</p>
        </div>
        <p className="text-sm text-slate-600">{c.expiresAt(formatTime(data.expiresAt))}</p>
        <div className="flex flex-col gap-3">
          <Button size="lg" onClick={onConfirm} disabled={isBusy} aria-busy={confirm.isPending}>
            {confirm.isPending ? <Spinner label={checkoutCopy.processing} /> : c.confirm}
          </Button>
          <Button size="lg" variant="outline" onClick={onCancel} disabled={isBusy}>
            {cancel.isPending ? <Spinner label={checkoutCopy.cancelling} /> : c.cancel}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function Component() {
  const { sessionId } = useParams();
  usePageMeta(c.metaTitle);
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="border-b border-amber-300 bg-amber-100">
        <div className="mx-auto flex max-w-lg items-center justify-between gap-4 px-4 py-3">
          <Logo />
          <span className="inline-flex items-center gap-2 rounded-full bg-amber-700 px-3 py-1 text-sm font-bold text-white">
            <FlaskConical aria-hidden="true" className="size-4" />
            {checkoutCopy.sandbox}
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{checkoutCopy.sandbox}</h1>
          <p className="mt-1 text-slate-700">
            {c.intro}
          </p>
        </div>
        <RequireSession role="familia">{sessionId ? <SandboxCheckout sessionId={sessionId} /> : null}</RequireSession>
      </main>
    </div>
  );
}
