import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { superviseWorkers } from './cluster';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoSeeded, seedDemo } from './db/seed/demo';
import { buildDeps } from './deps';
import { EnvError, loadDotEnv, parseEnv, startMessage } from './env';
import { createLogger } from './logger';
import { WEB_ROOT } from './paths';
import { startJobs } from './jobs';
import { startServer } from './server';

// Start: configuration → database → migrations → demo data → listen. With SERVER_PROCESSES > 1
// this process only supervises that many workers, each of which starts exactly so.

async function main() {
  loadDotEnv();
  const env = parseEnv(process.env);
  const logger = createLogger(env.LOG_LEVEL);
  if (env.SERVER_PROCESSES > 1 && cluster.isPrimary) {
    superviseWorkers(env.SERVER_PROCESSES, logger, { exec: fileURLToPath(import.meta.url) });
    return;
  }

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pg`, poolSize: env.DATABASE_POOL_SIZE });
  await database.migrate();
  const deps = buildDeps({ env, database, logger });
  // Instances starting together on one PostgreSQL seed once: the check and the seed run under a lock.
  if (env.SEED_DEMO) {
    await database.exclusive('seed-demo', async () => {
      if (await isDemoSeeded(database.db)) return;
      logger.info('[seed] criando dados de demonstração…');
      await seedDemo(database.db, undefined, deps.storage, env.PUBLIC_URL);
      logger.info(
        [
          '',
          'Contas de demonstração (senha para todas: ' + DEMO_PASSWORD + ')',
          `  Família:  ${DEMO_ACCOUNTS.familia.email}`,
          `  Cuidador: ${DEMO_ACCOUNTS.cuidador.email}`,
          `  Operador: ${DEMO_ACCOUNTS.operador.email} (no primeiro acesso a /operador, ative a verificação em duas etapas)`,
          '',
        ].join('\n'),
      );
    });
  }

  const running = await startServer(deps, { port: env.PORT, host: env.HOST, webRoot: WEB_ROOT });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `banco embutido em ${env.DATA_DIR}/pg`;
  logger.info(startMessage(env, `porta ${running.port}, ${where}, ${Math.round(performance.now())} ms desde o início do processo`));
  if (!env.isProduction) logger.info(`Emails de desenvolvimento: ${env.PUBLIC_URL}/dev/outbox`);
  const jobs = startJobs(deps, env.JOBS_INTERVAL_MS);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`[server] ${signal}: encerrando…`);
    jobs.stop();
    void running
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o Cuidar:', error);
  }
  process.exit(1);
});
