import { CAREGIVER_CANCEL_REASONS, FAMILY_CANCEL_REASONS, type CancelReason } from '@cuidar/domain/booking-details';
import { formatWeekdayDayMonth } from '@cuidar/domain/date-format';
import { formatCentavos } from '@cuidar/domain/format';
import { messages } from '@cuidar/domain/messages';
import { bookingsCopy } from '@cuidar/domain/messages/screens/bookings';
import type { OccurrenceCancelScope, OccurrenceCancellationQuoteDto } from '@cuidar/domain/occurrence-cancellation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCancelOccurrences } from '../api/cancel-occurrences';
import { useOccurrenceCancellationQuote } from '../api/get-occurrence-cancellation-quote';
import { CancelReasonFields } from './cancel-reason-fields';
import { planRefundSentence } from './confirmed-cancel-dialog';

const m = messages.occurrenceCancel;

/** The days a quote covers, in words: each one when few, else how many and from when to when. */
function describeQuotedDays(quote: OccurrenceCancellationQuoteDto): string {
  const days = quote.ocorrencias.map((o) => formatWeekdayDayMonth(o.data));
  if (days.length <= 3) return m.quoteDays(days.join('; '));
  return m.quoteDaysRange(days.length, days[0]!, days.at(-1)!);
}

/** What cancelling exactly these days gives each side, in the words the person reads before confirming. */
export function occurrenceQuoteSentences(quote: OccurrenceCancellationQuoteDto): string[] {
  const refund = formatCentavos(quote.refundToFamilyCents);
  const lines = [describeQuotedDays(quote)];
  if (quote.rule === 'antes_do_aceite') lines.push(quote.cancelledBy === 'familia' ? m.quoteBeforeAcceptanceFamily(refund) : m.quoteBeforeAcceptanceCaregiver(refund));
  else if (quote.rule === 'cuidador') lines.push(m.quoteCaregiver(refund));
  else if (quote.rule === 'familia_antecedencia') lines.push(m.quoteFamilyEarly(refund));
  else lines.push(m.quoteFamilyLate(formatCentavos(quote.toCaregiverCents), refund));
  if (quote.feeKeptCents > 0) lines.push(messages.booking.cancelQuoteFeeKept(formatCentavos(quote.feeKeptCents)));
  lines.push(...planRefundSentence(quote));
  lines.push(quote.restantes > 0 ? m.quoteRemaining(quote.restantes) : m.quoteNothingLeft);
  lines.push(m.freesDays);
  return lines;
}

/**
 * Cancelling one day of a weekly series ('dia') or it and every later day ('seguintes'), for either
 * side (docs/product.md#cancellation-policy): the server's quote for exactly those days, a reason
 * from the side's list (words required for 'Outro motivo'), then the confirmation.
 */
export function OccurrenceCancelDialog({
  bookingId,
  occurrence,
  escopo,
  side,
  onOpenChange,
}: {
  bookingId: string;
  occurrence: { id: string; data: string };
  escopo: OccurrenceCancelScope;
  side: 'familia' | 'cuidador';
  onOpenChange: (open: boolean) => void;
}) {
  const reasons: readonly CancelReason[] = side === 'familia' ? FAMILY_CANCEL_REASONS : CAREGIVER_CANCEL_REASONS;
  const [code, setCode] = useState<string>('');
  const [words, setWords] = useState('');
  const [errors, setErrors] = useState<{ code?: string; words?: string }>({});
  const cancel = useCancelOccurrences();
  const quote = useOccurrenceCancellationQuote(bookingId, occurrence.id, escopo, cancel.isIdle);
  const day = formatWeekdayDayMonth(occurrence.data);
  const told = side === 'familia' ? m.toldCaregiver : m.toldFamily;

  const submit = () => {
    const next: typeof errors = {};
    if (!code) next.code = messages.booking.cancelReasonChoose;
    if (code === 'outro' && !words.trim()) next.words = messages.booking.cancelReasonDescribe;
    setErrors(next);
    if (next.code || next.words) return;
    cancel.mutate(
      { id: bookingId, occurrenceId: occurrence.id, escopo, motivoCodigo: code as CancelReason, motivo: words.trim() || undefined },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onOpenChange(false);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={escopo === 'dia' ? m.dialogTitleOne : m.dialogTitleRest}
        description={`${escopo === 'dia' ? m.dialogDescriptionOne(day) : m.dialogDescriptionRest(day)} ${told}`}
      >
        <div className="space-y-4">
          <section aria-label={bookingsCopy.occurrenceCancel.consequencesLabel} aria-live="polite" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-950">
            {quote.isPending && <Skeleton className="h-16" />}
            {quote.isError && <p role="alert">{errorMessage(quote.error)}</p>}
            {quote.isSuccess && (
              <ul className="list-disc space-y-1 pl-5">
                {occurrenceQuoteSentences(quote.data).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </section>
          <CancelReasonFields reasons={reasons} code={code} words={words} errors={errors} onCode={setCode} onWords={setWords} onErrors={setErrors} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.keep}
          </Button>
          <Button variant="danger" onClick={submit} disabled={cancel.isPending || !quote.isSuccess}>
            {cancel.isPending ? m.confirming : m.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
