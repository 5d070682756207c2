import type { SessionUserDto, SignInInput } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

/** The user, or `twoFactorRequired` when the account asks for a code after the password. */
export interface SignInAnswer {
  user: SessionUserDto | null;
  twoFactorRequired?: boolean;
}

export const signIn = (input: SignInInput) => api<SignInAnswer>('/api/auth/sign-in/email', { method: 'POST', body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!answer.twoFactorRequired) setSessionUser(queryClient, answer.user);
    },
  });
}
