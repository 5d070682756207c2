import cluster from 'node:cluster';
import type { Logger } from './logger';

export interface SupervisorOptions {
  /** The module each worker runs (default: the one the primary was started with). */
  exec?: string;
  /** Wait before replacing a worker that died while serving. */
  restartDelayMs?: number;
  /** How long the workers get to finish their requests on SIGINT/SIGTERM before they are killed. */
  stopTimeoutMs?: number;
}

/**
 * The primary process when SERVER_PROCESSES > 1 (ADR 0023): forks that many workers, each of
 * which runs the whole server (node:cluster shares the one listening port between them; they
 * share nothing else, as separate instances on one PostgreSQL already do). A worker that dies
 * while serving is replaced; a worker that dies before it ever listened means the server cannot
 * start (bad configuration, database unreachable), so everything stops with exit code 1 instead
 * of restarting in a loop. SIGINT/SIGTERM are passed on and the primary leaves when all are gone.
 */
export function superviseWorkers(count: number, logger: Logger, options: SupervisorOptions = {}): void {
  const restartDelayMs = options.restartDelayMs ?? 1000;
  // Workers start the server module itself, not whatever script started the primary (npm start's
  // scripts/start.mjs builds first: four workers must not rebuild the bundle they are loading).
  if (options.exec) cluster.setupPrimary({ exec: options.exec });
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const listening = new Set<number>();
  let stopping = false;
  let exitCode = 0;

  const workers = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);

  const stopAll = (code: number, signal: NodeJS.Signals = 'SIGTERM') => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    if (workers().length === 0) process.exit(exitCode);
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, stopTimeoutMs).unref();
  };

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === count) logger.info(`[cluster] ${count} processos atendendo na mesma porta`);
  });

  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (stopping) {
      if (workers().length === 0) process.exit(exitCode);
      return;
    }
    if (!served) {
      logger.error(`[cluster] o processo ${worker.process.pid} não conseguiu iniciar (${signal ?? `código ${code}`}); encerrando`);
      stopAll(1);
      return;
    }
    logger.error(`[cluster] o processo ${worker.process.pid} terminou (${signal ?? `código ${code}`}); iniciando outro`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, restartDelayMs);
  });

  process.on('SIGINT', () => stopAll(0, 'SIGINT'));
  process.on('SIGTERM', () => stopAll(0, 'SIGTERM'));

  for (let i = 0; i < count; i++) cluster.fork();
}
