import { visitListResponseSchema } from '@cuidar/domain/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The caller's confirmed days from a week ago to tomorrow with the actual times (docs/product.md#visits).

export const getVisits = () => apiGet('/api/visits', visitListResponseSchema).then((r) => r.visits);

/** A booking event (an arrival, a confirmation, a no-show) reads it again; a minute keeps the buttons' window current. */
export const getVisitsQueryOptions = () => queryOptions({ queryKey: [cacheArea.visits, 'list'], queryFn: getVisits, refetchInterval: 60_000 });

/** `enabled` false: the screen shows someone else's days (a relative's, from their own query). */
export const useVisits = (enabled = true) => useQuery({ ...getVisitsQueryOptions(), enabled });
