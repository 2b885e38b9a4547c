import type { Plugin, Rollup } from 'vite';

/**
 * Vite plugin (build only; docs/decisions/0029): index.html's entry (src/main.tsx) imports the app
 * (`appModule`, src/app/start.tsx) dynamically, so that a server-rendered page can paint before the
 * app is evaluated. Vite would then fetch the app's chunks only when that import runs; this adds
 * `<link rel="modulepreload">` for every chunk the app imports statically to index.html, so they
 * download with the document as before. Input: the built HTML and bundle; output: the HTML with the
 * links before `</head>`.
 */
export function preloadApp(appModule: string): Plugin {
  return {
    name: 'synthhub-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(appModule));
        if (!app) throw new Error(`preloadApp: no chunk for ${appModule}`);
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files: string[] = [];
        const visit = (name: string) => {
          if (files.includes(name) || html.includes(`/${name}"`)) return;
          files.push(name);
          byName.get(name)?.imports.forEach(visit);
        };
        visit(app.fileName);
        const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
        return html.replace('</head>', `    ${links}\n  </head>`);
      },
    },
  };
}
