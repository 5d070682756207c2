import type { ChangePasswordInput } from '@cuidar/domain/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export const changePassword = (input: ChangePasswordInput) =>
  api<{ ok: true; message: string }>('/api/account/password', { method: 'POST', body: input });

/** Changes the password; the server ends every other session, so the list is reloaded. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => invalidateAfter(queryClient, 'password') });
}
