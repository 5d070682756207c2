import { caregiverProfileResponseSchema } from '@cuidar/domain/caregiver-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { cacheArea } from '@/lib/invalidation';

/** The signed-in caregiver's own profile; null until the registration wizard is finished. */
export const getCaregiverProfile = () => apiGet('/api/caregiver/profile', caregiverProfileResponseSchema).then((r) => r.profile);

export const getCaregiverProfileQueryOptions = () => queryOptions({ queryKey: [cacheArea.caregiverProfile], queryFn: getCaregiverProfile });

export function useCaregiverProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCaregiverProfileQueryOptions(), enabled: options.enabled ?? true });
}
