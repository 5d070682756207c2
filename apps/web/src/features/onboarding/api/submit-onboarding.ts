import type { OnboardingSubmitInput, OnboardingSubmitResult } from '@cuidar/domain/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refetchFresh } from '@/lib/refetch-fresh';

export const submitOnboarding = (input: OnboardingSubmitInput) =>
  api<OnboardingSubmitResult>('/api/onboarding/familia', { method: 'POST', body: input });

/** Sends the questionnaire; a saved profile (and a role that may have changed) is read again. */
export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: (result) => {
      if (result.saved) void refetchFresh(queryClient);
    },
  });
}
