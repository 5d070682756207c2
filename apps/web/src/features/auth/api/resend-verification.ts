import { okSchema } from '@cuidar/domain/dto';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

/** `returnTo`: where the new link brings the person back (a path of this site; the server checks it). */
export const resendVerification = (email: string, returnTo?: string | null) =>
  apiSend('POST', '/api/auth/send-verification-email', okSchema, returnTo ? { email, returnTo } : { email });

export function useResendVerification() {
  return useMutation({ mutationFn: ({ email, returnTo }: { email: string; returnTo?: string | null }) => resendVerification(email, returnTo) });
}
