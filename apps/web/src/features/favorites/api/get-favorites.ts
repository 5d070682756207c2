import { favoritesResponseSchema } from '@cuidar/domain/favorites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The signed-in family's favourite caregivers (docs/product.md#favorites). */
export const getFavorites = () => apiGet('/api/favorites', favoritesResponseSchema).then((r) => r.caregivers);

export const getFavoritesQueryOptions = () => queryOptions({ queryKey: [cacheArea.favorites], queryFn: getFavorites });

/** Only a family has favourites: for anyone else the query does not run. */
export function useFavorites(enabled: boolean) {
  return useQuery({ ...getFavoritesQueryOptions(), enabled });
}
