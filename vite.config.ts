import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  build: { outDir: '../dist', emptyOutDir: true, sourcemap: true },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
});
