import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_ROOT } from '../src/paths';

// Real server processes for the crash test, the benchmarks and the cluster e2e: the same esbuild
// bundle `npm start` runs (no TypeScript compilation per start, so restarts take what a
// production restart takes), spawned with an environment of the caller's choosing.

export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** Bundles apps/server/src/index.ts into apps/server/dist/<name>.mjs (npm packages stay external). */
export async function buildServerBundle(name = 'index'): Promise<string> {
  const outfile = path.join(SERVER_ROOT, 'dist', `${name}.mjs`);
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.join(SERVER_ROOT, 'src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cuidar/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
    outfile,
  });
  return outfile;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  /** Milliseconds from spawn until /api/health answered 200. */
  startMs: number;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** What the process wrote to stderr (the last 200 lines). */
  stderr: string[];
  /** What the process wrote to stdout (the last 200 lines; empty with inheritOutput). */
  stdout: string[];
  stop(): Promise<void>;
}

export interface StartOptions {
  bundle: string;
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  /** Show the process's output (default: only stderr is kept, for the report). */
  inheritOutput?: boolean;
  nodeArgs?: string[];
}

/** Spawns the bundle and waits until /api/health answers; rejects if it exits or times out. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const started = performance.now();
  const url = `http://127.0.0.1:${options.port}`;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env })) {
    if (value !== undefined) env[key] = value;
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.bundle], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', options.inheritOutput ? 'inherit' : 'pipe', 'pipe'],
  });
  const keepLines = (lines: string[]) => (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  const stderr: string[] = [];
  const stdout: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (options.inheritOutput) process.stderr.write(chunk);
    keepLines(stderr)(chunk);
  });
  child.stdout?.setEncoding('utf8').on('data', keepLines(stdout));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = started + (options.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (hasExited) throw new Error(`o servidor na porta ${options.port} saiu ao iniciar: ${stderr.slice(-10).join('\n')}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        return {
          child,
          pid: child.pid!,
          port: options.port,
          url,
          startMs: performance.now() - started,
          exited,
          stderr,
          stdout,
          async stop() {
            if (!hasExited) child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor na porta ${options.port} não respondeu em ${options.timeoutMs ?? 60_000} ms: ${stderr.slice(-10).join('\n')}`);
}
