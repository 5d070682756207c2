import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The islands of the pre-rendered public pages (docs/decisions/0039), built on their own after the
 * app (same dist/, own manifest): their graph never meets the app's router, query client or shell,
 * so a public page downloads React and its islands only. React is in a file of its own.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    reportCompressedSize: false,
    // No stylesheet of its own: the page has the app's, inlined (scripts/prerender.mjs).
    cssCodeSplit: false,
    rolldownOptions: {
      input: { islands: 'src/islands/main.tsx' },
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          groups: [{ name: 'islands-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
