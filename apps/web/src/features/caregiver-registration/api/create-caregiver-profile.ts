import { savedCaregiverProfileResponseSchema } from '@cuidar/domain/caregiver-profile';
import type { CaregiverRegistrationInput } from '@cuidar/domain/caregiver-registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCaregiverProfileQueryOptions } from '@/features/caregiver-profile/api/get-caregiver-profile';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

/** The wizard's final submission (docs/product.md#caregiver-wizard). */
export const createCaregiverProfile = (input: CaregiverRegistrationInput) =>
  apiSend('POST', '/api/caregiver/profile', savedCaregiverProfileResponseSchema, input).then((r) => r.profile);

export function useCreateCaregiverProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCaregiverProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getCaregiverProfileQueryOptions().queryKey, profile);
      void invalidateAfter(queryClient, 'caregiverProfile');
    },
  });
}
