#!/usr/bin/env node
// The web app's build (`npm run build`): the app, the islands of the public pages (ADR 0039), the
// server-side entry, the pre-rendered pages (ADR 0012) and their compressed copies. It writes
// <folder>/dist and <folder>/.ssr-build, by default apps/web's, where the server reads them; a test
// that needs a real build passes a folder of its own (it must be inside the repository, so the
// server-side entry finds its packages).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const web = path.join(root, 'apps/web');
const folder = path.resolve(process.argv[2] ?? web);
const dist = path.join(folder, 'dist');
const ssr = path.join(folder, '.ssr-build');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

function run(args) {
  const step = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

run([vite, 'build', '--outDir', dist, '--emptyOutDir']);
run([vite, 'build', '-c', 'vite.islands.config.ts', '--outDir', dist, '--logLevel', 'warn']);
run([vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', ssr, '--emptyOutDir', '--logLevel', 'warn']);
run([path.join(root, 'scripts/prerender.mjs'), dist, path.join(ssr, 'prerender.js')]);
run([path.join(root, 'scripts/compress-dist.mjs'), dist]);
