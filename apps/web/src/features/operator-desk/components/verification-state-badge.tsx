import { VERIFICATION_STATE_LABELS, type VerificationState } from '@cuidar/domain/verification';
import { Badge } from '@/components/ui/badge';

const variants = {
  cadastro_incompleto: 'neutral',
  em_analise: 'warning',
  aprovado: 'success',
  reprovado: 'danger',
  suspenso: 'danger',
  verificacao_vencida: 'warning',
} as const satisfies Record<VerificationState, 'neutral' | 'warning' | 'success' | 'danger'>;

export function VerificationStateBadge({ state }: { state: VerificationState }) {
  return <Badge variant={variants[state]}>{VERIFICATION_STATE_LABELS[state]}</Badge>;
}
