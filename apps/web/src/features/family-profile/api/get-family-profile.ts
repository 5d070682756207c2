import { familyProfileResponseSchema } from '@cuidar/domain/family-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

export const getFamilyProfile = () => apiGet('/api/profile/familia', familyProfileResponseSchema).then((r) => r.profile);

/** The signed-in family's own profile. */
export const getFamilyProfileQueryOptions = () => queryOptions({ queryKey: [cacheArea.familyProfile], queryFn: getFamilyProfile });

export function useFamilyProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFamilyProfileQueryOptions(), enabled: options.enabled ?? true });
}
