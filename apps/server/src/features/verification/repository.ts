import type { VerificationState } from '@cuidar/domain/verification';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cuidadorProfiles, verificationChecks, verificationDecisions } from '../../db/schema';

/** The caregiver's verification state, locked for the rest of the transaction (null: no profile). */
export async function lockVerificationState(tx: Executor, cuidadorId: string): Promise<VerificationState | null> {
  const [row] = await tx
    .select({ verificacao: cuidadorProfiles.verificacao })
    .from(cuidadorProfiles)
    .where(eq(cuidadorProfiles.id, cuidadorId))
    .for('update');
  return row?.verificacao ?? null;
}

/** Moves the state only if it is still `from`; false when someone else moved it first. */
export async function updateVerificationState(tx: Executor, cuidadorId: string, from: VerificationState, to: VerificationState, at: Date): Promise<boolean> {
  const rows = await tx
    .update(cuidadorProfiles)
    .set({ verificacao: to, verificacaoDesde: at })
    .where(and(eq(cuidadorProfiles.id, cuidadorId), eq(cuidadorProfiles.verificacao, from)))
    .returning({ id: cuidadorProfiles.id });
  return rows.length === 1;
}

export interface DecisionRow {
  cuidadorId: string;
  operadorId: string | null;
  deEstado: VerificationState;
  paraEstado: VerificationState;
  motivo: string | null;
  observacao: string | null;
  createdAt: Date;
}

export async function insertDecision(tx: Executor, row: DecisionRow): Promise<string> {
  const [inserted] = await tx.insert(verificationDecisions).values(row).returning({ id: verificationDecisions.id });
  return inserted!.id;
}

/** A new review starts from an empty checklist. */
export async function clearChecklist(tx: Executor, cuidadorId: string): Promise<void> {
  await tx.delete(verificationChecks).where(eq(verificationChecks.cuidadorId, cuidadorId));
}
