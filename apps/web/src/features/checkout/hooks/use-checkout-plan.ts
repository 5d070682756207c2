import { findPlan, type Plan } from '@cuidar/domain/plans';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The plan being bought: from navigation state (the landing's 'Contratar Agora' passes
 * { planId }), or from ?plano=<id> — a shareable link, and how sign-in brings a person back.
 */
export function useCheckoutPlan(): { planId: string | null; plan: Plan | undefined } {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { planId?: unknown } | null)?.planId;
  const planId = typeof fromState === 'string' ? fromState : params.get('plano');
  return { planId, plan: planId ? findPlan(planId) : undefined };
}
