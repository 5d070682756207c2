import type { SignUpInput } from '@cuidar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signUp = (input: SignUpInput) =>
  api<{ ok: true; message: string }>('/api/account/sign-up', { method: 'POST', body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
