// The five checks an operator records before approving a caregiver (docs/product.md#verification),
// without the schemas: the verified badge of a card in a public page's island shows them without
// downloading zod (docs/decisions/0039). verification.ts re-exports them.
import { verificationChecksLabels } from './messages/labels/verification-checks';

export const VERIFICATION_CHECKS = ['documentos_conferem', 'antecedentes_validos', 'referencia_1', 'referencia_2', 'entrevista'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];
export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = verificationChecksLabels.check;
