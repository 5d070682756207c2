import type { SessionUserDto } from '@cuidar/domain/auth';
import { api } from '@/lib/api-client';

export interface VerifyEmailResult {
  user: SessionUserDto | null;
  alreadyVerified: boolean;
  /** The link confirmed a new address for an existing account (Configurações). */
  emailChanged?: boolean;
}

export const verifyEmail = (token: string) =>
  api<VerifyEmailResult>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
