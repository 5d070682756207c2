import { okMessageSchema } from '@cuidar/domain/dto';
import type { SignUpInput } from '@cuidar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const signUp = (input: SignUpInput) =>
  apiSend('POST', '/api/account/sign-up', okMessageSchema, input);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
