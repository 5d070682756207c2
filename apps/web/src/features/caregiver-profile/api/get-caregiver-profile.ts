import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const caregiverProfileQueryKey = ['caregiver-profile'] as const;

/** The signed-in caregiver's own profile; null until the registration wizard is finished. */
export const getCaregiverProfile = () => api<{ profile: CaregiverProfileDto | null }>('/api/caregiver/profile').then((r) => r.profile);

export function useCaregiverProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: caregiverProfileQueryKey, queryFn: getCaregiverProfile, enabled: options.enabled ?? true });
}
