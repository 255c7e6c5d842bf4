import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports, while a package's
// TypeScript source would be left for Node, which cannot load it.
import { pageContentSecurityPolicy } from '../shared/src/security/contentSecurityPolicy';
import { devHostRouting } from './devHostRouting';

const apiTarget = process.env.COLMENA_API_URL ?? 'http://127.0.0.1:8081';

// Two pages: the tenant app (index.html) and the marketing landing (landing.html) that the
// bare host serves. The server picks one by Host; in dev, devHostRouting does the same.
export default defineConfig({
  plugins: [react(), devHostRouting()],
  // zod without eval (the page's policy refuses it): every import of 'zod' gets the module that
  // sets `jitless` and re-exports zod, so no schema can be made before the setting whatever the
  // chunking (app/zodWithoutEval.ts). It imports zod itself as 'zod/v4', which this leaves alone.
  resolve: {
    alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'src/app/zodWithoutEval.ts') }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        landing: resolve(import.meta.dirname, 'landing.html'),
      },
    },
  },
  server: {
    host: true,
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    allowedHosts: true,
    // The server sends the strict policy with the built app (functions/src/platform/http/
    // securityHeaders.ts); hot reload needs inline styles, the React refresh preamble and a
    // WebSocket, so the dev server alone relaxes those. Images and framing stay as strict.
    headers: { 'Content-Security-Policy': pageContentSecurityPolicy({ dev: true }) },
    // changeOrigin stays false: the API resolves the tenant from the original Host header.
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '^/[^/]+/publickey/v1$': { target: apiTarget },
    },
  },
  // `vite preview` serves the built app: the production policy, as the server sends it.
  preview: { headers: { 'Content-Security-Policy': pageContentSecurityPolicy() } },
});
