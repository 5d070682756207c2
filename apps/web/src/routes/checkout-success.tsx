import { messages } from '@cuidar/domain/messages';
import { checkoutCopy } from '@cuidar/domain/messages/screens/checkout';
import { checkoutPath, paths } from '@cuidar/domain/routes';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Clock } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { RequireSession } from '@/app/guards';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useCheckoutSession } from '@/features/checkout/api/get-checkout-session';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/head';
import { invalidateAfter } from '@/lib/invalidation';

/** How often and how long the page asks whether the provider's confirmation has arrived. */
const POLL_MS = 1500;
const WAIT_MS = 30_000;

const c = checkoutCopy.success;
const [profileStep, caregiversStep, planCareStep] = c.nextSteps;
// A plan's shifts are booked from its own page (docs/product.md#plan-care), not as hourly bookings.
const nextSteps = [
  { ...profileStep, to: paths.dashboardPage('familia', 'perfil') },
  { ...caregiversStep, to: paths.recomendacoes },
  { ...planCareStep, to: paths.planCare },
];

function Shell({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
          {icon}
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

function PaymentStatus() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [isWaiting, setWaiting] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const session = useCheckoutSession(sessionId, { pollMs: POLL_MS, isPolling: isWaiting });
  const queryClient = useQueryClient();
  const announced = useRef(false);
  const status = session.data?.status;
  const isPaid = status === 'active' || status === 'cancel_at_period_end';

  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [attempt]);

  useEffect(() => {
    if (!isPaid || announced.current) return;
    announced.current = true;
    toast.success(messages.checkout.paidTitle, { description: messages.checkout.paid });
    void invalidateAfter(queryClient, 'plan');
  }, [isPaid, queryClient]);

  if (!sessionId || session.isError) {
    return (
      <Shell icon={<CircleAlert aria-hidden="true" className="size-14 text-amber-600" />} title={messages.checkout.sessionNotFound}>
        <p className="text-slate-700">{session.isError ? errorMessage(session.error) : c.noSessionId}</p>
        <p className="text-slate-700">{c.ifPaid}</p>
        <Button asChild size="lg">
          <Link to={paths.dashboard('familia')}>{c.toDashboard}</Link>
        </Button>
      </Shell>
    );
  }

  if (isPaid) {
    return (
      <Shell icon={<CheckCircle2 aria-hidden="true" className="size-16 text-green-700" />} title={messages.checkout.successTitle}>
        <p className="text-lg text-slate-700">
          {c.activeBefore}
          <strong>{session.data?.planTitle}</strong>
          {c.activeAfter}
        </p>
        <section aria-labelledby="proximos-passos" className="w-full text-left">
          <h2 id="proximos-passos" className="mb-3 text-lg font-bold text-slate-900">
            {c.nextStepsTitle}
          </h2>
          <ol className="space-y-3">
            {nextSteps.map((step, index) => (
              <li key={step.title} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900">
                  {index + 1}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{step.title}</span>
                  <span className="block text-slate-700">{step.text}</span>
                  <Link to={step.to} className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-4">
                    {step.link}
                  </Link>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to={paths.dashboard('familia')}>{c.toFamilyDashboard}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.recomendacoes}>{c.seeRecommended}</Link>
          </Button>
        </div>
      </Shell>
    );
  }

  if (status && status !== 'pending') {
    return (
      <Shell icon={<CircleAlert aria-hidden="true" className="size-14 text-amber-600" />} title={c.notCompletedTitle}>
        <p className="text-slate-700">{messages.checkout.notCompleted}</p>
        <Button asChild size="lg">
          <Link to={checkoutPath(session.data!.planId)}>{c.choosePlanAgain}</Link>
        </Button>
      </Shell>
    );
  }

  if (isWaiting || !session.data) {
    return (
      <Shell icon={<Spinner className="size-14 text-brand-700" />} title={c.confirmingTitle}>
        <p role="status" className="text-slate-700">
          {messages.checkout.waiting} {c.usuallyFast}
        </p>
      </Shell>
    );
  }

  return (
    <Shell icon={<Clock aria-hidden="true" className="size-14 text-amber-600" />} title={c.pendingTitle}>
      <p className="text-slate-700">{messages.checkout.stillWaiting}</p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button
          size="lg"
          onClick={() => {
            setWaiting(true);
            setAttempt((n) => n + 1);
            void session.refetch();
          }}
        >
          {c.checkAgain}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.dashboard('familia')}>{c.toDashboard}</Link>
        </Button>
      </div>
    </Shell>
  );
}

export function Component() {
  usePageMeta(c.metaTitle, c.metaDescription);
  return (
    <RequireSession role="familia">
      <PaymentStatus />
    </RequireSession>
  );
}
