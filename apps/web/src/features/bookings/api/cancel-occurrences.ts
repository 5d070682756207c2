import type { CancelReason } from '@cuidar/domain/booking-details';
import { okMessageSchema } from '@cuidar/domain/dto';
import type { OccurrenceCancelScope } from '@cuidar/domain/occurrence-cancellation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { occurrenceCancellationQuotesKey } from './get-occurrence-cancellation-quote';

export interface CancelOccurrencesInput {
  id: string;
  occurrenceId: string;
  escopo: OccurrenceCancelScope;
  motivoCodigo: CancelReason;
  motivo?: string | undefined;
}

/** Cancels one day of a series, or the rest from it, for either side (ADR 0045). */
export const cancelOccurrences = (v: CancelOccurrencesInput) =>
  apiSend('POST', `/api/bookings/${v.id}/occurrences/${v.occurrenceId}/cancel`, okMessageSchema, {
    escopo: v.escopo,
    motivoCodigo: v.motivoCodigo,
    ...(v.motivo ? { motivo: v.motivo } : {}),
  });

export function useCancelOccurrences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOccurrences,
    // A booking changed: both lists, the agenda, the money and the receipts are read again; after a
    // refusal too (another cancellation got there first), so the days show as they are now. The
    // dialog's quote is dropped first: its days are no longer cancellable, asking again would fail.
    onSettled: (_data, _error, v) => {
      queryClient.removeQueries({ queryKey: occurrenceCancellationQuotesKey(v.id) });
      void invalidateAfter(queryClient, 'booking');
    },
  });
}
