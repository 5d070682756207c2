import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (email: string) =>
  api<{ ok: true }>('/api/auth/request-password-reset', { method: 'POST', body: { email } });

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api<{ ok: true }>('/api/auth/reset-password', { method: 'POST', body: input });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
