import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In dev, the API server runs on 3000 and Vite proxies to it; in production the server serves dist/. */
const api = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api, '/cust': api, '/healthz': api },
  },
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
});
