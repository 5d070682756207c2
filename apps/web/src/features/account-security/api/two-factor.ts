import type { TwoFactorSetupDto, TwoFactorStatusDto } from '@cuidar/domain/account-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { securityActivityQueryOptions } from './security-activity';
import { accountSessionsQueryKey } from './sessions';

// Two-factor sign-in in Configurações: status, set-up (password → QR code → first code), recovery
// codes and turning it off. Turning it on or off renews the session, so the sessions list reloads.

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'two-factor'] as const, queryFn: () => api<TwoFactorStatusDto>('/api/account/two-factor') });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

export const startTwoFactor = (currentPassword: string) =>
  api<{ setup: TwoFactorSetupDto }>('/api/account/two-factor/start', { method: 'POST', body: { currentPassword } }).then((r) => r.setup);
export const confirmTwoFactor = (code: string) =>
  api<{ enabled: true; message: string }>('/api/account/two-factor/confirm', { method: 'POST', body: { code } });
export const disableTwoFactor = (currentPassword: string) =>
  api<{ enabled: false; message: string }>('/api/account/two-factor/disable', { method: 'POST', body: { currentPassword } });
export const renewRecoveryCodes = (currentPassword: string) =>
  api<{ recoveryCodes: string[]; message: string }>('/api/account/two-factor/recovery-codes', { method: 'POST', body: { currentPassword } });

function useTwoFactorChange<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey });
      await queryClient.invalidateQueries({ queryKey: securityActivityQueryOptions().queryKey });
    },
  });
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
export const useConfirmTwoFactor = () => useTwoFactorChange(confirmTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
export const useRenewRecoveryCodes = () => useMutation({ mutationFn: renewRecoveryCodes });
