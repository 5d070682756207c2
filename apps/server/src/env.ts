import { DEFAULT_BOOKING_FEE_PERCENT } from '@cuidar/domain/booking-money';
import { DEFAULT_PAYOUT_MINIMUM_CENTS, DEFAULT_PAYOUT_WEEKDAY } from '@cuidar/domain/payouts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_HOURLY_RATE_CENTS } from '@cuidar/domain/caregiver-profile';
import { DEFAULT_MIN_HOURLY_RATE_CENTS, SUPPORT_EMAIL_DEFAULT } from '@cuidar/domain/constants';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-ip';

// Configuration, validated once at boot. Every variable is documented in .env.example.
// A bad value stops the process with the full list of problems, not just the first.

/**
 * Connections per server process on PostgreSQL. Small on purpose (ADR 0027): on the two cores the
 * benchmarks run on, two processes with 10 each kept up to 20 backends runnable at once and the
 * chat's p99 doubled (max 130–210 ms against 55–76 ms with 5); PostgreSQL does best with about
 * twice its cores' worth of active connections in total.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 5;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_DATABASE_POOL_SIZE),
    /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    DATA_DIR: z.string().min(1).default('./data'),
    AUTH_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    TRUSTED_ORIGINS: z.string().default(''),
    /** A session unused this long ends (ASVS 3.3.2 idle timeout); docs/product.md#security. */
    SESSION_IDLE_TIMEOUT_HOURS: z.coerce.number().min(0.25).max(24 * 30).default(12),
    /**
     * A session ends this long after sign-in however much it is used (absolute lifetime). At most
     * 180 days: a session's address is an access record, kept six months (docs/product.md#retention).
     */
    SESSION_MAX_AGE_DAYS: z.coerce.number().min(1).max(180).default(30),
    /** How many proxies of ours sit in front, or their addresses (http/client-ip.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SEED_DEMO: booleanFromString.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Cuidar <nao-responda@cuidar.com.br>'),
    /** Where 'Fale Conosco' and replies to our e-mails go, and the address the site shows (docs/decisions/0062). */
    SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL_DEFAULT),
    VIACEP_URL: z.url().default('https://viacep.com.br'),
    CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(3000).default(3000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** The lowest hourly rate a caregiver may set, in centavos (docs/product.md#profiles); never R$ 0. */
    MIN_HOURLY_RATE_CENTAVOS: z.coerce.number().int().min(1).max(MAX_HOURLY_RATE_CENTS).default(DEFAULT_MIN_HOURLY_RATE_CENTS),
    TEST_CLOCK: booleanFromString.default(false),
    // Card payments: Stripe when a secret key is set, else the built-in sandbox checkout.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    /** One signing secret, or two separated by a comma while rotating the endpoint's secret. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+(\s*,\s*whsec_\w+)?$/, 'must be a Stripe webhook signing secret (whsec_…), or two separated by a comma while rotating')
      .optional(),
    /** Only for tests against a local fake of Stripe's API. */
    STRIPE_API_URL: z.url().optional(),
    PAYMENTS_SANDBOX: booleanFromString.optional(),
    /** The platform fee on bookings, a percentage of the caregiver's price charged on top (docs/product.md#booking-payments). */
    BOOKING_FEE_PERCENT: z.coerce.number().min(0).max(50).default(DEFAULT_BOOKING_FEE_PERCENT),
    /** The weekly payout day, 0 Sunday … 6 Saturday, São Paulo calendar (docs/product.md#earnings). */
    PAYOUT_WEEKDAY: z.coerce.number().int().min(0).max(6).default(DEFAULT_PAYOUT_WEEKDAY),
    /** The smallest available balance paid out, in centavos; less waits for the next week. */
    PAYOUT_MINIMUM_CENTAVOS: z.coerce.number().int().min(1).default(DEFAULT_PAYOUT_MINIMUM_CENTS),
    // File storage: a private folder in DATA_DIR unless an S3-compatible bucket is configured.
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Signs the families' 'QR de presença' (docs/product.md#visits, ADR 0048). Unset: derived from
     * AUTH_SECRET, so it is as secret as the sessions; changing it voids every printed code.
     */
    PRESENCE_QR_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  });

/** Every variable the server reads (.env.example and the README's table document each: env.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/** Variables production cannot run without (checked even when others are also wrong). */
const requiredInProduction = ['AUTH_SECRET', 'PUBLIC_URL'] as const;

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, 'AUTH_SECRET' | 'PUBLIC_URL' | 'SEED_DEMO' | 'TRUSTED_ORIGINS' | 'PAYMENTS_SANDBOX'> {
  AUTH_SECRET: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  /** The built-in test checkout serves when no Stripe key is set (default: outside production). */
  PAYMENTS_SANDBOX: boolean;
  TRUSTED_ORIGINS: string[];
  /** STRIPE_WEBHOOK_SECRET as a list: one secret, or the old and the new one during a rotation. */
  STRIPE_WEBHOOK_SECRETS: string[];
  isProduction: boolean;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret to try the app.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings in a .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (cleaned.NODE_ENV === 'production') {
    for (const name of requiredInProduction) if (!cleaned[name]) problems.push(`${name}: is required in production`);
  }
  // Development defaults (the /dev/outbox page with every reset link, demo accounts with a published
  // password, the sandbox that activates plans without payment) must never run by accident where
  // the public can reach them: a public PUBLIC_URL needs NODE_ENV said out loud.
  if (!cleaned.NODE_ENV && cleaned.PUBLIC_URL && isPublicUrl(cleaned.PUBLIC_URL)) {
    problems.push(
      `NODE_ENV: is not set, but PUBLIC_URL (${cleaned.PUBLIC_URL}) is not a local address. Set NODE_ENV=production for a deployment ` +
        '(or NODE_ENV=development to run the development features, /dev/outbox, demo accounts and test checkout, there on purpose)',
    );
  }
  // A Stripe key without its webhook secret would take money and never hear that it did.
  if (cleaned.STRIPE_SECRET_KEY && !cleaned.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  // A bucket without its keys (or keys without a bucket) is a half-done configuration: say so.
  const s3Names = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (s3Names.some((name) => cleaned[name]) || cleaned.S3_ENDPOINT) {
    for (const name of s3Names) if (!cleaned[name]) problems.push(`${name}: is required when S3 storage is configured`);
  }
  // The embedded database lives inside one process; only a PostgreSQL server takes several.
  if (Number(cleaned.SERVER_PROCESSES ?? 1) > 1 && !cleaned.DATABASE_URL) {
    problems.push('SERVER_PROCESSES: more than 1 needs DATABASE_URL (the embedded database serves one process)');
  }
  if (!result.success || problems.length) throw new EnvError(problems);
  const raw = result.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  const extraOrigins = raw.TRUSTED_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: raw.AUTH_SECRET ?? developmentSecret(raw.DATA_DIR),
    SEED_DEMO: raw.SEED_DEMO ?? raw.NODE_ENV !== 'production',
    PAYMENTS_SANDBOX: raw.PAYMENTS_SANDBOX ?? raw.NODE_ENV !== 'production',
    TRUSTED_ORIGINS: [...new Set([publicUrl, ...(raw.NODE_ENV === 'production' ? [] : localOrigins(publicUrl, raw.PORT)), ...extraOrigins])],
    STRIPE_WEBHOOK_SECRETS: (raw.STRIPE_WEBHOOK_SECRET ?? '').split(',').map((secret) => secret.trim()).filter(Boolean),
    isProduction: raw.NODE_ENV === 'production',
  };
}

/**
 * Outside production, the addresses this machine answers itself: a browser opened on
 * http://127.0.0.1:3000 instead of http://localhost:3000 (or the other way round) is the same
 * person, and every write used to fail with 'Origem da requisição não permitida'.
 */
function localOrigins(publicUrl: string, port: number): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const url = new URL(publicUrl);
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) {
    for (const host of ['localhost', '127.0.0.1']) origins.push(`http://${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/** The line the server prints once it listens: where to open the app, and what else works. */
export function startMessage(env: Env, where: string): string {
  const also = env.TRUSTED_ORIGINS.filter((origin) => origin !== env.PUBLIC_URL && /^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(origin));
  return `Cuidar no ar (${where}). Abra ${env.PUBLIC_URL} no navegador${also.length ? ` (ou ${also.join(', ')})` : ''}.`;
}

/** Whether a URL is reachable beyond this machine: https, or a host that is not a loopback name or address. */
export function isPublicUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // reported by the schema
  }
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback = host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return !loopback;
}

/** Reads .env (when present) into process.env without overriding what is already set. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
