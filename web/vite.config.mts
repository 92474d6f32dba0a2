import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';

/** Where `npm run dev` finds the api (scripts/dev.mjs starts it there). */
const API = process.env.KEAFX_API_URL ?? 'http://127.0.0.1:8001';

/** The api's paths: GraphQL (with its WebSocket), auth, /me, health and the export downloads. */
const apiPaths = ['/graphql', '/auth', '/me', '/healthz', '^/invoices/(export/|\\d+/export/)'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // Read @keafx/schema from its TypeScript source: one copy of the rules, no build step.
  resolve: { conditions: ['keafx-source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: API, changeOrigin: false, ws: p === '/graphql' }])),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
});
