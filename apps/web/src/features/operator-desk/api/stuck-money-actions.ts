import {
  stuckMoneyRetryResponseSchema,
  teamRefundResponseSchema,
  type StuckMoneyKind,
  type TeamRefundInput,
} from '@cuidar/domain/operator-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

// The operators' actions on 'Pagamentos' (docs/product.md#operators).

export interface StuckMoneyTarget {
  kind: StuckMoneyKind;
  id: string;
}

const itemPath = ({ kind, id }: StuckMoneyTarget) => `/api/operador/pagamentos/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** 'Tentar agora': the provider is asked for this one item at once. */
export const retryStuckMoney = (target: StuckMoneyTarget) => apiSend('POST', `${itemPath(target)}/tentar`, stuckMoneyRetryResponseSchema, {});

/** A refused refund the team paid back itself. */
export const recordTeamRefund = ({ target, input }: { target: StuckMoneyTarget; input: TeamRefundInput }) =>
  apiSend('POST', `${itemPath(target)}/devolucao-pela-equipe`, teamRefundResponseSchema, input);

// Settled either way: a refusal (another operator, or the job, got there first) also reloads the list.
export function useRetryStuckMoney() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryStuckMoney, onSettled: () => invalidateAfter(queryClient, 'stuckMoney') });
}

export function useRecordTeamRefund() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTeamRefund, onSettled: () => invalidateAfter(queryClient, 'stuckMoney') });
}
