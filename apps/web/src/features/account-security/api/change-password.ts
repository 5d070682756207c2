import { okMessageSchema } from '@cuidar/domain/dto';
import type { ChangePasswordInput } from '@cuidar/domain/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const changePassword = (input: ChangePasswordInput) =>
  apiSend('POST', '/api/account/password', okMessageSchema, input);

/** Changes the password; the server ends every other session, so the list is reloaded. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => invalidateAfter(queryClient, 'password') });
}
