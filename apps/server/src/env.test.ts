import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, EnvError, parseEnv, startMessage } from './env';

describe('configuration', () => {
  it('documents every variable in .env.example and in the README', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(ENV_VARIABLES.length).toBeGreaterThan(20);
    expect(ENV_VARIABLES.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    expect(ENV_VARIABLES.filter((name) => !tableRows.some((row) => row.split('|')[1]!.includes(`\`${name}\``)))).toEqual([]);
  });

  it('has safe defaults for a first run', () => {
    const env = parseEnv({ AUTH_SECRET: 'x'.repeat(32) });
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('lists every bad variable at once', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'PUBLIC_URL']) expect(problems).toContain(name);
    }
  });

  it('treats empty values as unset and adds extra trusted origins', () => {
    const env = parseEnv({ AUTH_SECRET: 'x'.repeat(32), PORT: '', TRUSTED_ORIGINS: 'http://localhost:5173/, https://cuidar.com.br' });
    expect(env.PORT).toBe(3000);
    expect(env.TRUSTED_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173', 'https://cuidar.com.br']);
  });

  it('uses the sandbox checkout outside production and asks for the webhook secret with a Stripe key', () => {
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32) }).PAYMENTS_SANDBOX).toBe(true);
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://cuidar.com.br', NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe(false);
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    const stripe = parseEnv({ AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(stripe.STRIPE_SECRET_KEY).toBe('sk_test_abc123');
  });

  it('takes several server processes only on a PostgreSQL server', () => {
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32) }).SERVER_PROCESSES).toBe(1);
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), SERVER_PROCESSES: '2' })).toThrow(/SERVER_PROCESSES: more than 1 needs DATABASE_URL/);
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32), SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://a:b@db/cuidar' }).SERVER_PROCESSES).toBe(2);
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://a:b@db/cuidar' })).toThrow(/SERVER_PROCESSES/);
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses, and refuses true', () => {
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32) }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32), TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parseEnv({ AUTH_SECRET: 'x'.repeat(32), TRUST_PROXY: '10.0.0.0/8,loopback' }).TRUST_PROXY.kind).toBe('addresses');
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' believes any address/);
    expect(() => parseEnv({ AUTH_SECRET: 'x'.repeat(32), TRUST_PROXY: 'meu-proxy' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses to start with NODE_ENV unset and a public PUBLIC_URL (development defaults would be public)', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    for (const url of ['https://cuidar.com.br', 'http://cuidar.com.br', 'http://192.168.0.20:3000', 'https://localhost:3000']) {
      expect(() => parseEnv({ ...secret, PUBLIC_URL: url }), url).toThrow(/NODE_ENV: is not set, but PUBLIC_URL .* is not a local address\. Set NODE_ENV=production/);
    }
    // Local addresses, or NODE_ENV said out loud, start as before.
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://cuidar.localhost:3000']) {
      expect(parseEnv({ ...secret, PUBLIC_URL: url }).isProduction, url).toBe(false);
    }
    expect(parseEnv(secret).NODE_ENV).toBe('development');
    expect(parseEnv({ ...secret, PUBLIC_URL: 'https://cuidar.com.br', NODE_ENV: 'production' }).isProduction).toBe(true);
    expect(parseEnv({ ...secret, PUBLIC_URL: 'http://192.168.0.20:3000', NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('outside production trusts both localhost and 127.0.0.1 on the port, and says where to open the app', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const dev = parseEnv({ ...secret, PORT: '8080' });
    expect(dev.TRUSTED_ORIGINS).toEqual(expect.arrayContaining(['http://localhost:8080', 'http://127.0.0.1:8080']));
    expect(startMessage(dev, 'porta 8080')).toBe('Cuidar no ar (porta 8080). Abra http://localhost:8080 no navegador (ou http://127.0.0.1:8080).');
    // The Vite dev server's address (npm run dev) has its twin too.
    expect(parseEnv({ ...secret, PUBLIC_URL: 'http://127.0.0.1:5173' }).TRUSTED_ORIGINS).toEqual(
      expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5173', 'http://localhost:3000', 'http://127.0.0.1:3000']),
    );
    // Production trusts its public address (and TRUSTED_ORIGINS) only.
    const production = parseEnv({ ...secret, NODE_ENV: 'production', PUBLIC_URL: 'https://cuidar.com.br' });
    expect(production.TRUSTED_ORIGINS).toEqual(['https://cuidar.com.br']);
    expect(startMessage(production, 'porta 3000')).toBe('Cuidar no ar (porta 3000). Abra https://cuidar.com.br no navegador.');
  });

  it('takes two webhook secrets, comma-separated, while the endpoint secret rotates', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_test_abc123' };
    expect(parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_old' }).STRIPE_WEBHOOK_SECRETS).toEqual(['whsec_old']);
    expect(parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_old, whsec_new' }).STRIPE_WEBHOOK_SECRETS).toEqual(['whsec_old', 'whsec_new']);
    expect(() => parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_a,whsec_b,whsec_c' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_a,segredo' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
