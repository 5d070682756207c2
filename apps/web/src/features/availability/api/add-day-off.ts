import { availabilityImpactResponseSchema, savedDayOffResponseSchema, type DayOffInput } from '@cuidar/domain/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { withChangeFlags } from './change-query';

/** POST /api/availability/days-off — the weekly pattern's hours leave those days. */
export const addDayOff = ({ confirm = false, ...input }: DayOffInput & { confirm?: boolean }) =>
  apiSend('POST', withChangeFlags('/api/availability/days-off', { confirm }), savedDayOffResponseSchema, input);

export const previewAddDayOff = (input: DayOffInput) =>
  apiSend('POST', withChangeFlags('/api/availability/days-off', { dryRun: true }), availabilityImpactResponseSchema, input).then((r) => r.bookings);

export function useAddDayOff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDayOff, onSettled: () => invalidateAfter(queryClient, 'availabilityPattern') });
}
