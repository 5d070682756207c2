import { messages } from '@cuidar/domain/messages';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';
import { checkoutPath, paths } from '@cuidar/domain/routes';
import { ArrowLeft, FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { useCreateCheckout } from '@/features/checkout/api/create-checkout';
import { useCheckoutProvider } from '@/features/checkout/api/get-provider';
import { usePlanPrice } from '@/features/checkout/api/get-plan-price';
import { PlanSummary } from '@/features/checkout/components/plan-summary';
import { SecurePaymentPanel } from '@/features/checkout/components/secure-payment-panel';
import { useCheckoutPlan } from '@/features/checkout/hooks/use-checkout-plan';
import { ApiError } from '@/lib/api-client';
import { formatCentavos, formatPercent } from '@cuidar/domain/format';
import { usePageMeta } from '@/lib/head';

/**
 * Checkout: the chosen plan (navigation state or ?plano=), then the provider's payment page in the
 * same tab (a phone keeps one tab; the provider brings the person back to /checkout/success).
 */
export function Component() {
  const { plan } = useCheckoutPlan();
  const session = useSession();
  const provider = useCheckoutProvider();
  const createCheckout = useCreateCheckout();
  // The fee is shown before paying (terms §7): no payment starts before it is on the screen.
  const price = usePlanPrice(plan?.id);
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  const announced = useRef(false);
  const c = checkoutCopy.checkout;
  usePageMeta(c.metaTitle(plan ? plan.title : null), c.metaDescription);

  useEffect(() => {
    if (plan || announced.current) return;
    announced.current = true;
    toast.error(messages.checkout.planNotFoundTitle, { description: messages.checkout.planNotFound });
    navigate(paths.home, { replace: true });
  }, [plan, navigate]);

  // Coming back from the provider with the browser's back button shows the page as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (!plan) return <LoadingBlock />;

  const user = session.data;
  const isCaregiver = user?.role === 'cuidador';
  const isUnavailable = provider.isSuccess && provider.data === null;
  const isBusy = createCheckout.isPending || isLeaving;

  const askToSignIn = () => {
    toast.error(messages.checkout.authRequiredTitle, { description: messages.checkout.authRequired });
    navigate(paths.auth, { state: { from: checkoutPath(plan.id) } });
  };

  const onContinue = () => {
    if (!user) {
      askToSignIn();
      return;
    }
    createCheckout.mutate(
      { planId: plan.id },
      {
        onSuccess: ({ url }) => {
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            askToSignIn();
            return;
          }
          // A refusal the person can act on keeps the server's words; anything else is the
          // catalogue's (docs/product.md#messages).
          const isActionable = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error(messages.checkout.paymentErrorTitle, { description: isActionable ? error.message : messages.checkout.paymentError });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <Link to={paths.home} className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {c.backToPlans}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{c.title}</h1>
      <p className="mt-1 text-slate-700">{c.subtitle}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <PlanSummary plan={plan} />

        <Card>
          <CardContent className="space-y-5 pt-5">
            <div>
              <p className="text-slate-600">{c.youPay}</p>
              <p className="text-2xl font-bold text-slate-900">
                {formatCentavos(plan.monthlyValueCents)}
                <span className="text-base font-semibold text-slate-700">{checkoutCopy.perMonth}</span>
              </p>
              <p className="text-slate-700">
                {c.planFor(plan.title, plan.duration)}
              </p>
              <PlanFee price={price} />
            </div>

            {provider.data === 'sandbox' && (
              <Alert tone="warning" icon={<FlaskConical aria-hidden="true" />} title={checkoutCopy.sandbox}>
                {c.sandboxNote}
              </Alert>
            )}
            {isUnavailable && <Alert tone="error" title={messages.checkout.paymentErrorTitle}>{messages.checkout.unavailable}</Alert>}
            {isCaregiver && <Alert tone="warning" title={c.familiesOnly}>{messages.checkout.familyOnly}</Alert>}
            {session.isSuccess && !user && <p className="text-sm text-slate-700">{c.signInFirst}</p>}

            <Button size="lg" className="w-full" onClick={onContinue} disabled={isBusy || isCaregiver || isUnavailable || session.isPending || !price.isSuccess} aria-busy={isBusy}>
              {isBusy ? <Spinner label={checkoutCopy.processing} /> : c.continue}
            </Button>

            <SecurePaymentPanel provider={provider.data} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The platform's part of each shift, from the server's configuration (docs/product.md#plans). */
function PlanFee({ price }: { price: ReturnType<typeof usePlanPrice> }) {
  const c = checkoutCopy.checkout;
  if (price.isPending) return <p className="mt-2 text-sm text-slate-600">{c.feeLoading}</p>;
  if (price.isError) {
    return (
      <Alert tone="error" className="mt-2">
        {c.feeFailed}{' '}
        <button type="button" className="min-h-11 font-semibold underline" onClick={() => void price.refetch()}>
          {c.retry}
        </button>
      </Alert>
    );
  }
  const { perShift, feePercent } = price.data;
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p>{c.feeIncluded(formatPercent(feePercent), formatCentavos(perShift.feeCents), formatCentavos(perShift.dailyPriceCents))}</p>
      <p>{c.caregiverReceives(formatCentavos(perShift.caregiverCents))}</p>
    </div>
  );
}
