import type { AccountRole } from '@cuidar/domain/constants';
import type { Auth, AuthOptions } from './auth/auth';
import type { CepProvider } from './cep/provider';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentProvider } from './payments/provider';
import type { PayoutProvider } from './payouts/provider';
import type { FileStorage } from './storage/storage';

/** Everything a request handler may need, built once at start (or once per test). */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  cep: CepProvider;
  /** Uploaded files (certificates): private folder or S3-compatible bucket. */
  storage: FileStorage;
  auth: Auth;
  /** The options `auth` was built with (sign-up binds better-auth to one of our transactions). */
  authOptions: AuthOptions;
  /** Card payments (Stripe or the built-in sandbox); null when neither is configured. */
  payments: PaymentProvider | null;
  /** Payouts to caregivers (Stripe Connect or the sandbox); null when neither is configured. */
  payouts: PayoutProvider | null;
  logger: Logger;
  /** The clock, so tests can move time without sleeping. */
  now: () => Date;
  /** Present only when the clock may be moved (tests and the e2e server with TEST_CLOCK). */
  clock?: { set(date: Date | null): void };
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: AccountRole | null;
  /** The account signs in with a second factor (required before any operator route). */
  twoFactorEnabled: boolean;
}

/** Hono's typed context: what middleware puts on the request for handlers to read. */
export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** Set by requireUser / loadUser. */
    user: SessionUser | null;
  };
}
