import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:e2e:cluster`: the journeys again, against two server processes on one PostgreSQL
// behind a round-robin proxy (e2e/cluster/start.ts): every request goes to the other instance than
// the one before, and two people's sockets sit on different processes. Plus the cluster's own
// checks (e2e/cluster/cluster.spec.ts).

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['accounts.spec.ts', 'booking-chat.spec.ts', 'family.spec.ts', 'caregiver.spec.ts', 'checkout.spec.ts', 'cluster/*.spec.ts'],
  outputDir: './test-results/cluster',
  webServer: {
    command: 'node --import tsx e2e/cluster/start.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    // SIGTERM (Playwright's default is SIGKILL) so start.ts stops both instances and drops its
    // database; SIGKILL left one cuidar_e2e_cluster_<port> database behind per run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
