import { formatDateRange, formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { type EarningsBooking, type EarningsDto, type PayoutDto } from '@cuidar/domain/payouts';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { earningsCopy } from '@cuidar/domain/messages/screens/earnings';

const c = earningsCopy.history;

function BookingState({ booking }: { booking: EarningsBooking }) {
  if (booking.state === 'a_receber') return <Badge variant="warning">{c.held}</Badge>;
  if (booking.state === 'disponivel') return <Badge variant="brand">{c.availableSince(formatShortDate(booking.since!))}</Badge>;
  return <Badge variant="success">{c.paidOutOn(formatShortDate(booking.since!))}</Badge>;
}

/** Each paid booking: what the family paid, the platform's fee and what is the caregiver's. */
export function EarningsBookings({ earnings }: { earnings: EarningsDto }) {
  if (earnings.bookings.length === 0) {
    return <p className="text-slate-600">{c.empty}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {earnings.bookings.map((b) => (
        <li key={b.pedidoId} className="space-y-2 py-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <span>
              <span className="block font-semibold text-slate-900">{b.familyName}</span>
              <span className="block text-sm text-slate-600">{formatDateRange(b.dataInicio, b.dataFim)}</span>
            </span>
            <BookingState booking={b} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{c.familyPaid}</dt>
              <dd className="font-semibold text-slate-900">{formatCentavos(b.familyPaidCents)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{c.fee}</dt>
              <dd className="font-semibold text-slate-900">{formatCentavos(b.feeCents)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{c.net}</dt>
              <dd className="font-bold text-slate-900">{formatCentavos(b.netCents)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function PayoutState({ payout }: { payout: PayoutDto }) {
  if (payout.status === 'paid') return <Badge variant="success">{c.payoutSent}</Badge>;
  if (payout.status === 'requested') return <Badge variant="warning">{c.payoutRequested}</Badge>;
  return <Badge variant="danger">{c.payoutFailed}</Badge>;
}

/** The transfers to the caregiver (Pix key or Stripe account), newest first; each one sent links to its receipt (docs/product.md#receipts). */
export function PayoutList({ payouts }: { payouts: readonly PayoutDto[] }) {
  if (payouts.length === 0) return <p className="text-slate-600">{c.noPayouts}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {payouts.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <span className="block font-semibold text-slate-900">{formatCentavos(p.amountCents)}</span>
            <span className="block text-sm text-slate-600">
              {formatShortDate(p.paidAt ?? p.requestedAt)} · {p.destino}
            </span>
            {p.status === 'failed' && <span className="block text-sm text-red-800">{c.payoutReturned}</span>}
          </span>
          <span className="flex flex-wrap items-center gap-3">
            <PayoutState payout={p} />
            {p.receiptId && (
              <Link
                to={paths.recibo(p.receiptId)}
                aria-label={messages.receipts.openPayoutReceipt(formatCentavos(p.amountCents), formatShortDate(p.paidAt ?? p.requestedAt))}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4"
              >
                {messages.receipts.openPayout}
              </Link>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
