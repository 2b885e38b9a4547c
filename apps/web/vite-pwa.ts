import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The page and bar colour of the dark theme (src/app/theme.ts `background.default`, index.html). */
const BACKGROUND = '#121216';
/** Runtime cache of the pages (HTML) the visitor opened, for reading them again offline. */
const PAGES_CACHE = 'synthhub-pages';

/**
 * The installable app (design.md names vite-plugin-pwa; spec §1/§4 "Update banner"): a web manifest
 * (`/manifest.webmanifest`, linked from index.html) and a Workbox service worker (`/sw.js`) made by
 * `generateSW` in the browser build only (vite.config.ts; not the server renderer's build).
 *
 * - `registerType: 'prompt'`: a new worker waits until the visitor presses Refresh in the update
 *   banner (src/lib/service-worker.ts registers it; `injectRegister: false`, no script is added).
 * - Precache: the app shell — JS, CSS, fonts, icons, index.html — never source maps or the build's
 *   `.br`/`.gz` twins (the globs name the extensions), never `/api/*`.
 * - Navigations (outside `/api/`): network first, so a server-rendered page (docs/decisions/0029) is
 *   always the server's latest; each answer is kept (last 50), and offline the kept copy, else the
 *   precached shell, is shown. `directoryIndex: ''` stops the precache answering `/` with its shell
 *   before the network is asked.
 *
 * Icons: public/icons, PNGs drawn from public/favicon.svg (the maskable one with the mark inside the
 * 80 % safe zone).
 */
export function pwa(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // The globs below already take the icons and favicon: no second precache entry for them.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Synthhub',
      short_name: 'Synthhub',
      description: 'Custom songs, playlists, stages, avatars and mods for Synth Riders.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: BACKGROUND,
      lang: 'en',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      navigateFallback: null,
      directoryIndex: '',
      cleanupOutdatedCaches: true,
      sourcemap: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: PAGES_CACHE,
            expiration: { maxEntries: 50 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  });
}
