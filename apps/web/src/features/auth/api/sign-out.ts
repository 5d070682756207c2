import { signOutResponseSchema } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export const signOut = () => apiSend('POST', '/api/auth/sign-out', signOutResponseSchema, {});

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Nothing of the previous user may stay in memory.
      queryClient.clear();
      setSessionUser(queryClient, null);
    },
  });
}
