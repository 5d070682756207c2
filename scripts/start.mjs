#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then starts the
// server (API, WebSocket and the built app on one port). A second start skips the build and the
// server's bundling.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.build-stamp');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite.islands.config.ts', 'packages/domain/src', 'package-lock.json', 'scripts/prerender.mjs', 'scripts/build-web.mjs'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

const needsBuild = !existsSync(stamp) || Math.max(...sources.map(newestMtime)) > statSync(stamp).mtimeMs;
if (needsBuild) {
  console.log('Gerando o app web (apps/web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

// The server is bundled into one file (dependencies stay in node_modules): no TypeScript
// compilation at start. The bundle is rebuilt when its sources changed since it was written: a
// warm start skips loading esbuild and bundling (about 0.5 s of the start, docs/decisions/0039).
const serverBundle = path.join(root, 'apps/server/dist/index.mjs');
const serverSources = ['apps/server/src', 'packages/domain/src', 'package-lock.json', 'scripts/start.mjs'];
const bundleIsCurrent = existsSync(serverBundle) && Math.max(...serverSources.map(newestMtime)) < statSync(serverBundle).mtimeMs;
if (!bundleIsCurrent) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/index.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        // npm packages load from node_modules as usual; our workspace packages (TypeScript) are bundled.
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@cuidar/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
    outfile: 'apps/server/dist/index.mjs',
  });
}

// Same process: one Node start instead of two.
await import(pathToFileURL(serverBundle).href);
