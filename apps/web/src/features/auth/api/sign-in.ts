import type { SessionUserDto, SignInInput } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export const signIn = (input: SignInInput) =>
  api<{ user: SessionUserDto | null }>('/api/auth/sign-in/email', { method: 'POST', body: input }).then((r) => r.user);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
