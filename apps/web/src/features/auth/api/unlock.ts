import { unlockResponseSchema } from '@cuidar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** Opens the e-mailed link past a sign-in lockout: this browser may then sign in with the right password. */
export const unlockSignIn = (token: string) => apiSend('POST', '/api/auth/unlock', unlockResponseSchema, { token });

export function useUnlockSignIn() {
  return useMutation({ mutationFn: unlockSignIn });
}
