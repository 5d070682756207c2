#!/usr/bin/env node
// `npm run dev`: the server with reload on :3000 and Vite with hot module replacement on :5173.
// Open http://localhost:5173; e-mail links point there too.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  TRUSTED_ORIGINS: [process.env.TRUSTED_ORIGINS, 'http://localhost:3000'].filter(Boolean).join(','),
};
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
