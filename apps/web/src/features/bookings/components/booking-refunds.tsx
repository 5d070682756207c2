import type { BookingRefundDto, BookingRefundState } from '@cuidar/domain/booking-payments';
import { formatShortDate } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { basicMessages } from '@cuidar/domain/messages/basic';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { paths } from '@cuidar/domain/routes';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { QueryFailed } from '@/components/ui/query-failed';
import { useBookingRefunds } from '../api/get-booking-refunds';

const c = bookingsCopy.refunds;
const reasons = messages.receipts.refundReasons;
const BADGE: Record<BookingRefundState, 'neutral' | 'warning' | 'success'> = { em_andamento: 'neutral', atrasado: 'warning', feito: 'success' };
const linkClass = 'mt-1 inline-block font-semibold text-brand-800 underline underline-offset-4';

/** Where the refund is; one our team paid back itself (the provider refused it) says so. */
function stateText(refund: BookingRefundDto): string {
  const date = formatShortDate((refund.state === 'feito' && refund.refundedAt) || refund.requestedAt);
  return refund.state === 'feito' && refund.teamMethod ? c.doneByTeam(date) : c.state[refund.state](date);
}

function RefundItem({ refund }: { refund: BookingRefundDto }) {
  const amount = formatCentavos(refund.amountCents);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-base">
          <strong>{amount}</strong> · {refund.teamMethod ? c.teamMethod[refund.teamMethod] : c.method[refund.method]}
        </p>
        <Badge variant={BADGE[refund.state]}>{c.badge[refund.state]}</Badge>
      </div>
      <p className="mt-1 text-slate-700">{reasons[refund.reason]}</p>
      <p className="mt-1 text-slate-800">{stateText(refund)}</p>
      {refund.state === 'atrasado' && (
        <Link to={paths.contato} className={linkClass}>
          {c.contact}
        </Link>
      )}
      {refund.receiptId && (
        <Link to={paths.recibo(refund.receiptId)} aria-label={c.receiptLabel(amount)} className={linkClass}>
          {c.receipt}
        </Link>
      )}
    </li>
  );
}

/**
 * 'Reembolsos' in a family's booking details (docs/product.md#booking-payments): each refund of the
 * request, why, and where it is — asked, late (the provider has not paid it back: it is on the operators' list),
 * or done with its receipt. Nothing shows for a request with no refund.
 */
export function BookingRefunds({ bookingId }: { bookingId: string }) {
  const query = useBookingRefunds(bookingId);
  if (query.isError) return <QueryFailed title={c.loadFailed} error={query.error} retryLabel={basicMessages.retry} onRetry={() => void query.refetch()} />;
  if (!query.isSuccess || query.data.length === 0) return null;
  return (
    <section aria-label={c.sectionLabel} className="space-y-2">
      <h3 className="font-semibold text-slate-900">{c.sectionLabel}</h3>
      <ul className="space-y-2">
        {query.data.map((refund) => (
          <RefundItem key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
