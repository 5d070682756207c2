import type { CaregiverProfileDto } from '@cuidar/domain/caregiver-profile';
import type { CaregiverRegistrationInput } from '@cuidar/domain/caregiver-registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The wizard's final submission (the spec's create_cuidador_profile). */
export const createCaregiverProfile = (input: CaregiverRegistrationInput) =>
  api<{ profile: CaregiverProfileDto }>('/api/caregiver/profile', { method: 'POST', body: input }).then((r) => r.profile);

export function useCreateCaregiverProfile() {
  return useMutation({ mutationFn: createCaregiverProfile });
}
