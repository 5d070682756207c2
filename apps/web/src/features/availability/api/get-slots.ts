import type { AvailabilitySlotDto } from '@cuidar/domain/availability';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const availabilityQueryKey = ['availability'] as const;

/** The caregiver's slots touching the São Paulo days [from, to]. */
export const getSlots = (from: string, to: string) =>
  api<{ slots: AvailabilitySlotDto[] }>(`/api/availability?from=${from}&to=${to}`).then((r) => r.slots);

export function useAvailabilitySlots(from: string, to: string) {
  return useQuery({
    queryKey: [...availabilityQueryKey, 'slots', from, to],
    queryFn: () => getSlots(from, to),
    placeholderData: keepPreviousData,
  });
}
