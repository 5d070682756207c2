import { messages } from '@cuidar/domain/messages';
import { findTransition, type VerificationActor, type VerificationCause, type VerificationReason, type VerificationState } from '@cuidar/domain/verification';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { clearChecklist, insertDecision, lockVerificationState, updateVerificationState } from './repository';

// The one way a caregiver's verification state moves (docs/product.md#verification): the domain's
// transition table says who may make which move and whether a reason is due; every move is kept in
// verification_decisions in the same transaction. Callers add their side effects (e-mail,
// notification, hiding, declining requests) inside the same transaction through `tx`.

export interface TransitionRequest {
  cuidadorId: string;
  to: VerificationState;
  by: VerificationActor;
  /** The operator who decided (null for the caregiver's own submission and for the daily job). */
  operadorId: string | null;
  /** When the caller already knows the state it saw (a screen's decision), a stale view is refused. */
  expectedFrom?: VerificationState;
  reason?: VerificationReason | null;
  note?: string | null;
  /** 'renovacao' for the moves of a renewed certificate (docs/product.md#verification-renewal); default a whole review. */
  via?: VerificationCause;
  at: Date;
}

export interface TransitionResult {
  decisionId: string;
  from: VerificationState;
  to: VerificationState;
}

const v = messages.caregiverVerification;

/** Runs inside the caller's transaction. Throws 404 (no caregiver), 409 (moved meanwhile or not allowed), 400 (reason missing). */
export async function transitionCaregiver(tx: Executor, request: TransitionRequest): Promise<TransitionResult> {
  const from = await lockVerificationState(tx, request.cuidadorId);
  if (from === null) throw notFound(messages.generic.notFound);
  if (request.expectedFrom && request.expectedFrom !== from) throw conflict(v.notAllowed);
  const transition = findTransition(from, request.to, request.by, request.via);
  if (!transition) throw conflict(v.notAllowed);
  if (transition.needsReason && !request.reason) throw badRequest(v.reasonRequired, 'motivo');
  const moved = await updateVerificationState(tx, request.cuidadorId, from, request.to, request.at);
  if (!moved) throw conflict(v.notAllowed);
  // A whole review starts from an empty checklist; a renewal checks only the new certificate.
  if (request.to === 'em_analise' && request.via !== 'renovacao') await clearChecklist(tx, request.cuidadorId);
  const decisionId = await insertDecision(tx, {
    cuidadorId: request.cuidadorId,
    operadorId: request.operadorId,
    deEstado: from,
    paraEstado: request.to,
    motivo: request.reason ?? null,
    observacao: request.note?.trim() || null,
    createdAt: request.at,
  });
  return { decisionId, from, to: request.to };
}

/**
 * Locks the caregiver's verification row for the rest of the caller's transaction and answers the
 * state (null: no such caregiver): a decision and a checklist change on one caregiver never interleave.
 */
export function lockCaregiverVerification(tx: Executor, cuidadorId: string): Promise<VerificationState | null> {
  return lockVerificationState(tx, cuidadorId);
}
