import { messages } from '@cuidar/domain/messages';
import type { PayoutAccountStatus } from '@cuidar/domain/payouts';
import { Landmark } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { usePayoutAccount } from '../api/get-payout-account';
import { useStartPayoutOnboarding } from '../api/start-payout-onboarding';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

const m = messages.payoutAccount;
const TEXT: Record<PayoutAccountStatus, { text: string; tone: string }> = {
  nao_conectada: { text: m.notConnected, tone: 'bg-amber-50 text-amber-900' },
  cadastro_incompleto: { text: m.incomplete, tone: 'bg-amber-50 text-amber-900' },
  pronta: { text: m.ready, tone: 'bg-emerald-50 text-emerald-900' },
};

/**
 * 'Conta para receber os repasses' (docs/product.md#earnings): shown only when payouts go through
 * Stripe Connect. The caregiver connects (or finishes) the account on Stripe's own pages and comes
 * back here; the state is read from Stripe each time the card is shown.
 */
export function PayoutAccountCard() {
  const query = usePayoutAccount();
  const start = useStartPayoutOnboarding();
  const titleId = useId();
  if (query.isSuccess && !query.data.required) return null;
  const status = query.data?.status ?? null;
  const open = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
    });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <Landmark aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle id={titleId}>{m.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-800">{m.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {earningsCopy.common.retry}
            </Button>
          </div>
        ) : status ? (
          <>
            <p className={`rounded-lg p-3 ${TEXT[status].tone}`}>{TEXT[status].text}</p>
            {status !== 'pronta' ? (
              <Button className="w-full" onClick={open} disabled={start.isPending || start.isSuccess}>
                {start.isPending || start.isSuccess ? m.opening : status === 'nao_conectada' ? m.connect : m.resume}
              </Button>
            ) : null}
            {start.isError && (
              <p role="alert" className="text-red-800">
                {errorMessage(start.error, m.openFailed)}
              </p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
