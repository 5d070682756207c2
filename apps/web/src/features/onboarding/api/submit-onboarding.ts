import { onboardingSubmitResultSchema, type OnboardingSubmitInput } from '@cuidar/domain/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const submitOnboarding = (input: OnboardingSubmitInput) =>
  apiSend('POST', '/api/onboarding/familia', onboardingSubmitResultSchema, input);

/** Sends the questionnaire; a saved profile (and a role that may have changed) is read again. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: (result) => {
      if (result.saved) void invalidateAfter(queryClient, 'questionnaire');
    },
  });
}
