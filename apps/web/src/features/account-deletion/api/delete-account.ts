import { okMessageSchema } from '@cuidar/domain/dto';
import type { DeleteAccountInput } from '@cuidar/domain/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { setSessionUser } from '@/features/auth/api/get-session';

export const deleteAccount = (input: DeleteAccountInput) =>
  apiSend('POST', '/api/account/delete', okMessageSchema, input);

/** Deletes the account (the server signs this browser out). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * Nothing of the person may stay in memory. Called once the page has left the dashboard, so its
 * session guard does not first send the person to the login page.
 */
export function useForgetDeletedAccount() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    setSessionUser(queryClient, null);
  };
}
