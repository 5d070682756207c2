import type { FamilyProfileDto, FamilyProfileInput } from '@cuidar/domain/family-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { familyProfileQueryKey } from './get-family-profile';

export const updateFamilyProfile = (input: FamilyProfileInput) =>
  api<{ profile: FamilyProfileDto }>('/api/profile/familia', { method: 'PUT', body: input }).then((r) => r.profile);

export function useUpdateFamilyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(familyProfileQueryKey, profile);
      // The name shown in the dashboard menu comes from the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
