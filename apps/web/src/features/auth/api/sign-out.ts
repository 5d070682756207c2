import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export const signOut = () => api<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });

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
