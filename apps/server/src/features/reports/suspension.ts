import type { DecisionInput } from '@cuidar/domain/operator-desk';
import type { VerificationState } from '@cuidar/domain/verification';
import type { Transaction } from '../../db/client';
import { decideInTransaction, mailDecision, type DecisionOutcome, type OperatorActor, type OperatorDeskDeps } from '../operator-desk/service';

/**
 * Suspends a caregiver because a report was upheld (docs/product.md#reports): the verification
 * desk's own decision, so a suspension from a report hides the caregiver, declines their pending
 * requests and tells each family exactly as one from the review screen does. Runs inside the
 * caller's transaction; `mail` sends the decision's e-mails after the commit.
 */
export async function suspendReportedCaregiver(
  tx: Transaction,
  input: { cuidadorId: string; from: VerificationState; actor: OperatorActor; note: string; at: Date },
): Promise<{ mail: (deps: Pick<OperatorDeskDeps, 'db' | 'mailer' | 'logger' | 'publicUrl'>) => void }> {
  const decision: DecisionInput = { acao: 'suspender', de: input.from, motivo: 'denuncia_procedente', observacao: input.note };
  const outcome: DecisionOutcome = await decideInTransaction(tx, input.actor, input.cuidadorId, decision, input.at);
  return { mail: (deps) => mailDecision(deps, decision, outcome) };
}
