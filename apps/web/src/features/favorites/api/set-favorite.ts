import { favoriteResponseSchema } from '@cuidar/domain/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** PUT saves the caregiver in 'Favoritos', DELETE removes them; both answer the new state. */
export const setFavorite = ({ cuidadorId, favorito }: { cuidadorId: string; favorito: boolean }) =>
  apiSend(favorito ? 'PUT' : 'DELETE', `/api/favorites/${encodeURIComponent(cuidadorId)}`, favoriteResponseSchema);

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setFavorite, onSuccess: () => invalidateAfter(queryClient, 'favorite') });
}
