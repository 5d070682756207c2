import { signInResponseSchema, type SignInInput } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { setSessionUser } from './get-session';

/** The user, or `twoFactorRequired` when the account asks for a code after the password. */
export const signIn = (input: SignInInput) => apiSend('POST', '/api/auth/sign-in/email', signInResponseSchema, input);

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!answer.twoFactorRequired) setSessionUser(queryClient, answer.user);
    },
  });
}
