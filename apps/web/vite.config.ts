import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev starts both); Vite proxies /api and the socket.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
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
    // Report sizes after compression; the budgets are checked by scripts/bundle-size.mjs.
    reportCompressedSize: false,
  },
});
