import { BOOKING_RELEASE_DELAY_HOURS } from '@cuidar/domain/booking-money';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import type { EarningsDto } from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useEarnings } from '../api/get-earnings';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

const f = earningsCopy.figures;

/** How the money moves, in the caregiver's words (docs/product.md#earnings). */
export function PaymentRule({ earnings }: { earnings: Pick<EarningsDto, 'minimumPayoutCents'> }) {
  return (
    <p className="text-sm text-slate-600">
      {earningsCopy.paymentRule(BOOKING_RELEASE_DELAY_HOURS, formatCentavos(earnings.minimumPayoutCents))}
    </p>
  );
}

const Figure = ({ label, value, hint, strong = false }: { label: string; value: number; hint: string; strong?: boolean }) => (
  <div>
    <dt className="text-sm font-semibold text-slate-700">{label}</dt>
    <dd className={strong ? 'text-2xl font-extrabold text-slate-900' : 'text-xl font-bold text-slate-900'}>{formatCentavos(value)}</dd>
    <dd className="text-sm text-slate-600">{hint}</dd>
  </div>
);

/** Where to give the payouts' destination: the Pix key, or with Stripe the connected account (ADR 0061). */
function MissingDestination({ via }: { via: EarningsDto['payoutsVia'] }) {
  const copy = via === 'stripe' ? f.noAccount : f.noKey;
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
      {copy.before}
      <Link to={paths.dashboardPage('cuidador', 'perfil')} className="font-semibold underline underline-offset-4">
        {copy.link}
      </Link>
    </p>
  );
}

/** The three figures of 'Saldo e Ganhos' and when the next transfer happens. */
export function EarningsFigures({ earnings, compact = false }: { earnings: EarningsDto; compact?: boolean }) {
  return (
    <>
      <dl className={compact ? 'grid gap-3' : 'grid gap-4 sm:grid-cols-3'}>
        <Figure label={f.available} value={earnings.availableCents} hint={f.availableHint} strong />
        <Figure label={f.held} value={earnings.heldCents} hint={f.heldHint} />
        <Figure label={f.paidOut} value={earnings.paidOutCents} hint={f.paidOutHint} />
      </dl>
      <p className="rounded-lg bg-slate-50 p-3 text-slate-800">
        {f.nextPayout}
        <strong>{formatWeekdayDayMonth(earnings.nextPayoutDate)}</strong>
        {earnings.availableCents >= earnings.minimumPayoutCents && earnings.hasPayoutDestination ? f.nextPayoutAmount(formatCentavos(earnings.availableCents)) : '.'}
      </p>
      {!earnings.hasPayoutDestination && <MissingDestination via={earnings.payoutsVia} />}
    </>
  );
}

/** 'Saldo e Ganhos' on the dashboard: the ledger's figures and a way to the full page. */
export function EarningsCard() {
  const query = useEarnings();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle id={titleId}>{earningsCopy.common.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-32" aria-label={earningsCopy.card.loadingLabel} />
        ) : query.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-red-800">{errorMessage(query.error, messages.payouts.loadFailed)}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {earningsCopy.common.retry}
            </Button>
          </div>
        ) : (
          <>
            <EarningsFigures earnings={query.data} compact />
            {query.data.bookings.length === 0 && query.data.availableCents === 0 && (
              <p className="text-slate-600">{earningsCopy.card.empty}</p>
            )}
            <Button asChild variant="outline" className="w-full">
              <Link to={paths.dashboardPage('cuidador', 'ganhos')}>{earningsCopy.card.seeAll}</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
