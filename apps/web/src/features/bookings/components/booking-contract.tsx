import type { ReservationStatus } from '@cuidar/domain/constants';
import { shortSha256 } from '@cuidar/domain/contracts';
import { formatDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { bookingContractPdfUrl, useBookingContract } from '../api/get-booking-contract';

const c = messages.contract;
const bc = bookingsCopy.contract;

/** Statuses a contract may exist in: made at acceptance, kept if the booking is later cancelled. */
const MAY_HAVE_CONTRACT: readonly ReservationStatus[] = ['pendente', 'confirmada', 'concluida', 'cancelada'];

/**
 * 'Contrato' on a booking, for its family and its caregiver (docs/product.md#contract): open or
 * download the stored PDF, with its template version and the short form of its SHA-256.
 */
export function BookingContract({ bookingId, status }: { bookingId: string; status: ReservationStatus }) {
  const enabled = MAY_HAVE_CONTRACT.includes(status);
  const query = useBookingContract(bookingId, enabled);
  if (!enabled) return null;
  const headingId = `contrato-${bookingId}`;
  let body;
  if (query.isPending) {
    body = <Skeleton className="h-10" aria-label={bc.loading} />;
  } else if (query.isError) {
    body = (
      <p role="alert" className="text-sm text-slate-700">
        {c.loadFailed} {errorMessage(query.error)}
      </p>
    );
  } else if (!query.data) {
    if (status === 'pendente') body = <p className="text-sm text-slate-700">{c.notYet}</p>;
    else if (status === 'confirmada' || status === 'concluida') body = <p className="text-sm text-slate-700">{c.none}</p>;
    else return null; // cancelled before acceptance: there never was a contract
  } else {
    const contract = query.data;
    body = (
      <>
        <p className="text-sm text-slate-700">
          {c.version(contract.templateVersion)} · {c.generatedAt(formatDateTime(contract.createdAt))}
        </p>
        <p className="text-sm text-slate-700">
          <abbr title={c.fingerprintHelp} className="no-underline">
            {c.fingerprint}
          </abbr>
          : <code className="break-all font-mono text-slate-900" title={contract.sha256} aria-label={`${c.fingerprint} ${contract.sha256}`}>{shortSha256(contract.sha256)}</code>
        </p>
        {contract.isAvailable ? (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={bookingContractPdfUrl(bookingId)} target="_blank" rel="noopener" aria-label={bc.openLabel(c.open)}>
                <ExternalLink aria-hidden="true" className="size-4" />
                {c.open}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={bookingContractPdfUrl(bookingId, true)} download aria-label={bc.downloadLabel(c.download)}>
                <Download aria-hidden="true" className="size-4" />
                {c.download}
              </a>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{c.erased}</p>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <FileText aria-hidden="true" className="size-4 text-teal-700" />
        {c.title}
      </h3>
      <div className="mt-1 space-y-1">{body}</div>
    </section>
  );
}
