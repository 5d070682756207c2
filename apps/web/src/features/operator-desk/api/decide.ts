import { decisionResponseSchema, type OperatorAction } from '@cuidar/domain/operator-desk';
import type { VerificationReason, VerificationState } from '@cuidar/domain/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export interface DecideInput {
  caregiverId: string;
  acao: OperatorAction;
  /** The state the screen showed: a decision on a stale screen is refused. */
  de: VerificationState;
  motivo?: VerificationReason | null;
  observacao?: string;
}

export const decideCaregiver = ({ caregiverId, ...body }: DecideInput) =>
  apiSend('POST', `/api/operador/cuidadores/${encodeURIComponent(caregiverId)}/decisao`, decisionResponseSchema, body);

export function useDecideCaregiver() {
  const queryClient = useQueryClient();
  // A refused decision (another operator moved the caregiver) also reloads what the screen shows.
  return useMutation({ mutationFn: decideCaregiver, onSettled: () => invalidateAfter(queryClient, 'verificationDecision') });
}
