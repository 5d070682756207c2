import type { FamilyProfileDto } from '@cuidar/domain/family-profile';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const familyProfileQueryKey = ['family-profile'] as const;

export const getFamilyProfile = () => api<{ profile: FamilyProfileDto }>('/api/profile/familia').then((r) => r.profile);

/** The signed-in family's own profile. */
export function useFamilyProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: familyProfileQueryKey, queryFn: getFamilyProfile, enabled: options.enabled ?? true });
}
