import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendVerification = (email: string) =>
  api<{ ok: true }>('/api/auth/send-verification-email', { method: 'POST', body: { email } });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
