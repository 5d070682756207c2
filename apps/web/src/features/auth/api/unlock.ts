import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opens the e-mailed link past a sign-in lockout: this browser may then sign in with the right password. */
export const unlockSignIn = (token: string) =>
  api<{ ok: true; email: string; message: string }>('/api/auth/unlock', { method: 'POST', body: { token } });

export function useUnlockSignIn() {
  return useMutation({ mutationFn: unlockSignIn });
}
