import { caregiverPageResponseSchema } from '@cuidar/domain/caregiver-page';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** A caregiver's public page; the details only for a signed-in family (docs/product.md#caregiver-page). */
export const getCaregiverPage = (id: string) => apiGet(`/api/caregivers/${encodeURIComponent(id)}`, caregiverPageResponseSchema).then((r) => r.caregiver);

/** Keyed by the viewer too: signing in or out changes what the server answers. */
export const getCaregiverPageQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({ queryKey: [cacheArea.caregiverPage, id, viewerId], queryFn: () => getCaregiverPage(id) });

export function useCaregiverPage(id: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...getCaregiverPageQueryOptions(id, viewerId), enabled });
}
