import { okMessageSchema } from '@cuidar/domain/dto';
import type { ChangeEmailInput } from '@cuidar/domain/account-settings';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export const requestEmailChange = (input: ChangeEmailInput) =>
  apiSend('POST', '/api/account/email', okMessageSchema, input);

/** Asks for the e-mail change: a link goes to the new address; nothing changes before it is opened. */
export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
