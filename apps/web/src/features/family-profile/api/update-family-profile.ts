import { familyProfileResponseSchema, type FamilyProfileInput } from '@cuidar/domain/family-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getFamilyProfileQueryOptions } from './get-family-profile';

export const updateFamilyProfile = (input: FamilyProfileInput) =>
  apiSend('PUT', '/api/profile/familia', familyProfileResponseSchema, input).then((r) => r.profile);

export function useUpdateFamilyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFamilyProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getFamilyProfileQueryOptions().queryKey, profile);
      // The name shown in the dashboard menu comes from the session.
      void invalidateAfter(queryClient, 'familyProfile');
    },
  });
}
