import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Folders the server reads at run time, found from the server package root so the same code works
// from src/ (tsx, tests) and from the bundled dist/index.mjs that `npm start` runs.

function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server não encontrado');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');
export const WEB_ROOT = path.join(SERVER_ROOT, '../web/dist');
