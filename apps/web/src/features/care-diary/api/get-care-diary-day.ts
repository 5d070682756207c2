import { careDiaryDayResponseSchema } from '@cuidar/domain/care-diary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The caregiver's day in the care diary (docs/product.md#care-diary): her entries while writing is open.

export const getCareDiaryDay = (reservaId: string) => apiGet(`/api/care-diary/days/${encodeURIComponent(reservaId)}`, careDiaryDayResponseSchema);

/** A minute keeps 'Você pode escrever até…' current; writes and the day's events read it again. */
export const getCareDiaryDayQueryOptions = (reservaId: string) =>
  queryOptions({ queryKey: [cacheArea.careDiary, 'day', reservaId], queryFn: () => getCareDiaryDay(reservaId), refetchInterval: 60_000 });

export const useCareDiaryDay = (reservaId: string, enabled = true) => useQuery({ ...getCareDiaryDayQueryOptions(reservaId), enabled });
