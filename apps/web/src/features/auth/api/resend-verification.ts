import { okSchema } from '@cuidar/domain/dto';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const resendVerification = (email: string) =>
  apiSend('POST', '/api/auth/send-verification-email', okSchema, { email });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
