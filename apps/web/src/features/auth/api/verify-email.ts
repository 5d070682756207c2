import { verifyEmailResponseSchema } from '@cuidar/domain/auth';
import { apiGet } from '@/lib/api-client';

/** The e-mail link: verifies the address (signing the person in) or confirms a new one (Configurações). */
export const verifyEmail = (token: string) => apiGet(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, verifyEmailResponseSchema);
