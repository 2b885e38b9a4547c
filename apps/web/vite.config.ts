import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { preloadApp } from './vite-preload-app.ts';
import { pwa } from './vite-pwa.ts';

/**
 * Vite for the web app. Dev: `/api` goes to the Fastify server on :3000. Build: `dist/`, with React
 * and MUI in long-lived vendor chunks and each page in its own lazily loaded chunk; every text file
 * also written brotli- and gzip-compressed (`.br`, `.gz`; vite-precompress.ts, docs/decisions/0025).
 * `vite build --ssr src/ssr/entry-server.tsx` (build.mjs) makes the server renderer of docs/decisions/0029:
 * one self-contained ES module for Node (every dependency bundled), no compression, no manifest.
 * The browser build also makes the web manifest and the service worker (vite-pwa.ts).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), preloadApp('src/app/start.tsx'), pwa(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  ssr: { noExternal: true },
  // The server renderer runs in a Node process whose NODE_ENV may be unset: React's production build.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        // One file: the server imports it again after a rebuild (a new URL), and a chunk would still
        // import the first copy.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: true,
        // dist/.vite/manifest.json: the chunk graph scripts/lighthouse.mjs reads for the first page's JS.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  // MUI and its styling in one file: the dozens of small shared chunks it split into
                  // cost a request and a compile task each on the first page (docs/decisions/0029).
                  // MUI X (the admin area's data grid) stays out: only /admin loads it.
                  name: 'mui',
                  test: /node_modules[\\/](@mui(?![\\/]x-)|@emotion|stylis|react-transition-group|@popperjs|clsx|react-is|prop-types|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
                  priority: 2,
                },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
}));
