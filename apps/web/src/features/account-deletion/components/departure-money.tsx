import { BOOKING_RELEASE_DELAY_HOURS } from '@cuidar/domain/booking-money';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { accountDeletionCopy } from '@cuidar/domain/messages/screens/account-settings';
import type { DeletionPayoutDto } from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import { TriangleAlert, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const m = accountDeletionCopy.money;

const Line = ({ label, amountCents, when }: { label: string; amountCents: number; when: string }) => (
  <div>
    <dt className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="font-semibold text-slate-800">{label}</span>
      <span className="font-bold text-slate-900">{formatCentavos(amountCents)}</span>
    </dt>
    <dd className="text-sm text-slate-600">{when}</dd>
  </div>
);

/** With money owed and no destination ready: what is missing, and where to give it (the profile's payout cards). */
function MissingDestination({ payout }: { payout: DeletionPayoutDto }) {
  const copy = payout.destinationStatus === 'cadastro_incompleto' ? m.accountIncomplete : payout.payoutsVia === 'stripe' ? m.noAccount : m.noKey;
  return (
    <Alert tone="warning" icon={<TriangleAlert aria-hidden="true" />}>
      <p>{copy.text}</p>
      <p className="mt-2">
        <Link to={paths.dashboardPage('cuidador', 'perfil')} className="font-semibold underline underline-offset-4">
          {copy.link}
        </Link>
      </p>
      <p className="mt-2">{m.registerFirst}</p>
    </Alert>
  );
}

/**
 * A caregiver's money in the deletion dialog (docs/product.md#deletion-payout): what she still has
 * to receive, from the server's ledger figures, where it goes and when — or what to do first.
 */
export function DepartureMoney({ payout, onRetry }: { payout: DeletionPayoutDto; onRetry: () => void }) {
  const headingId = useId();
  if (payout.totalCents === 0) return <p className="mb-4 rounded-lg bg-slate-50 p-3 text-slate-800">{m.nothing}</p>;
  const willBePaid = payout.destinationStatus === 'pronta';
  return (
    <section aria-labelledby={headingId} className="mb-4 space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-slate-900">
        <Wallet aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {m.heading}
      </h3>
      <p className="text-lg font-bold text-slate-900">{m.total(formatCentavos(payout.totalCents))}</p>
      <dl className="space-y-2">
        {payout.availableCents > 0 && (
          <Line label={m.available} amountCents={payout.availableCents} when={willBePaid ? m.availableWhen(formatWeekdayDayMonth(payout.nextPayoutDate)) : m.availableNoDestination} />
        )}
        {payout.onTheWayCents > 0 && <Line label={m.onTheWay} amountCents={payout.onTheWayCents} when={m.onTheWayWhen} />}
        {payout.heldCents > 0 && payout.heldPayoutDate && (
          <Line
            label={m.held}
            amountCents={payout.heldCents}
            when={willBePaid ? m.heldWhen(BOOKING_RELEASE_DELAY_HOURS, formatWeekdayDayMonth(payout.heldPayoutDate)) : m.heldNoDestination(BOOKING_RELEASE_DELAY_HOURS)}
          />
        )}
      </dl>
      {payout.heldCents > 0 && <p className="text-sm text-slate-600">{m.notStarted}</p>}
      {willBePaid ? (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="break-words text-slate-900">
            <span className="font-semibold">{m.goesTo}</span> {payout.destination}
          </p>
          <p className="mt-1 text-sm text-slate-600">{m.kept}</p>
        </div>
      ) : payout.destinationStatus === 'indisponivel' ? (
        <Alert tone="warning" icon={<TriangleAlert aria-hidden="true" />}>
          <p>{m.unknown}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {m.retry}
          </Button>
        </Alert>
      ) : (
        <MissingDestination payout={payout} />
      )}
    </section>
  );
}
