import type { SessionUserDto } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from './get-session';

// Second step of a two-factor sign-in: a code from the authenticator app, or a recovery code.

export const verifyTotp = (code: string) =>
  api<{ user: SessionUserDto | null }>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }).then((r) => r.user);

export const verifyRecoveryCode = (code: string) =>
  api<{ user: SessionUserDto | null }>('/api/auth/two-factor/verify-recovery-code', { method: 'POST', body: { code } }).then((r) => r.user);

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code }: { kind: 'totp' | 'recovery'; code: string }) => (kind === 'totp' ? verifyTotp(code) : verifyRecoveryCode(code)),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
