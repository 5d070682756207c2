import { availabilitySlotsResponseSchema } from '@cuidar/domain/availability';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The caregiver's slots touching the São Paulo days [from, to]. */
export const getSlots = (from: string, to: string) =>
  apiGet(`/api/availability?from=${from}&to=${to}`, availabilitySlotsResponseSchema).then((r) => r.slots);

export const getSlotsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [cacheArea.availabilitySlots, from, to], queryFn: () => getSlots(from, to), placeholderData: keepPreviousData });

export function useAvailabilitySlots(from: string, to: string) {
  return useQuery(getSlotsQueryOptions(from, to));
}
