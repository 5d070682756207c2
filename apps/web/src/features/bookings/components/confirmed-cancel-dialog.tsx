import {
  CAREGIVER_CANCEL_REASONS,
  FAMILY_CANCEL_REASONS,
  type CancellationQuoteDto,
  type CaregiverCancelReason,
  type FamilyCancelReason,
} from '@cuidar/domain/booking-details';
import type { BookingDto } from '@cuidar/domain/bookings';
import { formatDateRange } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import { fullName } from '@cuidar/domain/names';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCancelBooking, useCaregiverCancelBooking } from '../api/booking-actions';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { CancelReasonFields } from './cancel-reason-fields';

const m = messages.booking;
const c = bookingsCopy.confirmedCancel;

/** The consequence under the policy, in the words the person reads before confirming. */
export function quoteSentences(quote: CancellationQuoteDto): string[] {
  const started = quote.deliveredCents > 0;
  const lines = started ? [m.cancelQuoteDelivered(formatCentavos(quote.deliveredCents))] : [];
  if (quote.rule === 'cuidador') {
    lines.push(started ? m.cancelQuoteCaregiverAfterStart(formatCentavos(quote.refundToFamilyCents)) : m.cancelQuoteCaregiver(formatCentavos(quote.refundToFamilyCents)));
  } else if (quote.rule === 'familia_antecedencia') {
    lines.push(m.cancelQuoteFamilyEarly(formatCentavos(quote.refundToFamilyCents)));
  } else if (started) {
    lines.push(m.cancelQuoteFamilyAfterStart(formatCentavos(quote.toCaregiverCents), formatCentavos(quote.refundToFamilyCents)));
  } else {
    lines.push(m.cancelQuoteFamilyLate(formatCentavos(quote.toCaregiverCents), formatCentavos(quote.refundToFamilyCents)));
  }
  if (quote.feeKeptCents > 0) lines.push(m.cancelQuoteFeeKept(formatCentavos(quote.feeKeptCents)));
  lines.push(...planRefundSentence(quote));
  lines.push(m.cancelFreesDays);
  return lines;
}

/** A care plan's booking: what comes back goes to the plan's account (docs/product.md#plan-care). */
export function planRefundSentence(quote: Pick<CancellationQuoteDto, 'pagoPeloPlano' | 'refundToFamilyCents' | 'cancelledBy'>): string[] {
  if (!quote.pagoPeloPlano || quote.refundToFamilyCents <= 0) return [];
  return [quote.cancelledBy === 'familia' ? m.cancelQuoteToPlanFamily : m.cancelQuoteToPlanCaregiver];
}

/**
 * Cancelling a confirmed booking, for either side (docs/product.md#cancellation-policy): a reason
 * from the list (words required for 'Outro motivo'), the consequence from the server's quote, then
 * the confirmation.
 */
export function ConfirmedCancelDialog({
  booking,
  side,
  open,
  onOpenChange,
}: {
  booking: BookingDto;
  side: 'familia' | 'cuidador';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reasons: readonly (FamilyCancelReason | CaregiverCancelReason)[] = side === 'familia' ? FAMILY_CANCEL_REASONS : CAREGIVER_CANCEL_REASONS;
  const [code, setCode] = useState<string>('');
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<{ code?: string; words?: string }>({});
  const quote = useCancellationQuote(booking.id);
  const familyCancel = useCancelBooking();
  const caregiverCancel = useCaregiverCancelBooking();
  const pending = familyCancel.isPending || caregiverCancel.isPending;
  const told = side === 'familia' ? c.toldCaregiver : c.toldFamily;

  const submit = () => {
    const next: typeof errors = {};
    if (!code) next.code = m.cancelReasonChoose;
    if (code === 'outro' && !words.trim()) next.words = m.cancelReasonDescribe;
    setErrors(next);
    if (next.code || next.words) return;
    const done = {
      onSuccess: (result: { message: string }) => {
        toast.success(result.message);
        onOpenChange(false);
      },
      onError: (e: unknown) => toast.error(errorMessage(e)),
    };
    const motivo = words.trim() || undefined;
    if (side === 'familia') familyCancel.mutate({ id: booking.id, motivoCodigo: code as FamilyCancelReason, motivo }, done);
    else caregiverCancel.mutate({ id: booking.id, motivoCodigo: code as CaregiverCancelReason, motivo }, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={c.title}
        description={c.description(fullName(booking.counterpart), formatDateRange(booking.dataInicio, booking.dataFim), told)}
      >
        <div className="space-y-4">
          <section aria-label={c.consequencesLabel} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            {quote.isPending && <Skeleton className="h-10" />}
            {quote.isError && <p role="alert">{errorMessage(quote.error)}</p>}
            {quote.isSuccess && (
              <ul className="space-y-1">
                {quoteSentences(quote.data).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
          <CancelReasonFields reasons={reasons} code={code} words={words} errors={errors} onCode={setCode} onWords={setWords} onErrors={setErrors} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {c.keep}
          </Button>
          <Button variant="danger" onClick={submit} disabled={pending || !quote.isSuccess}>
            {pending ? c.confirming : c.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
