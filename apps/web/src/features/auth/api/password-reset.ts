import { okSchema } from '@cuidar/domain/dto';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiSend('POST', '/api/auth/request-password-reset', okSchema, { email });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiSend('POST', '/api/auth/reset-password', okSchema, input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
