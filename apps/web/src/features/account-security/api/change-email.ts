import type { ChangeEmailInput } from '@cuidar/domain/account-settings';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestEmailChange = (input: ChangeEmailInput) =>
  api<{ ok: true; message: string }>('/api/account/email', { method: 'POST', body: input });

/** Asks for the e-mail change: a link goes to the new address; nothing changes before it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
