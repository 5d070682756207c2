import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev starts both); Vite proxies /api and the socket.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * How the browser build is split (docs/decisions/0006). Over HTTP/1.1 every file is a round trip,
 * so the code every screen needs comes in two files and tiny shared pieces are not files of
 * their own; code only some routes use (forms and zod, dates, dialogs…) stays with them.
 */
const browserCodeSplitting = {
  // Shared pieces of a few hundred bytes (an icon, a helper) are copied into the chunks that use them.
  experimentalInlineCommonChunks: { maxSize: 4096 },
  groups: [
    {
      // The libraries every screen needs, in one long-cached file.
      name: 'vendor',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|sonner|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
      priority: 2,
    },
    {
      // Our own code the entry needs (layouts, session, API client…) in one file.
      name: 'shell',
      tags: ['$initial' as const],
      test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src)[\\/]/,
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/dev': { target: apiTarget },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json maps each source module to its chunk and static imports;
    // scripts/prerender.mjs and scripts/bench-web.mjs read it.
    manifest: true,
    reportCompressedSize: false,
    // The pre-rendering build (SSR, scripts/prerender.mjs) keeps the default chunking.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: browserCodeSplitting } },
  },
}));
