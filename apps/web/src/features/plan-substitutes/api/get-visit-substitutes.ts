import { visitSubstitutesResponseSchema } from '@cuidar/domain/plan-substitutes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getVisitSubstitutes = (reservaId: string) =>
  apiGet(`/api/visits/${encodeURIComponent(reservaId)}/substitutes`, visitSubstitutesResponseSchema).then((r) => r.substitutes);

/** The rest of a day whose caregiver did not arrive, and the best available caregivers for it. */
export const getVisitSubstitutesQueryOptions = (reservaId: string) =>
  queryOptions({ queryKey: [cacheArea.planSubstitutes, 'visita', reservaId], queryFn: () => getVisitSubstitutes(reservaId), retry: false });

export function useVisitSubstitutes(reservaId: string) {
  return useQuery(getVisitSubstitutesQueryOptions(reservaId));
}
