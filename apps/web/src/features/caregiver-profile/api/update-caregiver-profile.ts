import type { CaregiverProfileDto, CaregiverProfileUpdate } from '@cuidar/domain/caregiver-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';
import { caregiverProfileQueryKey } from './get-caregiver-profile';

export const updateCaregiverProfile = (input: CaregiverProfileUpdate) =>
  api<{ profile: CaregiverProfileDto }>('/api/caregiver/profile', { method: 'PUT', body: input }).then((r) => r.profile);

export function useUpdateCaregiverProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaregiverProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(caregiverProfileQueryKey, profile);
      // The name shown in the dashboard menu comes from the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
