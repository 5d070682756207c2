import { savedCaregiverProfileResponseSchema, type CaregiverProfileUpdate } from '@cuidar/domain/caregiver-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';
import { getCaregiverProfileQueryOptions } from './get-caregiver-profile';

export const updateCaregiverProfile = (input: CaregiverProfileUpdate) =>
  apiSend('PUT', '/api/caregiver/profile', savedCaregiverProfileResponseSchema, input).then((r) => r.profile);

export function useUpdateCaregiverProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaregiverProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getCaregiverProfileQueryOptions().queryKey, profile);
      void invalidateAfter(queryClient, 'caregiverProfile');
    },
  });
}
