import { sessionResponseSchema } from '@cuidar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { setSessionUser } from './get-session';

// Second step of a two-factor sign-in: a code from the authenticator app, or a recovery code.

export const verifyTotp = (code: string) => apiSend('POST', '/api/auth/two-factor/verify-totp', sessionResponseSchema, { code }).then((r) => r.user);

export const verifyRecoveryCode = (code: string) =>
  apiSend('POST', '/api/auth/two-factor/verify-recovery-code', sessionResponseSchema, { code }).then((r) => r.user);

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code }: { kind: 'totp' | 'recovery'; code: string }) => (kind === 'totp' ? verifyTotp(code) : verifyRecoveryCode(code)),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
