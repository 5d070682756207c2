import { betterAuth } from 'better-auth';
import { authOptions as buildAuthOptions } from './auth/auth';
import type { CepProvider } from './cep/provider';
import { createViaCepProvider } from './cep/viacep';
import type { AppDeps } from './context';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createPaymentProvider } from './payments/create-provider';
import { createPayoutProvider } from './payouts/create-provider';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

export interface BuildDepsOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  now?: () => Date;
  smtpOptions?: Record<string, unknown>;
  /** Replaces the postal-code provider (tests use a local fake ViaCEP through VIACEP_URL instead). */
  cep?: CepProvider;
  /** Replaces the file storage chosen from the configuration. */
  storage?: FileStorage;
  /** Sees every e-mail on its way out (a command prints the link it sent). */
  wrapMailer?: (mailer: Mailer) => Mailer;
}

/** Wires the adapters together; the same wiring serves the server and the tests. */
export function buildDeps(options: BuildDepsOptions): AppDeps {
  const { env, database, logger } = options;
  const baseMailer = createMailer({
    db: database.db,
    from: env.MAIL_FROM,
    logger,
    smtpUrl: env.SMTP_URL,
    outboxUrl: env.isProduction ? undefined : `${env.PUBLIC_URL}/dev/outbox`,
    replyTo: env.SUPPORT_EMAIL,
    ...(options.smtpOptions ? { smtpOptions: options.smtpOptions } : {}),
  });
  const mailer = options.wrapMailer ? options.wrapMailer(baseMailer) : baseMailer;
  const authOptions = buildAuthOptions({ db: database.db, env, mailer, logger });
  const auth = betterAuth(authOptions);
  const cep = options.cep ?? createViaCepProvider({ baseUrl: env.VIACEP_URL, timeoutMs: env.CEP_TIMEOUT_MS });
  const payments = createPaymentProvider(env);
  const payouts = createPayoutProvider(env, logger);
  const storage = options.storage ?? createStorage(env);
  if (options.now) return { env, database, mailer, cep, storage, auth, authOptions, payments, payouts, logger, now: options.now };
  // The e2e server may move its clock (never in production: TEST_CLOCK needs NODE_ENV=test).
  let fixed: Date | null = null;
  const movable = env.NODE_ENV === 'test' && env.TEST_CLOCK;
  return {
    env,
    database,
    mailer,
    cep,
    storage,
    auth,
    authOptions,
    payments,
    payouts,
    logger,
    now: () => fixed ?? new Date(),
    ...(movable ? { clock: { set: (date: Date | null) => void (fixed = date) } } : {}),
  };
}
