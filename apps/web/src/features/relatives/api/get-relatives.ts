import { relativesResponseSchema } from '@cuidar/domain/relatives';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

// The family's invited relatives (docs/product.md#relatives).

export const getRelatives = () => apiGet('/api/familiares', relativesResponseSchema).then((r) => r.familiares);

export const getRelativesQueryOptions = () => queryOptions({ queryKey: [cacheArea.relatives, 'list'], queryFn: getRelatives });

export const useRelatives = () => useQuery(getRelativesQueryOptions());
