import { caregiverVerificationResponseSchema, type VerificationData } from '@cuidar/domain/verification';
import { apiSend } from '@/lib/api-client';

/** CPF and the two references (docs/product.md#verification); the server checks them again. */
export const saveVerificationData = (input: { cpf: string; referencias: readonly VerificationData['referencias'][number][] }) =>
  apiSend('PUT', '/api/caregiver/verification', caregiverVerificationResponseSchema, input).then((r) => r.verificacao);
