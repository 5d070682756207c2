import { signInResponseSchema, type SignInInput } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { setSessionUser } from './get-session';

export const signIn = (input: SignInInput) =>
  apiSend('POST', '/api/auth/sign-in/email', signInResponseSchema, input).then((r) => r.user);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
