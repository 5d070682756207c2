import { caregiverCpfSchema } from '@cuidar/domain/operator-desk';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The whole CPF, read on request only (each read is audited), never cached. */
export const revealCaregiverCpf = (id: string) => apiGet(`/api/operador/cuidadores/${encodeURIComponent(id)}/cpf`, caregiverCpfSchema).then((r) => r.cpf);

export function useRevealCpf() {
  return useMutation({ mutationFn: revealCaregiverCpf });
}
